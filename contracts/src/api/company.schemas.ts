import Type from 'typebox';
import { COMPANY_TYPES } from '../events/organisation/company.events.ts';
import { Language } from './language.schemas.ts';

/** `GET /api/company/general?language=`. */
export const CompanyGeneralQuery = Type.Object({ language: Type.Optional(Language) }, { additionalProperties: false });
export type CompanyGeneralQuery = Type.Static<typeof CompanyGeneralQuery>;

/** General information on a company the caller may see (spec §3 "Company", §7 company/general). */
export const CompanyGeneral = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: Type.Enum(COMPANY_TYPES),
  region: Type.String(),
  endClients: Type.Array(Type.String(), { description: 'The associated end clients' }),
  franchiseName: Type.Union([Type.String(), Type.Null()], { description: 'Null without a franchise (or when it was deleted)' }),
  siteCount: Type.Integer({ description: 'The sites of the company the caller may see (not deleted)' }),
  sites: Type.Array(Type.Object({ siteId: Type.String(), name: Type.String() }), { description: 'Those sites, by name' }),
});
export type CompanyGeneral = Type.Static<typeof CompanyGeneral>;

/** `GET /api/company/general`: the companies the caller may see, by name. */
export const CompanyGeneralList = Type.Array(CompanyGeneral);
