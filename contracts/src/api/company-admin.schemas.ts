import Type from 'typebox';
import { COMPANY_TYPES, CompanyCreated } from '../events/organisation/company.events.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of the admin company routes (INTERFACES.md "Admin API":
 * `/api/admin/companies`; spec §3 "Company"), built from the company events' field schemas.
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const { companyName, companyType, region, endClients, logo } = CompanyCreated.properties;
const FranchiseRef = Nullable(Id, { description: 'The franchise; null for a company directly under the provider' });

/** `/api/admin/companies/{id}` and its `/history`. */
export const CompanyIdParams = Type.Object({ id: Id });
export type CompanyIdParams = Type.Static<typeof CompanyIdParams>;

/** `GET /api/admin/companies?type=`: the spec's cleaning and management company tabs. */
export const AdminCompanyListQuery = Type.Object({ type: Type.Optional(Type.Enum(COMPANY_TYPES)) }, { additionalProperties: false });
export type AdminCompanyListQuery = Type.Static<typeof AdminCompanyListQuery>;

/** `POST /api/admin/companies`: the server chooses the id; texts are trimmed. */
export const CreateCompanyBody = Type.Object(
  {
    franchiseId: Type.Optional(FranchiseRef),
    companyName,
    companyType,
    region,
    endClients: Type.Optional(endClients),
    logo: Type.Optional(logo),
  },
  { additionalProperties: false },
);
export type CreateCompanyBody = Type.Static<typeof CreateCompanyBody>;

/** `PUT /api/admin/companies/{id}`: fields left out stay; `logo: null` removes the logo, `franchiseId: null` detaches it. */
export const UpdateCompanyBody = Type.Object(
  {
    franchiseId: Type.Optional(FranchiseRef),
    companyName: Type.Optional(companyName),
    companyType: Type.Optional(companyType),
    region: Type.Optional(region),
    endClients: Type.Optional(endClients),
    logo: Type.Optional(logo),
  },
  { additionalProperties: false },
);
export type UpdateCompanyBody = Type.Static<typeof UpdateCompanyBody>;

/** A company as the admin screens show it. */
export const AdminCompany = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: Type.Enum(COMPANY_TYPES),
  region: Type.String(),
  endClients: Type.Array(Type.String()),
  franchiseId: Nullable(Type.String(), { description: 'Null without a franchise (or when it was deleted)' }),
  franchiseName: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  siteCount: Type.Integer({ description: 'The sites of the company the caller may see (not deleted)' }),
});
export type AdminCompany = Type.Static<typeof AdminCompany>;

/** `GET /api/admin/companies`: the companies the caller may see, by name. */
export const AdminCompanyList = Type.Array(AdminCompany);
