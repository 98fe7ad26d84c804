import Type from 'typebox';

/** `POST /api/auth/login`. */
export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

/** The logged user (INTERFACES.md): the answer of login and `GET /api/auth/loggedInUser`. */
export const LoggedUser = Type.Object({
  username: Type.String(),
  email: Type.String(),
  type: Type.String(),
  roles: Type.Array(Type.String()),
  level: Type.String(),
});
export type LoggedUser = Type.Static<typeof LoggedUser>;

/**
 * The querystrings of the admin user form's checks, by field: `GET /api/auth/is-<field>-valid?<field>=`
 * carries the value to check under the field's name.
 */
export const ValidityQuerystrings = {
  email: Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
  username: Type.Object({ username: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
  phone: Type.Object({ phone: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
};

/** The answer of a validity check. */
export const ValidityAnswer = Type.Object({
  valid: Type.Boolean({ description: 'Well-formed and not used by another user' }),
  reason: Type.Optional(Type.Union([Type.Literal('format'), Type.Literal('taken')])),
});
export type ValidityAnswer = Type.Static<typeof ValidityAnswer>;
