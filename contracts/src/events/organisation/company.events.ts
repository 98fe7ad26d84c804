import Type from 'typebox';

/**
 * Company events (DOMAIN.md "Organisation"), stored in the stream {@link companyStreamId}.
 * Who made the change is in the event metadata.
 */

/**
 * What a company is to its sites (spec §3; the admin screens list them as "management"
 * and "cleaning" companies).
 */
export const COMPANY_TYPES = ['management_co', 'cleaning_co'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

const CompanyName = Type.String({ minLength: 1, maxLength: 100 });
const Region = Type.String({ minLength: 1, maxLength: 100 });
/** End clients served through the company (e.g. the tenants of a managed building); order as entered, no duplicates. */
const EndClients = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200, uniqueItems: true });
/** The logo's http(s) URL, or null for none. */
const Logo = Type.Union([Type.String({ pattern: '^https?://', maxLength: 2000 }), Type.Null()]);
/** The franchise the company belongs to, or null for a company directly under the provider. */
const FranchiseRef = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);

/** A company was created; the full record. */
export const CompanyCreated = Type.Object({
  companyId: Type.String({ minLength: 1 }),
  franchiseId: FranchiseRef,
  companyName: CompanyName,
  companyType: Type.Enum(COMPANY_TYPES),
  region: Region,
  endClients: EndClients,
  logo: Logo,
});
export type CompanyCreated = Type.Static<typeof CompanyCreated>;

/**
 * A company changed; carries only the fields that changed (`logo: null` removed the logo,
 * `franchiseId: null` detached it from its franchise).
 */
export const CompanyUpdated = Type.Object({
  companyId: Type.String({ minLength: 1 }),
  franchiseId: Type.Optional(FranchiseRef),
  companyName: Type.Optional(CompanyName),
  companyType: Type.Optional(Type.Enum(COMPANY_TYPES)),
  region: Type.Optional(Region),
  endClients: Type.Optional(EndClients),
  logo: Type.Optional(Logo),
});
export type CompanyUpdated = Type.Static<typeof CompanyUpdated>;

/** A company was deleted; the stream refuses further commands. */
export const CompanyDeleted = Type.Object({
  companyId: Type.String({ minLength: 1 }),
});
export type CompanyDeleted = Type.Static<typeof CompanyDeleted>;

/** Schemas of the company events' `data`, keyed by event type. */
export const CompanyEventSchemas = { CompanyCreated, CompanyUpdated, CompanyDeleted } as const;

/** The company event types. */
export type CompanyEventType = keyof typeof CompanyEventSchemas;
export const COMPANY_EVENT_TYPES = Object.keys(CompanyEventSchemas) as CompanyEventType[];

/** A company event as a decider produces it (`type` plus `data`). */
export type CompanyEvent =
  | { type: 'CompanyCreated'; data: CompanyCreated }
  | { type: 'CompanyUpdated'; data: CompanyUpdated }
  | { type: 'CompanyDeleted'; data: CompanyDeleted };

/** Each company has its own stream. */
export const companyStreamId = (companyId: string): string => `org-company-${companyId}`;
