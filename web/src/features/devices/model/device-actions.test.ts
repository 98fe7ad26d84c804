import { describe, expect, it } from 'vitest';
import { commandAnswered, commandFailed, deviceActions, GENERIC_FAILURE, isImageUrl, KIOSK_FAILURE, NO_IMAGE, TABLET_FAILURE, waitingFlags, type ActionTarget } from './device-actions.ts';

const device = (overrides: Partial<ActionTarget>): ActionTarget => ({ device_id: 'd 1', device_type: 'tablet', deviceCode: 'T-7', version: null, ...overrides });

describe('which actions a device takes', () => {
  it('gives a tablet without a version the five kiosk commands by its id', () => {
    const actions = deviceActions(device({ version: null }));
    expect(actions.kind).toBe('kiosk');
    if (actions.kind !== 'kiosk') return;
    expect(actions.commands.map((action) => [action.id, action.request.method, action.request.url, action.failure])).toEqual([
      ['profile_download', 'GET', '/api/kiosk/profileDownload/d%201', KIOSK_FAILURE],
      ['screenshot', 'GET', '/api/kiosk/screenshot/d%201', KIOSK_FAILURE],
      ['teamviewer', 'GET', '/api/kiosk/openTeamViewerQuickSupport/d%201', KIOSK_FAILURE],
      ['restart_app', 'GET', '/api/kiosk/restartApplication/d%201', KIOSK_FAILURE],
      ['kiosk_settings', 'GET', '/api/kiosk/openKioskBrowserSettings/d%201', KIOSK_FAILURE],
    ]);
    expect(actions.commands.filter((action) => action.screenshot).map((action) => action.id)).toEqual(['screenshot']);
  });

  it('treats a blank version as none (kiosk)', () => {
    expect(deviceActions(device({ version: '  ' })).kind).toBe('kiosk');
  });

  it('gives a tablet with a version refresh and restart by its code', () => {
    const actions = deviceActions(device({ version: '2.4.1', deviceCode: ' T-7 ' }));
    expect(actions.kind).toBe('native');
    if (actions.kind !== 'native') return;
    expect(actions.commands.map((action) => [action.id, action.request.method, action.request.url, action.request.body, action.failure])).toEqual([
      ['refresh', 'POST', '/api/sensor/tabletAction', { deviceCode: 'T-7', action: 'refresh' }, TABLET_FAILURE],
      ['restart', 'POST', '/api/sensor/tabletAction', { deviceCode: 'T-7', action: 'restart' }, TABLET_FAILURE],
    ]);
  });

  it('cannot reach a native tablet that has no code', () => {
    expect(deviceActions(device({ version: '2.4.1', deviceCode: null })).kind).toBe('native-no-code');
    expect(deviceActions(device({ version: '2.4.1', deviceCode: ' ' })).kind).toBe('native-no-code');
  });

  it('gives pads and counters the update and restart flags', () => {
    for (const type of ['pad9', 'pad9plus', 'counter_women', 'counter_men', 'counter_handicap', 'counter_shared'] as const) {
      const actions = deviceActions(device({ device_type: type, version: '1.0' }));
      expect(actions.kind, type).toBe('flags');
      if (actions.kind !== 'flags') continue;
      expect(actions.flags.map((flag) => [flag.id, flag.body])).toEqual([
        ['is_update', { is_update: true }],
        ['is_restart', { is_restart: true }],
      ]);
    }
  });

  it('gives other sensors nothing', () => {
    for (const type of ['liquid_sensor', 'toilet_paper', 'double_toilet_paper', 'tag', 'qr_tag'] as const) expect(deviceActions(device({ device_type: type })).kind, type).toBe('none');
  });
});

describe('command outcomes', () => {
  const [profile, screenshot] = (() => {
    const actions = deviceActions(device({}));
    if (actions.kind !== 'kiosk') throw new Error('kiosk expected');
    return actions.commands;
  })() as [never, never];

  it('shows the success text of an acknowledged command', () => {
    expect(commandAnswered(profile, 'profile Downloaded')).toEqual({ ok: true, text: 'actions.success.profileDownload', imageUrl: null });
  });

  it('opens the image a screenshot answers', () => {
    expect(commandAnswered(screenshot, 'https://img.example/shot.png')).toEqual({ ok: true, text: 'actions.success.screenshot', imageUrl: 'https://img.example/shot.png' });
    expect(commandAnswered(screenshot, 'data:image/png;base64,AAAA')).toMatchObject({ ok: true, imageUrl: 'data:image/png;base64,AAAA' });
  });

  it('says it did not get an image for any other answer', () => {
    for (const answer of [null, 42, {}, '', 'javascript:alert(1)', 'not a url', 'data:text/html,<b>x</b>']) expect(commandAnswered(screenshot, answer), String(answer)).toEqual({ ok: false, text: NO_IMAGE, detail: null });
  });

  it("gives the spec's failure text for a tablet that does not answer, the generic error otherwise", () => {
    expect(commandFailed(profile, 503, 'Device might be unavailable')).toEqual({ ok: false, text: KIOSK_FAILURE, detail: null });
    expect(commandFailed({ failure: TABLET_FAILURE }, 503, null)).toEqual({ ok: false, text: TABLET_FAILURE, detail: null });
    expect(commandFailed(profile, 409, 'Several tablets have this code; give each its own')).toEqual({ ok: false, text: GENERIC_FAILURE, detail: 'Several tablets have this code; give each its own' });
    expect(commandFailed(profile, null, null)).toEqual({ ok: false, text: GENERIC_FAILURE, detail: null });
  });

  it('accepts only http(s) and data:image URLs as images', () => {
    expect(isImageUrl('http://host/a.jpg')).toBe(true);
    expect(isImageUrl('ftp://host/a.jpg')).toBe(false);
    expect(isImageUrl('DATA:IMAGE/JPEG;base64,AA')).toBe(true);
  });
});

describe('waiting flags', () => {
  it('names each flag the device has not picked up', () => {
    expect(waitingFlags({ is_update: false, is_restart: false })).toEqual([]);
    expect(waitingFlags({ is_update: true, is_restart: false })).toEqual(['flags.updateWaiting']);
    expect(waitingFlags({ is_update: true, is_restart: true })).toEqual(['flags.updateWaiting', 'flags.restartWaiting']);
    expect(waitingFlags({})).toEqual([]);
  });
});
