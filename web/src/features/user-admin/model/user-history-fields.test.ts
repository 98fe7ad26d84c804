import { UserEventSchemas } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { missingLabels, unnamedFields } from '../../../components/admin/testing/history-field-checks.ts';
import { USER_HISTORY_FIELD_KEYS } from './user-history-fields.ts';

describe('user history field labels', () => {
  it('names every field of a user event with a label of the user form (the password hash never reaches it)', () => {
    expect(unnamedFields(UserEventSchemas, USER_HISTORY_FIELD_KEYS)).toEqual([]);
    expect(missingLabels(USER_HISTORY_FIELD_KEYS, 'users')).toEqual([]);
  });
});
