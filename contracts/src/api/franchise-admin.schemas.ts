import Type from 'typebox';
import { FranchiseCreated } from '../events/organisation/franchise.events.ts';

/**
 * Request and response schemas of the admin franchise routes (INTERFACES.md "Admin API":
 * `/api/admin/franchises`), built from the franchise events' field schemas (spec §3
 * "Franchise": franchise_name, franchise_country).
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const { franchiseName, franchiseCountry } = FranchiseCreated.properties;

/** `/api/admin/franchises/{id}` and its `/history`. */
export const FranchiseIdParams = Type.Object({ id: Id });
export type FranchiseIdParams = Type.Static<typeof FranchiseIdParams>;

/** `POST /api/admin/franchises`: the server chooses the id. Texts are trimmed. */
export const CreateFranchiseBody = Type.Object({ franchiseName, franchiseCountry }, { additionalProperties: false });
export type CreateFranchiseBody = Type.Static<typeof CreateFranchiseBody>;

/** `PUT /api/admin/franchises/{id}`: fields left out stay as they are. */
export const UpdateFranchiseBody = Type.Object(
  {
    franchiseName: Type.Optional(franchiseName),
    franchiseCountry: Type.Optional(franchiseCountry),
  },
  { additionalProperties: false },
);
export type UpdateFranchiseBody = Type.Static<typeof UpdateFranchiseBody>;

/** A franchise as the admin screens show it. */
export const AdminFranchise = Type.Object({
  franchiseId: Type.String(),
  franchiseName: Type.String(),
  franchiseCountry: Type.String(),
  companyCount: Type.Integer({ description: 'Its companies that are not deleted' }),
});
export type AdminFranchise = Type.Static<typeof AdminFranchise>;

/** `GET /api/admin/franchises`: the franchises the caller may see, by name. */
export const AdminFranchiseList = Type.Array(AdminFranchise);
