import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from './2026-11-30T18-00-manual-maintenance-calls.ts';
import { migrateReadModels } from './migrate.ts';

describe.each(BACKENDS)("manager's maintenance calls stored before 2026-11-30 (%s)", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await migrateReadModels(t.database.db);
    // Calls as the calls projection and the notification reactor stored them before the fix.
    const call = (callId: string, source: string, category: string, problems: string[]) => sql`insert into calls
        (call_id, room_id, site_id, source, category, problems, opened_at)
        values (${callId}, 'r-1', 's-1', ${source}, ${category}, ${JSON.stringify(problems)}::jsonb, now())`.execute(t.database.db);
    await call('c-maintenance', 'manual', 'maintenance', ['call_cleaner', 'problem_leak']);
    await call('c-cleaning', 'manual', 'cleaning', ['call_cleaner']);
    await call('c-visitor', 'request', 'cleaning', ['call_cleaner']);
    for (const callId of ['c-maintenance', 'c-cleaning']) {
      const state = { callId, roomId: 'r-1', siteId: 's-1', problems: ['call_cleaner'], openedAt: 0, lateAt: null, escalated: false, arrivals: [] };
      await sql`insert into notification_reactor_calls (call_id, room_id, site_id, late_at, state)
        values (${callId}, 'r-1', 's-1', null, ${JSON.stringify(state)}::jsonb)`.execute(t.database.db);
    }
  });
  afterAll(() => t.dispose());

  it('says maintenance was requested, in the calls and in the notification reactor, and leaves the rest', async () => {
    await up(t.database.db);
    const calls = await sql<{ call_id: string; problems: string[] }>`select call_id, problems from calls order by call_id`.execute(t.database.db);
    expect(calls.rows.map((row) => [row.call_id, row.problems])).toEqual([
      ['c-cleaning', ['call_cleaner']],
      // The order of the problems is kept: the first one picks the site service.
      ['c-maintenance', ['call_maintenance', 'problem_leak']],
      ['c-visitor', ['call_cleaner']],
    ]);
    const reactor = await sql<{ call_id: string; state: { problems: string[]; escalated: boolean } }>`
      select call_id, state from notification_reactor_calls order by call_id`.execute(t.database.db);
    expect(reactor.rows.map((row) => [row.call_id, row.state.problems, row.state.escalated])).toEqual([
      ['c-cleaning', ['call_cleaner'], false],
      ['c-maintenance', ['call_maintenance'], false],
    ]);
  });
});
