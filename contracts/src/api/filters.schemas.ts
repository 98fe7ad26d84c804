import Type from 'typebox';

/** A company the caller may see, with its visible sites (`GET /api/filter/site-company-list`). */
export const FilterCompany = Type.Object({
  company_id: Type.String(),
  company_name: Type.String(),
  franchiseId: Type.Union([Type.String(), Type.Null()]),
  franchiseName: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
  sites: Type.Array(
    Type.Object({ site_id: Type.String(), site_name: Type.String(), type: Type.String(), timezone: Type.String() }),
  ),
});
export type FilterCompany = Type.Static<typeof FilterCompany>;

/** `GET /api/filter/site-company-list`: the companies the caller may see. */
export const FilterCompanyList = Type.Array(FilterCompany);

/** `GET /api/filter/options/{companyId}`: the company. */
export const FilterOptionsParams = Type.Object({ companyId: Type.String({ minLength: 1, maxLength: 100 }) });
export type FilterOptionsParams = Type.Static<typeof FilterOptionsParams>;

/** `GET /api/filter/options/{companyId}?siteId=`: narrows the options to one of the company's sites. */
export const FilterOptionsQuery = Type.Object({ siteId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }, { additionalProperties: false });
export type FilterOptionsQuery = Type.Static<typeof FilterOptionsQuery>;

/** A company's filter options over its visible sites (spec §3 "Filter options"). */
export const FilterOptions = Type.Object({
  rooms: Type.Array(
    Type.Object({
      id: Type.String(),
      siteId: Type.String(),
      building: Type.Union([Type.String(), Type.Null()]),
      floor: Type.Union([Type.Integer(), Type.Null()]),
      is_calculated: Type.Boolean(),
      display_name: Type.String(),
    }),
  ),
  /** Building name to its floors, ascending; rooms without a building or floor add none. */
  building: Type.Record(Type.String(), Type.Array(Type.Integer())),
  gender: Type.Array(Type.String()),
  shifts: Type.Array(
    Type.Object({ shift_number: Type.Integer(), shift_name: Type.String(), siteId: Type.String(), active: Type.Boolean() }),
  ),
  servikNames: Type.Array(Type.String()),
  days: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
  timeType: Type.Array(Type.String()),
  viewBy: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type FilterOptions = Type.Static<typeof FilterOptions>;
