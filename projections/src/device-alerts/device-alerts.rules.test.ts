import type { NewEvent, RecordedEvent, SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import type { SiteRules } from '../calendar/site-rules.ts';
import { deviceAlertId, offlineAlertOpened } from './device-alert-events.ts';
import { reactToDeviceAlerts, siteOpenForHour, type AlertDevice, type DeviceAlertState } from './device-alerts.rules.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let position = 0;
function event(streamId: string, type: string, occurredAt: string | number, data: Record<string, unknown> = {}): RecordedEvent {
  position++;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    streamId,
    streamVersion: position,
    globalPosition: position,
    transactionId: 1,
    occurredAt: new Date(occurredAt),
    recordedAt: new Date(occurredAt),
    schemaVersion: 1,
    data,
    metadata: {},
  };
}
const stamp = (deviceId: string) => ({ deviceId, roomId: 'r1', siteId: 's1' });
const registered = (deviceId: string, deviceType: string, at: string | number = '2026-01-01T00:00:00Z') =>
  event(`org-device-${deviceId}`, 'DeviceRegistered', at, { ...stamp(deviceId), deviceType, deviceCode: null, tokenHash: 'h', registeredAt: new Date(at).toISOString() });
const heartbeat = (deviceId: string, at: string | number, data: Record<string, unknown> = {}) => event(`device-${deviceId}`, 'DeviceHeartbeat', at, { ...stamp(deviceId), ...data });
const visitors = (deviceId: string, at: string | number, count: number) => event(`device-${deviceId}`, 'VisitorsCounted', at, { ...stamp(deviceId), count, counter: 'men' });
const dispenser = (deviceId: string, at: string | number, item: string, cell: number, level: string) =>
  event(`device-${deviceId}`, 'DispenserLevelReported', at, { ...stamp(deviceId), item, cell, level });
const removed = (deviceId: string, at: string | number) => event(`org-device-${deviceId}`, 'DeviceRemoved', at, stamp(deviceId));
/** A `NewEvent` the timer (or the reactor) wrote, as the reactor reads it back from the log. */
const fromLog = (written: NewEvent): RecordedEvent =>
  ({ ...event(`alerts-device-${String(written.data.deviceId)}`, written.type, written.occurredAt!.getTime(), written.data), id: written.id! });

const fresh = (): DeviceAlertState => ({ sites: new Map(), devices: new Map() });
const run = (events: RecordedEvent[], state = fresh()) => {
  const result = reactToDeviceAlerts(state, events);
  const outputs = result.outputs.map(({ streamId, event: output }) => ({ streamId, id: output.id!, type: output.type, data: output.data, at: output.occurredAt!.toISOString() }));
  return { state, result, outputs, summary: outputs.map((output) => `${output.type.replace('DeviceAlert', '')}:${String(output.data.kind)}`) };
};
const iso = (value: string | number) => new Date(value).toISOString();

