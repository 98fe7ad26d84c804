import Type from 'typebox';

/**
 * Franchise events (DOMAIN.md "Organisation": Franchise > Company > Site > Room), stored
 * in the stream {@link franchiseStreamId}. Who made the change is in the event metadata.
 */

/** A franchise's display name: trimmed, 1-100 characters. */
const FranchiseName = Type.String({ minLength: 1, maxLength: 100 });
/** The country as the admin form lists it (spec §9: Israel, USA, Poland...); trimmed, 1-100 characters. */
const FranchiseCountry = Type.String({ minLength: 1, maxLength: 100 });

/** A franchise was created. */
export const FranchiseCreated = Type.Object({
  franchiseId: Type.String({ minLength: 1 }),
  franchiseName: FranchiseName,
  franchiseCountry: FranchiseCountry,
});
export type FranchiseCreated = Type.Static<typeof FranchiseCreated>;

/** A franchise's name or country changed; carries only the fields that changed. */
export const FranchiseUpdated = Type.Object({
  franchiseId: Type.String({ minLength: 1 }),
  franchiseName: Type.Optional(FranchiseName),
  franchiseCountry: Type.Optional(FranchiseCountry),
});
export type FranchiseUpdated = Type.Static<typeof FranchiseUpdated>;

/**
 * A franchise was deleted. The stream refuses further commands; companies that referred
 * to it keep their history (the read side shows them without a franchise).
 */
export const FranchiseDeleted = Type.Object({
  franchiseId: Type.String({ minLength: 1 }),
});
export type FranchiseDeleted = Type.Static<typeof FranchiseDeleted>;

/** Schemas of the franchise events' `data`, keyed by event type. */
export const FranchiseEventSchemas = { FranchiseCreated, FranchiseUpdated, FranchiseDeleted } as const;

/** The franchise event types. */
export type FranchiseEventType = keyof typeof FranchiseEventSchemas;
export const FRANCHISE_EVENT_TYPES = Object.keys(FranchiseEventSchemas) as FranchiseEventType[];

/** A franchise event as a decider produces it (`type` plus `data`). */
export type FranchiseEvent =
  | { type: 'FranchiseCreated'; data: FranchiseCreated }
  | { type: 'FranchiseUpdated'; data: FranchiseUpdated }
  | { type: 'FranchiseDeleted'; data: FranchiseDeleted };

/** Each franchise has its own stream. */
export const franchiseStreamId = (franchiseId: string): string => `org-franchise-${franchiseId}`;
