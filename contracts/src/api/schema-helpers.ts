import Type from 'typebox';

/** `schema` or null; `options` (such as a description) describe the union. */
export const Nullable = <T extends Type.TSchema>(schema: T, options?: Type.TSchemaOptions) => Type.Union([schema, Type.Null()], options);
