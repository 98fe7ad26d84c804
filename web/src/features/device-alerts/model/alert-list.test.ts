import { describe, expect, it } from 'vitest';
import { alertDeviceName, groupByKind, kindCounts, liveDurationMinutes, sortAlerts } from './alert-list.ts';
import { alert } from './test-alerts.ts';

const ids = (list: { alertId: string }[]) => list.map((entry) => entry.alertId);

describe('liveDurationMinutes', () => {
  const now = Date.parse('2024-05-10T12:30:30Z');

  it('counts an open alert from when it opened to now, in whole minutes', () => {
    expect(liveDurationMinutes(alert('a', { openedAt: '2024-05-10T10:00:00Z', durationMinutes: 5 }), now)).toBe(150);
  });

  it('keeps a closed alert at its recorded duration whatever the time', () => {
    expect(liveDurationMinutes(alert('a', { closedAt: '2024-05-10T10:20:00Z', durationMinutes: 20 }), now)).toBe(20);
  });

  it('never goes under the server’s figure when the reader’s clock is behind', () => {
    expect(liveDurationMinutes(alert('a', { openedAt: '2024-05-10T12:00:00Z', durationMinutes: 45 }), now)).toBe(45);
  });

  it('never goes negative for an alert opened after the reader’s now', () => {
    expect(liveDurationMinutes(alert('a', { openedAt: '2024-05-10T13:00:00Z' }), now)).toBe(0);
  });
});

describe('sortAlerts', () => {
  const list = [
    alert('battery-old', { kind: 'low_battery', openedAt: '2024-05-01T00:00:00Z' }),
    alert('offline-new', { kind: 'offline', openedAt: '2024-05-09T00:00:00Z' }),
    alert('counter', { kind: 'counter_anomaly', openedAt: '2024-05-05T00:00:00Z' }),
    alert('offline-old', { kind: 'offline', openedAt: '2024-05-02T00:00:00Z' }),
    alert('error', { kind: 'device_error', openedAt: '2024-05-08T00:00:00Z' }),
  ];

  it('by kind puts offline first, counter anomalies last, the longest open first within a kind', () => {
    expect(ids(sortAlerts(list, 'kind'))).toEqual(['offline-old', 'offline-new', 'error', 'battery-old', 'counter']);
  });

  it('longest puts the oldest open alert first whatever its kind', () => {
    expect(ids(sortAlerts(list, 'longest'))).toEqual(['battery-old', 'offline-old', 'counter', 'error', 'offline-new']);
  });

  it('newest puts the latest first', () => {
    expect(ids(sortAlerts(list, 'newest'))).toEqual(['offline-new', 'error', 'counter', 'offline-old', 'battery-old']);
  });

  it('breaks a tie on the device name, so the order is stable between refreshes', () => {
    const tied = [alert('x', { deviceCode: 'B-2' }), alert('y', { deviceCode: 'A-1' })];
    expect(ids(sortAlerts(tied, 'newest'))).toEqual(['y', 'x']);
    expect(ids(sortAlerts([...tied].reverse(), 'newest'))).toEqual(['y', 'x']);
  });

  it('does not reorder the list it is given', () => {
    const copy = [...list];
    sortAlerts(list, 'newest');
    expect(list).toEqual(copy);
  });
});

describe('groupByKind', () => {
  it('makes one group per kind present, most urgent first, each longest open first', () => {
    const groups = groupByKind([
      alert('c1', { kind: 'counter_anomaly' }),
      alert('o2', { kind: 'offline', openedAt: '2024-05-10T11:00:00Z' }),
      alert('d1', { kind: 'dispenser_low' }),
      alert('o1', { kind: 'offline', openedAt: '2024-05-10T09:00:00Z' }),
    ]);
    expect(groups.map((group) => [group.kind, ids(group.alerts)])).toEqual([
      ['offline', ['o1', 'o2']],
      ['dispenser_low', ['d1']],
      ['counter_anomaly', ['c1']],
    ]);
  });

  it('has no groups without alerts', () => {
    expect(groupByKind([])).toEqual([]);
  });
});

describe('kindCounts', () => {
  it('counts every kind, 0 for the absent ones', () => {
    expect(kindCounts([alert('a'), alert('b'), alert('c', { kind: 'low_battery' })])).toEqual({
      offline: 2,
      device_error: 0,
      dispenser_low: 0,
      low_battery: 1,
      counter_anomaly: 0,
    });
  });
});

describe('alertDeviceName', () => {
  it('is the code, or the id without one', () => {
    expect(alertDeviceName({ deviceCode: 'WC-3', deviceId: 'd1' })).toBe('WC-3');
    expect(alertDeviceName({ deviceCode: null, deviceId: 'd1' })).toBe('d1');
  });
});
