import { sql } from 'kysely';

/**
 * The transaction id below which every writer of this database has finished, as of the
 * statement's snapshot: readers return only events whose `transaction_id` is below it (see
 * README, Ordering).
 *
 * Transaction ids are shared by every database of a PostgreSQL server, so the snapshot's
 * `xmin` is held back by a long write transaction in any of them (another application's
 * batch job, a migration, a test file beside ours), and our readers would stall behind it.
 * A transaction connected to another database cannot write our `events` table, so the bound
 * is the lowest id still running here, or the snapshot's `xmax` when none is. An id counts
 * as another database's only on positive evidence: a backend of another database holding it
 * (`pg_stat_get_activity`, whose `backend_xid` every role may read). Anything unknown, such
 * as a prepared transaction or a backend that ended between the two reads, keeps the
 * snapshot's own answer, which is never too high. The activity list is read after the
 * snapshot, so a backend slot reused meanwhile cannot lend one of our ids another database:
 * an id in the snapshot's running list was taken before it, by a backend that holds its
 * slot until that id ends.
 *
 * Reading the activity list copies every backend's status: 0.15-0.3 ms here (pgbench),
 * against 0.04 ms for `xmin` alone. So it is read only when `xmin` holds something back:
 * when the newest committed event is below `xmin`, both bounds return the same events and
 * `xmin` is the answer (0.07 ms with that check).
 *
 * On PGlite there is one session: nothing is ever held back and the bound is `xmin`.
 */
export const READABLE_BOUND = sql`(
  select case
    when coalesce((select transaction_id from events order by transaction_id desc limit 1) < pg_snapshot_xmin(snapshot.current), true)
      then pg_snapshot_xmin(snapshot.current)
    else coalesce(
      (select min(running)
        from pg_snapshot_xip(snapshot.current) as running
        where running::xid not in (
          select activity.backend_xid from pg_stat_get_activity(null) as activity
          where activity.backend_xid is not null
            and activity.datid <> (select oid from pg_database where datname = current_database()))),
      pg_snapshot_xmax(snapshot.current))
  end
  from (select pg_current_snapshot() as current) as snapshot
)`;
