import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError } from './transient-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isTransientDatabaseError', () => {
  it('knows a terminated backend, a lost or refused connection and a deadlock', () => {
    expect(isTransientDatabaseError(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isTransientDatabaseError(withCode('connection failure', '08006'))).toBe(true);
    expect(isTransientDatabaseError(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isTransientDatabaseError(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isTransientDatabaseError(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientDatabaseError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isTransientDatabaseError(new Error('wrapped', { cause: withCode('the database system is starting up', '57P03') }))).toBe(true);
  });

  it('leaves errors of the work itself alone: constraint violations, bad values, bugs', () => {
    expect(isTransientDatabaseError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isTransientDatabaseError(withCode('invalid input syntax for type uuid', '22P02'))).toBe(false);
    expect(isTransientDatabaseError(new TypeError("Cannot read properties of undefined (reading 'roomId')"))).toBe(false);
    expect(isTransientDatabaseError('Connection terminated')).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});
