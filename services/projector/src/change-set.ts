import type { Checkpoint } from '@facility/event-store';

/**
 * Published after every projector commit: which projection moved, to where, and which sites
 * and rooms it touched. The live hub turns these into socket.io messages per site.
 */
export interface ChangeSet {
  projection: string;
  checkpoint: Checkpoint;
  /** Global position of the last event the commit reflects. */
  position: number;
  siteIds: string[];
  roomIds: string[];
  /** Events applied (or dead-lettered) by the commit. */
  events: number;
  /**
   * The projection was rebuilt in memory from position 0 up to here (a new version at
   * start): any of its rows, of any site, may have changed, and `siteIds` is empty.
   */
  rebuilt?: boolean;
}

export type ChangeListener = (changeSet: ChangeSet) => void;

/** Minimal logger shape; pino (Fastify's logger) and console both fit. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};
