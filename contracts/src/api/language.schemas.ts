import Type from 'typebox';
import { USER_LANGUAGES } from '../domain/languages.ts';

/** The `language` query parameter: the caller's interface language (spec §1); labels in answers are keys the client translates. */
export const Language = Type.Enum(USER_LANGUAGES, {
  description: 'Interface language of the caller (default en). Answers carry label keys (problems such as dirty_floor), which the client translates',
});
