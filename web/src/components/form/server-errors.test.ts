import { UNKNOWN_FIELD_REASON } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { errorUnder, FORM_ERROR, PAGE_OUTDATED, refusalOf, serverFieldErrors } from './server-errors.ts';

describe('server field errors', () => {
  it('names each refused field the way the form does, without the request part', () => {
    const error = new ApiError(400, 'Bad Request', 'Invalid', [
      { name: 'body/location/radius', reason: 'must be > 0' },
      { name: 'body/shifts/1/start', reason: 'overlaps active shift 1' },
      { name: 'querystring/siteId', reason: 'is required' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ 'location/radius': 'must be > 0', 'shifts/1/start': 'overlaps active shift 1', siteId: 'is required' });
  });

  it('keeps a refusal without fields as the form error', () => {
    expect(serverFieldErrors(new ApiError(409, 'Conflict', 'The name is taken'))).toEqual({ [FORM_ERROR]: 'The name is taken' });
  });

  it('says the page is out of date when the server does not know a field it sent', () => {
    const error = new ApiError(400, 'Bad Request', 'Invalid body/macId', [
      { name: 'body/macId', reason: UNKNOWN_FIELD_REASON },
      { name: 'body/note', reason: 'must be at most 2000 characters' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ macId: UNKNOWN_FIELD_REASON, note: 'must be at most 2000 characters', [FORM_ERROR]: PAGE_OUTDATED });
  });

  it('says what a one-field form refused: the page out of date, or the reasons once each', () => {
    expect(refusalOf(new ApiError(400, 'Bad Request', 'Invalid body/macId', [{ name: 'body/macId', reason: UNKNOWN_FIELD_REASON }]))).toEqual({ outdated: true });
    const tooLong = [
      { name: 'body/note', reason: 'must be at most 2000 characters' },
      { name: 'body/maintenance/0/note', reason: 'must be at most 2000 characters' },
    ];
    expect(refusalOf(new ApiError(400, 'Bad Request', 'Invalid', tooLong))).toEqual({ reason: 'must be at most 2000 characters' });
    expect(refusalOf(new ApiError(400, 'Bad Request', 'The room is removed'))).toEqual({ reason: 'The room is removed' });
    // Anything but a 400 is the admin write's to show.
    expect(refusalOf(new ApiError(404, 'Not Found', 'No such device'))).toBeNull();
    expect(refusalOf(new Error('offline'))).toBeNull();
  });

  it('finds a reason for a field or anything under it', () => {
    const errors = { 'shifts/1/start': 'overlaps', name: 'too long' };
    expect(errorUnder(errors, 'name')).toBe('too long');
    expect(errorUnder(errors, 'shifts/1')).toBe('overlaps');
    expect(errorUnder(errors, 'shifts/0')).toBeNull();
  });
});
