import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { companyHandlers } from './organisation.companies.ts';
import { deviceHandlers } from './organisation.devices.ts';
import { franchiseHandlers } from './organisation.franchises.ts';
import type { Handler } from './organisation.handlers.ts';
import { roomHandlers } from './organisation.rooms.ts';
import { siteHandlers } from './organisation.sites.ts';
import { userHandlers } from './organisation.users.ts';
import { workingAreaHandlers } from './organisation.working-areas.ts';

/** Every organisation event type, with its handler; events of other types are ignored. */
const HANDLERS: ReadonlyMap<string, Handler<never>> = new Map(
  Object.entries({
    ...franchiseHandlers,
    ...companyHandlers,
    ...siteHandlers,
    ...roomHandlers,
    ...deviceHandlers,
    ...userHandlers,
    ...workingAreaHandlers,
  }),
);

/** The event types the organisation projection applies. */
export const ORGANISATION_EVENT_TYPES: readonly string[] = [...HANDLERS.keys()];

/**
 * The organisation read model: franchises, companies, sites (with shifts, holidays, off-days
 * and time saving), rooms, the device registry, users and working areas, as their `org-*`
 * streams tell them.
 * Deleted and removed entities keep their rows, flagged. Times come from the events
 * (`occurredAt`, or a time the event carries), never from the clock, so a rebuild gives the
 * same rows. Organisation events are rare, so each is applied with its own statements.
 *
 * Touched: the site of a site event; the site and room of a room or device event (a move
 * touches both places); every site of a changed company or franchise; nothing for users or
 * working areas.
 */
export const organisationProjection: ProjectionDefinition = {
  name: 'organisation',
  version: 1,
  eventTypes: ORGANISATION_EVENT_TYPES,
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: ['franchises', 'companies', 'sites', 'rooms', 'devices', 'users', 'working_areas'],

  async apply(trx, events) {
    const scope = new ScopeCollector();
    for (const event of events) {
      const handle = HANDLERS.get(event.type);
      if (handle) await handle(trx, event.data as never, event, scope);
    }
    return scope.toScope();
  },
};
