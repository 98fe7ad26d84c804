import { ValidationError } from './errors.ts';
import { trimText } from './trim-text.ts';

/** Checks one field's value and returns it normalised (texts trimmed), or throws naming the field. */
export type FieldRule<T> = (value: unknown, field: string) => T;

/** Non-blank text, trimmed, at most `max` characters. */
export const requiredText =
  (max: number): FieldRule<string> =>
  (value, field) => {
    const text = typeof value === 'string' ? trimText(value) : '';
    if (text === '') throw new ValidationError(field, `${field} is required`);
    if (text.length > max) throw new ValidationError(field, `${field} must be at most ${max} characters`);
    return text;
  };

/** Trimmed text or null. Blank counts as "none": the admin form sends '' for an emptied input. */
export const optionalText =
  (max: number): FieldRule<string | null> =>
  (value, field) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') throw new ValidationError(field, `${field} must be text or null`);
    const text = trimText(value);
    if (text === '') return null;
    if (text.length > max) throw new ValidationError(field, `${field} must be at most ${max} characters`);
    return text;
  };

/** A whole number in [min, max]. */
export const integer =
  (min: number, max: number): FieldRule<number> =>
  (value, field) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new ValidationError(field, `${field} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };

export const flag: FieldRule<boolean> = (value, field) => {
  if (typeof value !== 'boolean') throw new ValidationError(field, `${field} must be true or false`);
  return value;
};

export const oneOf =
  <T extends string>(values: readonly T[]): FieldRule<T> =>
  (value, field) => {
    if (!values.includes(value as T)) throw new ValidationError(field, `${field} must be one of ${values.join(', ')}`);
    return value as T;
  };

/** An id chosen by the command handler: non-blank text, kept as given. */
export const requireId: FieldRule<string> = (value, field) => {
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError(field, `${field} is required`);
  return value;
};
