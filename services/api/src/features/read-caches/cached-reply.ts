import { readCheckpointPositions } from '@facility/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, type AnswerCache, type CachedAnswer } from './answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of expensive reads, invalidated by projector commits (null: not kept, e.g. without LISTEN/NOTIFY). */
    answerCache: AnswerCache | null;
  }
}

export interface CachedReadOptions {
  siteId: string;
  /** How long an answer may be served at most (it depends on the clock too). */
  maxAgeMs: number;
  /** The projections whose positions the answer claims: the lowest of them. */
  projections: readonly string[];
  /**
   * Every projection the read reads (default: `projections`): only their commits touching
   * the site make a kept answer stale. A projection missing here would leave answers stale.
   */
  readsFrom?: readonly string[];
}

/**
 * Statistics answers: the period's counts move only with commits (which drop the answer),
 * but "today" and periods resolved from the date ("last month") move with the clock, so an
 * answer is served a minute at most.
 */
export const STATS_ANSWER_MAX_AGE_MS = 60_000;
/** The projections statistics are read from (the hourly and shift counters, calls, the organisation). */
export const STATS_ANSWER_PROJECTIONS = ['room-hourly-counters', 'calls', 'organisation'] as const;
/** The real-time board shows minutes open to a tenth (6 s) and calls turning late: 5 s at most. */
export const BOARD_MAX_AGE_MS = 5_000;
/**
 * An answer read while the projections it claims stood at different positions claims the
 * lowest. Those that only moved their checkpoints since (pages with nothing for them) do not
 * drop it, so kept a minute it would go on claiming the old position long after the read
 * models agree: a client waiting for its write would wait that minute. Kept this long, the
 * claim catches up within a second.
 */
export const UNSETTLED_ANSWER_MAX_AGE_MS = 1_000;

/** Headers of a kept answer: the claim and the validator, and "revalidate every time" for browsers. */
export const READ_POSITION_HEADER = 'x-read-position';
export const CACHE_STATUS_HEADER = 'x-cache';

/** The route, its path parameters and the query as the route validated them, keys sorted: one key per distinct question, however the URL spells it. */
function keyOf(request: FastifyRequest): string {
  const sorted = (values: unknown) => {
    const record = (values ?? {}) as Record<string, unknown>;
    return Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]);
  };
  return `${request.routeOptions.url ?? request.url} ${JSON.stringify([sorted(request.params), sorted(request.query)])}`;
}

/** True when the request's `If-None-Match` names `etag` (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Answers a read from the answer cache when it holds a good answer for the same question,
 * else runs `read` (once for concurrent askers) and keeps the answer. Either way the reply
 * carries an `ETag` from the body, `304` for a conditional request that already has it, and
 * `x-read-position`: the answer reflects at least every event up to that position, as the
 * position is read before the read models are. Without a cache the route answers as before.
 */
export async function replyCached<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
  /** Gets the position the answer will claim when the cache read it already (null: read it yourself if you need it). */
  read: (position: number | null) => Promise<Answer>,
): Promise<Answer | FastifyReply> {
  const cache = request.server.answerCache;
  if (!cache?.enabled) return read(null);
  const scope = { siteId: options.siteId, maxAgeMs: options.maxAgeMs, projections: options.readsFrom ?? options.projections };
  const { answer, hit } = await cache.get(keyOf(request), scope, async (): Promise<CachedAnswer> => {
    const positions = await readCheckpointPositions(request.server.db, options.projections);
    const claimed = options.projections.map((name) => positions.get(name) ?? 0);
    const position = Math.min(...claimed);
    // Serialised by the route's own response schema, as an uncached answer would be.
    const body = String(reply.serialize(await read(position)));
    const settled = position === Math.max(...claimed);
    return { body, etag: etagOf(body), position, ...(settled ? {} : { maxAgeMs: UNSETTLED_ANSWER_MAX_AGE_MS }) };
  });
  void reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header(READ_POSITION_HEADER, String(answer.position))
    .header(CACHE_STATUS_HEADER, hit ? 'hit' : 'miss');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
