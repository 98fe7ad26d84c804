import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVICE_REGISTRY_EVENT_TYPES, type EntityHistoryEntry } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceHistoryDetails, type DeviceHistoryWords } from './device-history.ts';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales/en/devices.json'), 'utf8')) as Record<string, string>;
const words: DeviceHistoryWords = {
  t: (key, options = {}) => {
    const text = english[key];
    if (text === undefined) throw new Error(`no English text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name] ?? `{{${name}}}`);
  },
  deviceType: (type) => `type:${type}`,
  roomName: (roomId) => ({ 'r-1': 'Men 1', 'r-2': 'Women 2' })[roomId] ?? roomId,
  date: (isoDate) => `date:${isoDate}`,
};
const entry = (type: string, data: Record<string, unknown>): EntityHistoryEntry => ({ version: 1, type, occurredAt: '2026-12-01T09:00:00.000Z', actor: null, data: { deviceId: 'd-1', ...data } });
const details = (type: string, data: Record<string, unknown> = {}) => deviceHistoryDetails(entry(type, data), words);

describe('device history details', () => {
  it('names the type and code a device was registered with', () => {
    expect(details('DeviceRegistered', { roomId: 'r-1', siteId: 's-1', deviceType: 'pad9', deviceCode: 'PAD-7', registeredAt: '2026-12-01T09:00:00.000Z' })).toEqual(['type:pad9', 'PAD-7']);
    expect(details('DeviceRegistered', { roomId: 'r-1', siteId: 's-1', deviceType: 'counter', deviceCode: null, registeredAt: '2026-12-01T09:00:00.000Z' })).toEqual(['type:counter']);
  });

  it('gives the install spot and the hardware it was installed with', () => {
    expect(details('DeviceInstalled', { installSpot: 'Left of the door', macId: 'AA:BB', qrTag: null })).toEqual(['Left of the door', 'MAC ID AA:BB']);
    expect(details('DeviceInstalled', { installSpot: 'Above the sink', macId: null, qrTag: 'QR-9' })).toEqual(['Above the sink', 'QR tag QR-9']);
  });

  it('names the rooms of a move, and a room it cannot name by its id', () => {
    // Each name isolated (U+2068 ... U+2069), so a Hebrew room name keeps its order in an English sentence.
    expect(details('DeviceMoved', { fromRoomId: 'r-1', fromSiteId: 's-1', toRoomId: 'r-2', toSiteId: 's-1' })).toEqual(['From \u2068Men 1\u2069 to \u2068Women 2\u2069']);
    expect(details('DeviceMoved', { fromRoomId: 'r-9', fromSiteId: 's-2', toRoomId: 'r-1', toSiteId: 's-1' })).toEqual(['From \u2068r-9\u2069 to \u2068Men 1\u2069']);
  });

  it('spells out a maintenance record: the work, its day, who did it and the note', () => {
    expect(details('DeviceMaintenanceRecorded', { kind: 'battery_replacement', date: '2026-11-30', byName: 'Dana', note: '' })).toEqual(['Battery replacement', 'date:2026-11-30', 'Dana']);
    expect(details('DeviceMaintenanceRecorded', { kind: 'technician_check', date: '2026-11-30', byName: 'Omer', note: 'Loose cable' })).toEqual(['Technician check', 'date:2026-11-30', 'Omer', 'Loose cable']);
  });

  it('quotes the note as written, or says it was cleared', () => {
    expect(details('DeviceNoteSet', { text: 'Bracket loose', setAt: '2026-12-01T09:00:00.000Z' })).toEqual(['Bracket loose']);
    expect(details('DeviceNoteSet', { text: '', setAt: '2026-12-01T09:00:00.000Z' })).toEqual(['Note cleared']);
  });

  it('says nothing more for a new token, a retirement, or an event it does not know', () => {
    expect(details('DeviceTokenRotated')).toEqual([]);
    expect(details('DeviceRemoved', { roomId: 'r-1', siteId: 's-1' })).toEqual([]);
    expect(details('DeviceRepainted', { colour: 'red' })).toEqual([]);
  });

  it('knows every device event the registry has', () => {
    expect([...DEVICE_REGISTRY_EVENT_TYPES].sort()).toEqual(['DeviceInstalled', 'DeviceMaintenanceRecorded', 'DeviceMoved', 'DeviceNoteSet', 'DeviceRegistered', 'DeviceRemoved', 'DeviceTokenRotated']);
  });
});
