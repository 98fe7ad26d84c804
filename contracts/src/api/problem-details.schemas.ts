import Type from 'typebox';

/** RFC 9457 problem details, as the API answers every error (declared where a route documents a failure). */
export const ProblemDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
  },
  { description: 'RFC 9457 problem details' },
);
export type ProblemDetails = Type.Static<typeof ProblemDetails>;

/**
 * The reason `invalid-params` gives for a field the request's schema does not have. A
 * dashboard older than the server it talks to (a deploy while the page was open) sends such
 * a field, and tells its user to reload rather than show nothing.
 */
export const UNKNOWN_FIELD_REASON = 'is not a field of this request';

/**
 * The words a 400's reason uses for a value another record already holds, the field that
 * must be unique (`deviceCode "TLV-TP-112" is already used by another device in service`).
 * A form recognises them (`isAlreadyUsedReason`) and says so in the reader's language
 * rather than show the server's English.
 */
export const ALREADY_USED_REASON = 'is already used by';

/** Whether an `invalid-params` reason says the value is one another record already holds. */
export const isAlreadyUsedReason = (reason: string): boolean => ` ${reason}`.includes(` ${ALREADY_USED_REASON} `);
