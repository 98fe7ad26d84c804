import { readCheckpointPositions, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';

/** The projections a room's live state is read from. */
export const LIVE_PROJECTIONS = ['room-status', 'calls', 'device-status'] as const;

/**
 * Every projection the board's snapshot reads: the live ones, the devices' update flags
 * (beside their status) and the rooms and devices themselves. A kept board goes stale with
 * their commits only; its claimed position stays the live projections' (the live messages').
 */
export const BOARD_READS_FROM = [...LIVE_PROJECTIONS, 'device-flags', 'organisation'] as const;

/**
 * The global position the live read models reflect at least: the lowest checkpoint of the
 * projections a board reads. A board that holds a snapshot taken after this was read
 * applies only live messages with a greater position.
 */
export async function livePosition(db: Kysely<ReadModelDatabase>): Promise<number> {
  const positions = await readCheckpointPositions(db, LIVE_PROJECTIONS);
  return Math.min(...LIVE_PROJECTIONS.map((name) => positions.get(name) ?? 0));
}
