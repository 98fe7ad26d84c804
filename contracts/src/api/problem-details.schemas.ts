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