describe('device alert rules: offline', () => {
  it('reports a silence past the threshold when the next signal comes: opened at last signal + threshold, closed at the signal', () => {
    const { outputs } = run([
      registered('pad', 'pad9'),
      heartbeat('pad', '2026-02-02T08:00:00Z'),
      heartbeat('pad', '2026-02-02T08:59:00Z'),
      heartbeat('pad', '2026-02-02T10:30:00Z'),
    ]);
    const openedAt = Date.parse('2026-02-02T09:59:00Z');
    const alertId = deviceAlertId('pad', 'offline', openedAt);
    expect(outputs).toEqual([
      {
        streamId: 'alerts-device-pad',
        id: expect.any(String),
        type: 'DeviceAlertOpened',
        at: iso(openedAt),
        data: { alertId, deviceId: 'pad', siteId: 's1', roomId: 'r1', kind: 'offline', openedAt: iso(openedAt), detail: { lastSignalAt: '2026-02-02T08:59:00.000Z' } },
      },
      {
        streamId: 'alerts-device-pad',
        id: expect.any(String),
        type: 'DeviceAlertClosed',
        at: '2026-02-02T10:30:00.000Z',
        data: { alertId, deviceId: 'pad', siteId: 's1', roomId: 'r1', kind: 'offline', openedAt: iso(openedAt), closedAt: '2026-02-02T10:30:00.000Z', reason: 'recovered' },
      },
    ]);
  });

  it('uses 3 hours for devices other than pads, and never for QR tags or devices the registry never named', () => {
    const twoHours = run([registered('c', 'counter_men'), heartbeat('c', '2026-02-02T08:00:00Z'), heartbeat('c', '2026-02-02T10:59:00Z')]);
    expect(twoHours.outputs).toEqual([]);
    const threeHours = run([registered('c', 'counter_men'), heartbeat('c', '2026-02-02T08:00:00Z'), heartbeat('c', '2026-02-02T11:00:00Z')]);
    expect(threeHours.summary).toEqual(['Opened:offline', 'Closed:offline']);
    expect(threeHours.outputs[0]!.data.openedAt).toBe('2026-02-02T11:00:00.000Z');
    const qr = run([registered('q', 'qr_tag'), event('device-q', 'RatingGiven', '2026-02-02T08:00:00Z', { ...stamp('q'), score: 50 }), event('device-q', 'RatingGiven', '2026-02-09T08:00:00Z', { ...stamp('q'), score: 50 })]);
    expect(qr.outputs).toEqual([]);
    expect(run([heartbeat('x', '2026-02-02T08:00:00Z'), heartbeat('x', '2026-02-03T08:00:00Z')]).outputs).toEqual([]);
  });

  it("adopts the timer's alert and closes it at the next signal", () => {
    const state = fresh();
    run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z')], state);
    const timer = offlineAlertOpened({ deviceId: 'pad', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T08:00:00Z'), HOUR);
    expect(run([fromLog(timer.event)], state).outputs).toEqual([]);
    expect(state.devices.get('pad')!.open.offline?.alertId).toBe(timer.alertId);
    const { outputs } = run([heartbeat('pad', '2026-02-02T12:00:00Z')], state);
    expect(outputs).toHaveLength(1);
    expect(outputs[0]!.data).toMatchObject({ alertId: timer.alertId, kind: 'offline', openedAt: '2026-02-02T09:00:00.000Z', closedAt: '2026-02-02T12:00:00.000Z' });
  });

  it('writes the same opening as the timer, so the two meet as duplicates whichever comes first', () => {
    const { outputs } = run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z'), heartbeat('pad', '2026-02-02T12:00:00Z')]);
    const timer = offlineAlertOpened({ deviceId: 'pad', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T08:00:00Z'), HOUR);
    expect(outputs[0]).toMatchObject({ id: timer.event.id, data: timer.event.data, at: timer.event.occurredAt!.toISOString() });
  });

  it("does not adopt the timer's alert when a signal came after the one it saw", () => {
    const state = fresh();
    // The reactor reported the spell itself; the timer's copy (read back later) changes nothing.
    const own = run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z'), heartbeat('pad', '2026-02-02T12:00:00Z')], state);
    const timer = offlineAlertOpened({ deviceId: 'pad', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T08:00:00Z'), HOUR);
    expect(run([fromLog(timer.event)], state).outputs).toEqual([]);
    expect(state.devices.get('pad')!.open).toEqual({});
    // Read back together with what the reactor wrote about it in one batch: still nothing twice.
    const again = run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z'), heartbeat('pad', '2026-02-02T12:00:00Z'), fromLog(timer.event)]);
    expect(again.outputs.map((output) => output.id)).toEqual(own.outputs.map((output) => output.id));

    // The timer saw a stale signal time: the device signalled before the threshold. The spell
    // never happened, so its alert closes as it opened.
    const stale = fresh();
    run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z'), heartbeat('pad', '2026-02-02T08:40:00Z')], stale);
    const closed = run([fromLog(timer.event)], stale);
    expect(closed.summary).toEqual(['Closed:offline']);
    expect(closed.outputs[0]!.data).toMatchObject({ alertId: timer.alertId, openedAt: '2026-02-02T09:00:00.000Z', closedAt: '2026-02-02T09:00:00.000Z' });
    expect(stale.devices.get('pad')!.open).toEqual({});
  });

  it('lets late uploads (older than the last signal) neither open nor close an offline alert', () => {
    const state = fresh();
    run([registered('pad', 'pad9'), heartbeat('pad', '2026-02-02T08:00:00Z')], state);
    // Older than the last signal: no silence is reported from it.
    expect(run([heartbeat('pad', '2026-02-01T20:00:00Z')], state).outputs).toEqual([]);
    const timer = offlineAlertOpened({ deviceId: 'pad', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T08:00:00Z'), HOUR);
    run([fromLog(timer.event)], state);
    // A late event from before the silence does not end it.
    expect(run([exposures('pad', '2026-02-02T07:30:00Z')], state).outputs).toEqual([]);
    expect(state.devices.get('pad')!.open.offline?.alertId).toBe(timer.alertId);
    // A signal inside the assumed spell (before it opened) closes it as of its opening, never earlier.
    const closed = run([heartbeat('pad', '2026-02-02T08:30:00Z')], state);
    expect(closed.outputs[0]!.data).toMatchObject({ openedAt: '2026-02-02T09:00:00.000Z', closedAt: '2026-02-02T09:00:00.000Z' });
  });
});

function exposures(deviceId: string, at: string) {
  return event(`device-${deviceId}`, 'ExposuresCounted', at, { ...stamp(deviceId), count: 3 });
}

describe('device alert rules: readings', () => {
  it('opens low_battery under 20 % and closes it at 25 % or more (not between)', () => {
    const { outputs, summary } = run([
      registered('d', 'pad9'),
      heartbeat('d', '2026-02-02T08:00:00Z', { battery: 30 }),
      heartbeat('d', '2026-02-02T08:10:00Z', { battery: 19 }),
      heartbeat('d', '2026-02-02T08:20:00Z', { battery: 12 }),
      heartbeat('d', '2026-02-02T08:30:00Z', { battery: 22 }),
      heartbeat('d', '2026-02-02T08:40:00Z', {}),
      heartbeat('d', '2026-02-02T08:50:00Z', { battery: 25 }),
      // A late heartbeat with an old low reading changes nothing.
      heartbeat('d', '2026-02-02T08:15:00Z', { battery: 5 }),
    ]);
    expect(summary).toEqual(['Opened:low_battery', 'Closed:low_battery']);
    expect(outputs[0]!.data).toMatchObject({ openedAt: '2026-02-02T08:10:00.000Z', detail: { battery: 19 } });
    expect(outputs[1]!.data).toMatchObject({ closedAt: '2026-02-02T08:50:00.000Z', reason: 'recovered' });
  });

  it("opens device_error on an 'error' or 'error:<reason>' state and closes it on any other state", () => {
    const { outputs, summary } = run([
      registered('d', 'tablet'),
      heartbeat('d', '2026-02-02T08:00:00Z', { state: 'ok' }),
      heartbeat('d', '2026-02-02T08:10:00Z', { state: 'error:jam' }),
      heartbeat('d', '2026-02-02T08:20:00Z', { state: 'error' }),
      heartbeat('d', '2026-02-02T08:30:00Z', { battery: 80 }),
      heartbeat('d', '2026-02-02T08:40:00Z', { state: 'running' }),
      heartbeat('d', '2026-02-02T08:50:00Z', { state: 'errors-none' }),
    ]);
    expect(summary).toEqual(['Opened:device_error', 'Closed:device_error']);
    expect(outputs[0]!.data).toMatchObject({ detail: { state: 'error:jam' } });
    expect(outputs[1]!.data).toMatchObject({ closedAt: '2026-02-02T08:40:00.000Z' });
  });

  it('opens dispenser_low per item and cell on almost_empty or empty and closes it on ok', () => {
    const { outputs, summary } = run([
      registered('d', 'double_toilet_paper'),
      dispenser('d', '2026-02-02T08:00:00Z', 'toilet_paper', 1, 'almost_empty'),
      dispenser('d', '2026-02-02T08:10:00Z', 'toilet_paper', 1, 'empty'),
      dispenser('d', '2026-02-02T08:20:00Z', 'toilet_paper', 2, 'empty'),
      dispenser('d', '2026-02-02T08:30:00Z', 'toilet_paper', 1, 'ok'),
      // Late: an old reading of a cell changes nothing.
      dispenser('d', '2026-02-02T08:25:00Z', 'toilet_paper', 1, 'empty'),
    ]);
    expect(summary).toEqual(['Opened:dispenser_low', 'Opened:dispenser_low', 'Closed:dispenser_low']);
    expect(outputs[0]!.data).toMatchObject({ detail: { item: 'toilet_paper', cell: 1, level: 'almost_empty' } });
    expect(outputs[1]!.data).toMatchObject({ detail: { item: 'toilet_paper', cell: 2, level: 'empty' } });
    expect(outputs[2]!.data.alertId).toBe(outputs[0]!.data.alertId);
    expect(outputs[0]!.data.alertId).not.toBe(outputs[1]!.data.alertId);
  });

  it('closes every open alert when the device is removed, and opens nothing after', () => {
    const state = fresh();
    run([
      registered('d', 'liquid_sensor'),
      heartbeat('d', '2026-02-02T08:00:00Z', { battery: 5, state: 'error' }),
      dispenser('d', '2026-02-02T08:01:00Z', 'liquid', 1, 'empty'),
    ], state);
    const timer = offlineAlertOpened({ deviceId: 'd', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T08:01:00Z'), 3 * HOUR);
    run([fromLog(timer.event)], state);
    const { outputs, summary } = run([removed('d', '2026-02-02T12:00:00Z'), heartbeat('d', '2026-02-02T12:05:00Z', { battery: 1, state: 'error' })], state);
    expect(summary.sort()).toEqual(['Closed:device_error', 'Closed:dispenser_low', 'Closed:low_battery', 'Closed:offline']);
    expect(outputs.every((output) => output.data.reason === 'device_removed' && output.data.closedAt === '2026-02-02T12:00:00.000Z')).toBe(true);
    // The timer's copy of an alert read after the removal closes at once.
    const late = offlineAlertOpened({ deviceId: 'd', siteId: 's1', roomId: 'r1' }, Date.parse('2026-02-02T12:05:00Z'), 3 * HOUR);
    const afterRemoval = run([fromLog(late.event)], state);
    expect(afterRemoval.outputs.map((output) => output.data.reason)).toEqual(['device_removed']);
  });
});

// ---------------------------------------------------------------- counter anomaly

const SUNDAY = Date.parse('2026-01-31T22:00:00Z'); // Sunday 2026-02-01 00:00 in Jerusalem (+2)
const WEEK = 168 * HOUR;
const dayShift: SiteShift = { shiftNumber: 1, shiftName: 'day', start: '07:00', end: '15:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 30, roomIds: [], active: true };
const site = (...extra: RecordedEvent[]) => [
  event('org-site-s1', 'SiteCreated', '2026-01-01T00:00:00Z', { siteId: 's1', timezone: 'Asia/Jerusalem', counterThreshold: 30 }),
  ...extra,
];
const shifts = (list: SiteShift[]) => event('org-site-s1', 'SiteShiftsSet', '2026-01-01T00:00:00Z', { siteId: 's1', shifts: list });

/**
 * A counter's telemetry hour by hour from `start`: a heartbeat at :05 and the hour's visitors
 * at :30; `count(hour)` null sends nothing that hour.
 */
function counterHours(deviceId: string, start: number, hours: number, count: (hour: number) => number | null): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (let hour = 0; hour < hours; hour++) {
    const visits = count(hour);
    if (visits === null) continue;
    events.push(heartbeat(deviceId, start + hour * HOUR + 5 * MINUTE));
    if (visits > 0) events.push(visitors(deviceId, start + hour * HOUR + 30 * MINUTE, visits));
  }
  return events;
}
/** Hour index since SUNDAY of local `day` (0 = Sunday of week 1) and local hour. */
const at = (week: number, day: number, hour: number) => week * 168 + day * 24 + hour;
const anomalies = (outputs: ReturnType<typeof run>['outputs']) => outputs.filter((output) => output.data.kind === 'counter_anomaly');

describe('device alert rules: counter anomaly', () => {
  it("opens when an open hour counts under 25 % of its usual (4 weeks' history) and closes at the first hour back at 50 %", () => {
    const low = at(4, 1, 10); // week 5, Monday 10:00 local
    const events = [
      ...site(shifts([dayShift])),
      registered('c', 'counter_men'),
      ...counterHours('c', SUNDAY, 4 * 168 + 48, (hour) => (hour === low ? 2 : hour === low + 1 ? 12 : hour === low + 2 ? 1 : 20)),
    ];
    const { outputs } = run(events);
    expect(anomalies(outputs).map((output) => [output.type, output.data.openedAt, output.data.closedAt ?? null, output.data.detail ?? null])).toEqual([
      ['DeviceAlertOpened', iso(SUNDAY + low * HOUR), null, { expected: 20, actual: 2 }],
      ['DeviceAlertClosed', iso(SUNDAY + low * HOUR), iso(SUNDAY + (low + 1) * HOUR), null],
      // Another fall an hour later is another anomaly.
      ['DeviceAlertOpened', iso(SUNDAY + (low + 2) * HOUR), null, { expected: 20, actual: 1 }],
      ['DeviceAlertClosed', iso(SUNDAY + (low + 2) * HOUR), iso(SUNDAY + (low + 3) * HOUR), null],
    ]);
    expect(outputs.filter((output) => output.data.kind !== 'counter_anomaly')).toEqual([]);
  });

  it('needs 3 weeks of samples and a usual count of at least 10', () => {
    const twoWeeks = run([...site(), registered('c', 'counter_men'), ...counterHours('c', SUNDAY, 2 * 168 + 30, (hour) => (hour === at(2, 1, 3) ? 0 : 20))]);
    expect(anomalies(twoWeeks.outputs)).toEqual([]);
    const quiet = run([...site(), registered('c', 'counter_men'), ...counterHours('c', SUNDAY, 4 * 168 + 30, (hour) => (hour === at(4, 1, 3) ? 0 : 8))]);
    expect(anomalies(quiet.outputs)).toEqual([]);
    const threeWeeks = run([...site(), registered('c', 'counter_men'), ...counterHours('c', SUNDAY, 3 * 168 + 30, (hour) => (hour === at(3, 1, 3) ? 0 : 20))]);
    expect(anomalies(threeWeeks.outputs).map((output) => output.type)).toEqual(['DeviceAlertOpened', 'DeviceAlertClosed']);
  });

  it('ignores hours when the site is closed: outside its shifts, on off-days and holidays', () => {
    // Four weeks open around the clock (no shifts) teach every hour 20 visitors; then the
    // site sets day shifts, an off-day and a holiday, and the counter sees nobody.
    const history = counterHours('c', SUNDAY, 4 * 168, () => 20);
    const week5 = SUNDAY + 4 * WEEK;
    const calendar = [
      shifts([dayShift]),
      event('org-site-s1', 'SiteOffDaysSet', week5, { siteId: 's1', offDays: [{ name: 'Closed', year: 2026, month: 3, day: 2 }] }),
      event('org-site-s1', 'SiteHolidaysSet', week5, { siteId: 's1', holidays: [{ name: 'Purim', start: '2026-03-03', end: '2026-03-03', shiftIds: [] }] }),
    ];
    // Sunday 2026-03-01 night and Monday (off-day) and Tuesday (holiday): nobody. Wednesday 10:00: nobody, and the site is open.
    const week5Events = counterHours('c', week5, 4 * 24, (hour) => (hour < 3 * 24 + 10 ? 0 : hour === 3 * 24 + 10 ? 0 : 20));
    const { outputs } = run([...site(), registered('c', 'counter_men'), ...history, ...calendar, ...week5Events]);
    const found = anomalies(outputs);
    // Sunday 07:00-15:00 of week 5 is open and empty: the first anomaly opens there.
    expect(found[0]).toMatchObject({ type: 'DeviceAlertOpened', data: { openedAt: iso(week5 + 7 * HOUR) } });
    // It stays open through the closed night, off-day and holiday (not judged), and through Wednesday 10:00; it closes at 11:00.
    expect(found.map((output) => output.type)).toEqual(['DeviceAlertOpened', 'DeviceAlertClosed']);
    expect(found[1]!.data.closedAt).toBe(iso(week5 + (3 * 24 + 11) * HOUR));

    // Only the closed days empty: no anomaly at all.
    const closedOnly = counterHours('c', week5, 4 * 24, (hour) => (hour >= 24 && hour < 3 * 24 ? 0 : 20));
    expect(anomalies(run([...site(), registered('c', 'counter_men'), ...history, ...calendar, ...closedOnly]).outputs)).toEqual([]);
  });

  it('counts silent hours as 0 while the device is alive, and skips them when it was offline', () => {
    const low = at(4, 1, 10);
    // No event at all in one hour, events in the hours either side: that hour counted nobody.
    const alive = counterHours('c', SUNDAY, 4 * 168 + 48, (hour) => (hour === low ? null : 20));
    expect(anomalies(run([...site(), registered('c', 'counter_men'), ...alive]).outputs)[0]).toMatchObject({ data: { openedAt: iso(SUNDAY + low * HOUR), detail: { actual: 0 } } });
    // Silent for 4 hours (offline): those hours are not judged; the offline alert covers them.
    const dead = counterHours('c', SUNDAY, 4 * 168 + 48, (hour) => (hour >= low && hour < low + 4 ? null : 20));
    const { summary } = run([...site(), registered('c', 'counter_men'), ...dead]);
    expect(summary).toEqual(['Opened:offline', 'Closed:offline']);
  });

  it("watches the pad9+'s built-in counter, and keeps 168 hours of the week per device at most", () => {
    const low = at(4, 2, 12);
    const { outputs, state } = run([...site(), registered('p', 'pad9plus'), ...counterHours('p', SUNDAY, 6 * 168, (hour) => (hour === low ? 0 : 30))]);
    expect(anomalies(outputs).map((output) => output.type)).toEqual(['DeviceAlertOpened', 'DeviceAlertClosed']);
    const slots = state.devices.get('p')!.counter!.slots;
    expect(Object.keys(slots).length).toBeLessThanOrEqual(168);
    expect(Math.max(...Object.values(slots).map((samples) => samples.length))).toBe(4);
    // Other devices have no counter state.
    expect(run([registered('t', 'tablet'), heartbeat('t', SUNDAY)]).state.devices.get('t')!.counter).toBeNull();
  });

  it('knows when a site is open for a whole hour', () => {
    const calendar = { timezone: 'Asia/Jerusalem', shifts: [{ ...dayShift, start: '07:30' }], holidays: [], offDays: [] };
    const monday = Date.parse('2026-02-02T05:00:00Z'); // 07:00 local
    expect(siteOpenForHour(calendar, monday, 'r1')).toBe(false); // half of it before the shift
    expect(siteOpenForHour(calendar, monday + HOUR, 'r1')).toBe(true);
    expect(siteOpenForHour(undefined, monday, 'r1')).toBe(true);
    expect(siteOpenForHour({ ...calendar, shifts: [] }, monday, 'r1')).toBe(true);
  });
});

describe('device alert rules: replays', () => {
  const history = (): RecordedEvent[] => {
    const low = at(4, 1, 10);
    return [
      ...site(shifts([dayShift])),
      registered('c', 'counter_men'),
      registered('pad', 'pad9'),
      ...counterHours('c', SUNDAY, 4 * 168 + 30, (hour) => (hour === low ? 1 : hour >= low + 5 && hour < low + 9 ? null : 20)),
      heartbeat('pad', SUNDAY + 2 * HOUR, { battery: 10, state: 'error:x' }),
      heartbeat('pad', SUNDAY + 5 * HOUR, { battery: 90, state: 'ok' }),
      dispenser('pad', SUNDAY + 6 * HOUR, 'soap', 1, 'empty'),
    ];
  };

  it('decides the same, with the same ids, however the log is cut into batches and however often it is read', () => {
    const events = history();
    const once = run(events).outputs;
    expect(once.length).toBeGreaterThan(6);
    // Applied again over the same events from scratch: the same events, the same ids.
    expect(run(events).outputs).toEqual(once);

    // Cut into batches, the state stored as JSON in between (as the projection keeps it).
    let stored = JSON.stringify({ sites: [], devices: [] });
    const batched: typeof once = [];
    for (let start = 0; start < events.length; start += 97) {
      const rows = JSON.parse(stored) as { sites: [string, SiteRules][]; devices: [string, AlertDevice][] };
      const state: DeviceAlertState = { sites: new Map(rows.sites), devices: new Map(rows.devices) };
      batched.push(...run(events.slice(start, start + 97), state).outputs);
      stored = JSON.stringify({ sites: [...state.sites], devices: [...state.devices] });
    }
    expect(batched).toEqual(once);
    expect(new Set(once.map((output) => output.id)).size).toBe(once.length);
  });
});
