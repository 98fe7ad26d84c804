import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RoomChoice } from './room-groups.ts';
import { RoomPicker } from './room-picker.tsx';

const room = (id: string, building: string | null, floor: number | null): RoomChoice => ({ id, displayName: `Room ${id}`, building, floor });
const ROOMS = [room('a1', 'A', 1), room('a2', 'A', 1), room('a3', 'A', 2), room('b1', 'B', 1), room('x', null, null)];

const render = (props: Partial<Parameters<typeof RoomPicker>[0]> = {}) =>
  renderToStaticMarkup(createElement(RoomPicker, { rooms: ROOMS, value: [], onChange: () => undefined, label: 'Rooms', testIdPrefix: 'shift', ...props }));
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;
const checked = (html: string, testId: string) => [...html.matchAll(new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`, 'g'))].map((match) => match[0].includes('checked=""'));

describe('room picker', () => {
  it('ticks by floor, building and floor named together, without building boxes', () => {
    const html = render({ value: ['a3'] });
    expect(count(html, 'shift-room-building')).toBe(0);
    expect(count(html, 'shift-room-group')).toBe(4);
    expect(count(html, 'shift-room')).toBe(5);
    expect(checked(html, 'shift-room-group')).toEqual([false, true, false, false]);
  });

  it('puts a box per building above its floors when asked', () => {
    const html = render({ buildingBoxes: true, value: ['b1', 'a3'] });
    expect(count(html, 'shift-room-building')).toBe(3);
    expect(checked(html, 'shift-room-building')).toEqual([false, true, false]);
    expect(checked(html, 'shift-room-group')).toEqual([false, true, true, false]);
  });

  it('says that nothing ticked means every room, and offers the way back once something is', () => {
    const none = render({ emptyMeansAll: true });
    expect(count(none, 'shift-rooms-summary')).toBe(1);
    expect(count(none, 'shift-rooms-all')).toBe(0);
    const some = render({ emptyMeansAll: true, value: ['a1'] });
    expect(count(some, 'shift-rooms-summary')).toBe(0);
    expect(count(some, 'shift-rooms-all')).toBe(1);
    expect(count(render(), 'shift-rooms-summary')).toBe(0);
  });

  it('offers no boxes while the rooms load', () => {
    const html = render({ rooms: null, value: ['a1'] });
    expect(count(html, 'shift-room')).toBe(0);
    expect(count(html, 'shift-rooms-search')).toBe(0);
  });
});
