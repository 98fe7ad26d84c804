import Type from 'typebox';

/** How far one projection (read model) has got. */
export const ProjectionStatus = Type.Object({
  position: Type.Integer({ description: 'Global position of the last applied event' }),
  lag: Type.Integer({ description: 'Events not applied yet' }),
  state: Type.String({ description: 'running, rebuilding (in memory from position 0, after a version bump), standby (another process runs it), halted, failed, ...' }),
  deadLetters: Type.Integer(),
});
export type ProjectionStatus = Type.Static<typeof ProjectionStatus>;

/**
 * `GET /api/health`: 200 with `ok` once every read model can serve, else 503 with `starting`
 * (catching up), `degraded` (a projection halted) or `unavailable` (the database cannot be
 * reached; `projections` is then empty).
 */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('starting'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  projections: Type.Record(Type.String(), ProjectionStatus),
});
export type Health = Type.Static<typeof Health>;
