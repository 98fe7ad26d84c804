import type { EntityHistoryEntry } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { changedFieldLabels, rawFieldNames } from './history-details.ts';

const entry = (type: string, data: Record<string, unknown>): EntityHistoryEntry => ({ version: 2, type, occurredAt: '2026-12-01T09:00:00.000Z', actor: null, data });
const english: Record<string, string> = { 'field.floor': 'Floor', 'field.cells_num': 'Cells', 'field.provider': 'Provider' };
const t = (key: string) => english[key] ?? `?${key}`;
const details = changedFieldLabels({ floor: 'field.floor', cellsNum: 'field.cells_num', providerId: 'field.provider', shifts: null }, t);

describe('history details', () => {
  it("names the changed fields with the form's labels, in the event's order", () => {
    expect(details(entry('RoomUpdated', { roomId: 'r-1', cellsNum: 4, floor: 2 }))).toEqual(['Cells, Floor']);
  });

  it('leaves out fields mapped to null, and ids the map does not name', () => {
    expect(details(entry('SiteShiftsSet', { siteId: 's-1', shifts: [] }))).toEqual([]);
    expect(details(entry('RoomUpdated', { roomId: 'r-1', siteId: 's-1', floor: 3 }))).toEqual(['Floor']);
  });

  it('names an id field the map names (a form field, not the entity)', () => {
    expect(details(entry('SiteDetailsUpdated', { siteId: 's-1', providerId: 5 }))).toEqual(['Provider']);
  });

  it('shows a field the map does not know by its own name, so a newer server still reads', () => {
    expect(details(entry('RoomUpdated', { roomId: 'r-1', heatedFloor: true }))).toEqual(['heatedFloor']);
    expect(details(entry('RoomUpdated', { constructor: 1 }))).toEqual(['constructor']);
  });

  it('says nothing more for a creation, which carries the whole record', () => {
    expect(details(entry('RoomCreated', { roomId: 'r-1', floor: 1, cellsNum: 2 }))).toEqual([]);
    expect(details(entry('DeviceRegistered', { deviceId: 'd-1', floor: 1 }))).toEqual([]);
  });

  it('without a map, shows the raw field names but no ids', () => {
    expect(rawFieldNames(entry('ThingUpdated', { thingId: 't', colour: 'red', size: 2 }))).toEqual(['colour, size']);
  });
});
