import { DEVICE_COMMAND_ACTIONS, KIOSK_TABLET_ACTIONS, NATIVE_TABLET_ACTIONS } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { isImageUrl, KIOSK_ROUTES, recordedResult, SUCCESS_TEXTS, TABLET_ACTIONS } from './device-actions.ts';

describe('device actions', () => {
  it('maps the tablet actions of sensor/tabletAction to native tablet commands', () => {
    expect(TABLET_ACTIONS).toEqual({ refresh: 'refresh_survey', restart: 'restart' });
    expect(Object.values(TABLET_ACTIONS).every((action) => (NATIVE_TABLET_ACTIONS as readonly string[]).includes(action))).toBe(true);
  });

  it('has one kiosk route per kiosk command, with the spec paths', () => {
    expect(KIOSK_ROUTES.map((route) => [route.path, route.action])).toEqual([
      ['screenshot', 'screenshot'],
      ['profileDownload', 'profile_download'],
      ['openKioskBrowserSettings', 'kiosk_settings'],
      ['openTeamViewerQuickSupport', 'teamviewer'],
      ['restartApplication', 'restart_app'],
    ]);
    expect(KIOSK_ROUTES.map((route) => route.action).sort()).toEqual([...KIOSK_TABLET_ACTIONS].sort());
  });

  it('answers the spec §8 success text of every command but the screenshot', () => {
    expect(SUCCESS_TEXTS).toEqual({
      refresh_survey: 'Tablet Native App Refreshed',
      restart: 'Tablet Native App Restarted',
      profile_download: 'profile Downloaded',
      kiosk_settings: 'Kiosk Browser Opened',
      teamviewer: 'Team Viewer Opened',
      restart_app: 'Kiosk App Restarted',
    });
    expect(Object.keys(SUCCESS_TEXTS).length).toBe(DEVICE_COMMAND_ACTIONS.length - 1);
  });

  it('takes http(s) and data:image URLs as screenshots, nothing else', () => {
    expect(isImageUrl('https://cdn.example/shots/1.png')).toBe(true);
    expect(isImageUrl('http://10.0.0.5:8080/shot.jpg')).toBe(true);
    expect(isImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    for (const bad of ['', 'not a url', 'javascript:alert(1)', 'data:text/html,<script>', 'ftp://host/x.png', 42, null, undefined, { url: 'x' }]) {
      expect(isImageUrl(bad), String(bad)).toBe(false);
    }
  });

  it('records URLs as they are, data: URLs by their media type only, and cuts long answers', () => {
    expect(recordedResult('https://cdn.example/shot.png')).toBe('https://cdn.example/shot.png');
    expect(recordedResult(`data:image/png;base64,${'A'.repeat(10_000)}`)).toBe('data:image/png');
    expect(recordedResult('x'.repeat(5_000))).toHaveLength(2048);
    expect(recordedResult('')).toBeNull();
    expect(recordedResult(null)).toBeNull();
    expect(recordedResult(undefined)).toBeNull();
  });
});
