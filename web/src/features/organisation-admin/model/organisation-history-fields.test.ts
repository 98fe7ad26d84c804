import { CompanyEventSchemas, FranchiseEventSchemas, SiteEventSchemas } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { missingLabels, unnamedFields } from '../../../components/admin/testing/history-field-checks.ts';
import { COMPANY_HISTORY_FIELD_KEYS, FRANCHISE_HISTORY_FIELD_KEYS, SITE_HISTORY_FIELD_KEYS } from './organisation-history-fields.ts';

describe('organisation history field labels', () => {
  it.each([
    ['franchise', FranchiseEventSchemas, FRANCHISE_HISTORY_FIELD_KEYS],
    ['company', CompanyEventSchemas, COMPANY_HISTORY_FIELD_KEYS],
    ['site', SiteEventSchemas, SITE_HISTORY_FIELD_KEYS],
  ])('names every field of a %s event with a label of its form, or leaves it out on purpose', (_, schemas, keys) => {
    expect(unnamedFields(schemas, keys)).toEqual([]);
    expect(missingLabels(keys, 'organisation')).toEqual([]);
  });
});
