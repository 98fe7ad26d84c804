import { Type } from '@fastify/type-provider-typebox';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

/** The logged user (INTERFACES.md). */
export const LoggedUser = Type.Object({
  username: Type.String(),
  email: Type.String(),
  type: Type.String(),
  roles: Type.Array(Type.String()),
  level: Type.String(),
});

export const ValidityAnswer = Type.Object({
  valid: Type.Boolean({ description: 'Well-formed and not used by another user' }),
  reason: Type.Optional(Type.Union([Type.Literal('format'), Type.Literal('taken')])),
});
