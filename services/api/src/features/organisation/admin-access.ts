import type { ADMIN_PERMISSIONS } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { handleCommand } from '../../domain/command-handler.ts';
import type { Decider, DomainEvent } from '../../domain/decider.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { waitForOrganisation } from './wait-for-organisation.ts';

/** An admin navigation permission (`franchise`, `company`, `user`...). */
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/**
 * Whether the caller may use the admin screens of one kind: the admin navigation shows only
 * to type `admin` (spec §6), and each of its items only with its permission in `roles`.
 */
export const mayAdminister = (user: Pick<SessionUser, 'type' | 'roles'>, permission: AdminPermission): boolean =>
  user.type === 'admin' && user.roles.includes(permission);

/** A rule's field (`scopes/companyIds/0`) as the request names it (`body/scopes/companyIds/0`). */
export const underBody = (error: unknown): unknown =>
  error instanceof ValidationError && !error.field.startsWith('body/') ? new ValidationError(`body/${error.field}`, error.message) : error;

/** Runs pure rules, naming a failing field under `body/`. */
export function checkedBody<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw underBody(error);
  }
}

interface WriteDeps {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  clock: () => Date;
}

/**
 * Runs one admin command on one stream with the caller as the actor in the events'
 * metadata, then waits until the organisation read model shows it, so the answer (and a GET
 * right after) reflects the write. Rule errors name their field under `body/`.
 */
export async function adminWrite<State, Command, Event extends DomainEvent>(
  deps: WriteDeps,
  user: SessionUser,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
): Promise<void> {
  let result;
  try {
    result = await handleCommand(deps.store, streamId, decider, command, { now: deps.clock(), actor: { kind: 'user', id: user.userId } });
  } catch (error) {
    throw underBody(error);
  }
  if (result.events.length > 0) await waitForOrganisation(deps.db, deps.store, streamId, result.version);
}

/**
 * The read model's copy of what a write just stored. `adminWrite` waits for it, but only up
 * to a few seconds: on a projector that far behind the answer is a 503 saying the change is
 * saved (the client reloads), never a 500.
 */
export function written<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) {
    throw Object.assign(new Error('Saved; it shows in a moment, reload to see it'), { statusCode: 503 });
  }
  return value;
}
