#!/usr/bin/env node
// The forecast's error on a held-out week (issue 18): for each site, the week before
// `--today` (default: today, site-local) is forecast from the four weeks before it and
// compared with what was counted, per room-shift; the same for a seasonal-naive baseline
// (last week's same day). `node scripts/src/forecast-backtest.ts [--today=YYYY-MM-DD]`.
// Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data): stop a
// server that uses the same PGlite folder first.
import { backtest, DEFAULT_WEEKS, readHourCounts, type Backtest } from '@facility/api';
import { connectDatabase } from '@facility/event-store';
import { addDays, getSite, listRooms, localDateOf, localMidnightUtc, type ReadModelDatabase } from '@facility/projections';
import { connectOptions, loadConfig } from './config.ts';

const decimal = (value: number) => value.toFixed(2);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`);
const line = (label: string, result: Backtest | null) =>
  result
    ? `  ${label.padEnd(22)} ${String(result.cells).padStart(6)} room-shifts | visits MAE ${decimal(result.visits.mae)} WAPE ${percent(result.visits.wape)}` +
      ` | complaints MAE ${decimal(result.complaints.mae)} WAPE ${percent(result.complaints.wape)}`
    : `  ${label.padEnd(22)} not enough history`;

async function main(args: string[]): Promise<number> {
  const todayArg = args.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  const database = await connectDatabase(connectOptions(loadConfig()));
  const db = database.withTables<ReadModelDatabase>().db;
  try {
    const siteIds = (await db.selectFrom('sites').select('site_id').where('deleted', '=', false).orderBy('site_id').execute()).map((row) => row.site_id);
    for (const siteId of siteIds) {
      const site = (await getSite(db, siteId))!;
      const today = todayArg ?? localDateOf(Date.now(), site.timezone);
      const heldOutStart = addDays(today, -7);
      const roomIds = (await listRooms(db, siteId)).map((room) => room.roomId);
      const history = await readHourCounts(db, siteId, roomIds, localMidnightUtc(addDays(heldOutStart, -7 * DEFAULT_WEEKS), site.timezone), localMidnightUtc(addDays(today, 1), site.timezone));
      const calendar = site;
      console.log(`${site.name} (${siteId}, ${site.timezone}), held-out week ${heldOutStart} – ${addDays(today, -1)}, ${roomIds.length} rooms`);
      console.log(line(`weekly profile (${DEFAULT_WEEKS} wk)`, backtest({ calendar, roomIds, history, heldOutStart })));
      console.log(line('naive (last week)', backtest({ calendar, roomIds, history, heldOutStart, weeks: 1 })));
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
