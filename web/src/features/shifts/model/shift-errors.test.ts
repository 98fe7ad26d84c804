import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { reasonsByCard, refusalOfShift, splitRefusal } from './shift-errors.ts';

const refusal = new ApiError(400, 'Bad Request', 'shifts/2/start overlaps', [
  { name: 'body/shifts/2/start', reason: 'overlaps active shift 1 in room r-1 on Sunday' },
  { name: 'body/shifts/0/roomIds/1', reason: 'names no room of this site (r-9)' },
  { name: 'body/companyId', reason: "is not the site's company" },
]);

describe('a refused save of the whole list', () => {
  it('sorts reasons by the shift they name, the rest apart', () => {
    const split = splitRefusal(refusal);
    expect(split.byShift.get(2)).toEqual([{ field: 'start', reason: 'overlaps active shift 1 in room r-1 on Sunday' }]);
    expect(split.byShift.get(0)).toEqual([{ field: 'roomIds/1', reason: 'names no room of this site (r-9)' }]);
    expect(split.general).toEqual(["companyId: is not the site's company"]);
    expect(splitRefusal(new ApiError(400, 'Bad Request', 'No body', [])).general).toEqual(['No body']);
  });

  it("gives the drawer's form only its shift's reasons, under its own field names", () => {
    expect(serverFieldErrors(refusalOfShift(refusal, 2))).toEqual({ start: 'overlaps active shift 1 in room r-1 on Sunday' });
    expect(serverFieldErrors(refusalOfShift(refusal, 0))).toEqual({ roomIds: 'names no room of this site (r-9)' });
  });

  it('finds the card of each body place; the new shift has none', () => {
    // Body: card 0, card 2 (card 1 was being removed), then the drawer's new shift.
    const cards = reasonsByCard(splitRefusal(refusal), [0, 2, null]);
    expect([...cards.keys()]).toEqual([0]);
    expect(reasonsByCard(splitRefusal(refusal), [1, 3, 0]).get(0)?.[0]?.field).toBe('start');
  });
});
