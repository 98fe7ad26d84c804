import { describe, expect, it } from 'vitest';
import { alertDetail } from './alert-detail.ts';

describe('alertDetail', () => {
  it('says when an offline device last signalled', () => {
    expect(alertDetail({ kind: 'offline', detail: { lastSignalAt: '2024-05-10T08:00:00Z' } })).toEqual({ key: 'detail.lastSignal', lastSignalAt: '2024-05-10T08:00:00Z' });
  });

  it('gives the battery reading, 0 included', () => {
    expect(alertDetail({ kind: 'low_battery', detail: { battery: 0 } })).toEqual({ key: 'detail.battery', battery: 0 });
  });

  it('names the dispenser item, cell and level', () => {
    expect(alertDetail({ kind: 'dispenser_low', detail: { item: 'soap', cell: 2, level: 'empty' } })).toEqual({ key: 'detail.dispenser', item: 'soap', cell: 2, level: 'empty' });
    expect(alertDetail({ kind: 'dispenser_low', detail: { item: 'soap' } })).toEqual({ key: 'detail.dispenser', item: 'soap', cell: null, level: null });
  });

  it('quotes the state an erring device reported', () => {
    expect(alertDetail({ kind: 'device_error', detail: { state: 'error:jam' } })).toEqual({ key: 'detail.state', state: 'error:jam' });
  });

  it('compares a counter’s count with its usual', () => {
    expect(alertDetail({ kind: 'counter_anomaly', detail: { actual: 0, expected: 14.5 } })).toEqual({ key: 'detail.counter', actual: 0, expected: 14.5 });
  });

  it('says nothing when the detail lacks what its kind needs', () => {
    expect(alertDetail({ kind: 'offline', detail: {} })).toBeNull();
    expect(alertDetail({ kind: 'low_battery', detail: { state: 'x' } })).toBeNull();
    expect(alertDetail({ kind: 'dispenser_low', detail: { cell: 1 } })).toBeNull();
    expect(alertDetail({ kind: 'device_error', detail: { state: '' } })).toBeNull();
    expect(alertDetail({ kind: 'counter_anomaly', detail: { actual: 3 } })).toBeNull();
  });
});
