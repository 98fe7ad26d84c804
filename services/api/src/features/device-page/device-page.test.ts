import { DEFAULT_CALL_SETTINGS, DEFAULT_NOTIFICATION_SETTINGS, type DevicePageTask } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROBLEMS, pageLanguage, problemButtons, toDevicePage } from './device-page.ts';

const task = (taskId: string, dueAt: string): DevicePageTask => ({
  taskId,
  occurrenceId: `${taskId}@${dueAt}`,
  title: taskId,
  callToAction: 'Clean',
  category: 'cleaning',
  taskType: 'qr',
  dueAt,
  deadlineAt: dueAt,
  done: false,
});

describe('device page shaping', () => {
  it('offers the services’ problems, cleaning first, each once, without the call-cleaner key', () => {
    const settings = {
      ...DEFAULT_CALL_SETTINGS,
      services: [
        { name: 'Plumbing', category: 'maintenance' as const, problems: ['problem_leak', 'problem_flush'] },
        { name: 'Day crew', category: 'cleaning' as const, problems: ['dirty_floor', 'call_cleaner', 'missing_soap'] },
        { name: 'Night crew', category: 'cleaning' as const, problems: ['bad_smell', 'dirty_floor'] },
      ],
    };
    expect(problemButtons(settings)).toEqual([
      { problem: 'dirty_floor', category: 'cleaning' },
      { problem: 'missing_soap', category: 'cleaning' },
      { problem: 'bad_smell', category: 'cleaning' },
      { problem: 'problem_leak', category: 'maintenance' },
      { problem: 'problem_flush', category: 'maintenance' },
    ]);
  });

  it('falls back to the default cleaning and maintenance buttons without services', () => {
    expect(problemButtons(DEFAULT_CALL_SETTINGS)).toEqual(DEFAULT_PROBLEMS);
    expect(new Set(DEFAULT_PROBLEMS.map((button) => button.category))).toEqual(new Set(['cleaning', 'maintenance']));
  });

  it('opens in the complaint language of the notification mail, else English', () => {
    expect(pageLanguage(null)).toBe('en');
    expect(pageLanguage({ ...DEFAULT_NOTIFICATION_SETTINGS, email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, complaintLanguage: 'he' } })).toBe('he');
  });

  it('shapes the answer: names, tasks by due time, the server clock', () => {
    const page = toDevicePage({
      device: { deviceId: 'd-1', deviceType: 'qr_tag', deviceCode: null },
      room: { roomId: 'r-1', displayName: 'Toilets', roomNameEn: '' },
      site: { siteId: 's-1', name: 'HQ', timezone: 'Asia/Jerusalem', callSettings: DEFAULT_CALL_SETTINGS },
      notificationSettings: null,
      survey: null,
      tasks: [task('late', '2026-03-01T12:00:00.000Z'), task('early', '2026-03-01T08:00:00.000Z')],
      now: new Date('2026-03-01T10:00:00.000Z'),
    });
    expect(page).toMatchObject({
      deviceId: 'd-1',
      deviceType: 'qr_tag',
      room: { roomId: 'r-1', displayName: 'Toilets', roomNameEn: null },
      site: { siteId: 's-1', name: 'HQ', timezone: 'Asia/Jerusalem', language: 'en' },
      survey: null,
      serverTime: '2026-03-01T10:00:00.000Z',
    });
    expect(page.tasks.map((entry) => entry.taskId)).toEqual(['early', 'late']);
  });
});
