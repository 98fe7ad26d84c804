/**
 * Domain errors, mapped to HTTP problem details by the API's error handler:
 * ValidationError 400, NotFoundError 404, IllegalStateError 409 (ConcurrencyError from the
 * event store: 412).
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  /** The offending field, as a JSON pointer-ish path (`shifts/0/minSla`). */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

export class IllegalStateError extends Error {
  override readonly name = 'IllegalStateError';
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}
