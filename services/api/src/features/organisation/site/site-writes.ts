import { siteStreamId, type Site } from '@facility/contracts';
import { getSite, type SitePlace, type SiteRecord } from '@facility/projections';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { handleCommand } from '../../../domain/command-handler.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';
import type { SiteCommand } from './site.commands.ts';
import { siteDecider } from './site.decider.ts';

/** What the site routes share: the answer to an unknown or unseen site, field naming, and writes. */

export const NO_SUCH_SITE = 'No such site';
const ADMINS_ONLY = 'Only admins change sites';
const ADMINS_AND_MANAGERS = "Only admins and the site's managers change this";

/** A site rule's field (`shifts/0/start`) as the request names it (`body/shifts/0/start`). */
export const underBody = (error: unknown): unknown =>
  error instanceof ValidationError ? new ValidationError(`body/${error.field}`, error.message) : error;

/** Runs pure site rules, naming a failing field under `body/`. */
export function checked(run: () => void): void {
  try {
    run();
  } catch (error) {
    throw underBody(error);
  }
}

export function toSiteResponse(site: SiteRecord): Site {
  return { ...site, createdAt: site.createdAt.toISOString(), updatedAt: site.updatedAt.toISOString() };
}

/** The write helpers of the site routes, bound to the app's store, read model and clock. */
export function siteWrites(app: Pick<FastifyInstance, 'db' | 'store' | 'clock'>) {
  const { db, store } = app;

  /** Runs a command on the site's stream and waits for the read model to show it. */
  const write = async (user: SessionUser, siteId: string, command: SiteCommand): Promise<void> => {
    const streamId = siteStreamId(siteId);
    let result;
    try {
      result = await handleCommand(store, streamId, siteDecider, command, { now: app.clock(), actor: { kind: 'user', id: user.userId } });
    } catch (error) {
      throw underBody(error);
    }
    if (result.events.length > 0) await waitForOrganisation(db, store, streamId, result.version);
  };

  /** The site after a write (the read model's copy). */
  const current = async (siteId: string): Promise<Site> => toSiteResponse((await getSite(db, siteId))!);

  /**
   * The site an admin may change: answers 404 when it is unknown or out of scope (first, so
   * existence never leaks) and 403 when the caller is not an admin; null once answered.
   */
  const siteToChange = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (user.type !== 'admin') await sendProblem(reply, 403, ADMINS_ONLY);
    else return place;
    return null;
  };

  /**
   * Like {@link siteToChange}, for what managers run at their own sites (call rules): an
   * admin, or a manager whose scope holds the site; 404 outside the scope first, then 403.
   */
  const siteToRun = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (user.type !== 'admin' && user.type !== 'manager') await sendProblem(reply, 403, ADMINS_AND_MANAGERS);
    else return place;
    return null;
  };

  return { write, current, siteToChange, siteToRun };
}
