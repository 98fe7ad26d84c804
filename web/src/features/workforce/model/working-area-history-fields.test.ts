import { WorkingAreaEventSchemas } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { missingLabels, unnamedFields } from '../../../components/admin/testing/history-field-checks.ts';
import { WORKING_AREA_HISTORY_FIELD_KEYS } from './working-area-history-fields.ts';

describe('working area history field labels', () => {
  it('names every field of a working area event with a label of its form', () => {
    expect(unnamedFields(WorkingAreaEventSchemas, WORKING_AREA_HISTORY_FIELD_KEYS)).toEqual([]);
    expect(missingLabels(WORKING_AREA_HISTORY_FIELD_KEYS, 'workforce')).toEqual([]);
  });
});
