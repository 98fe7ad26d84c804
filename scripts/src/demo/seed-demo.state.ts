import { franchiseStreamId, userStreamId } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { demoOrganisation, type DemoOrganisation } from './demo-organisation.ts';

export type DemoSeedState =
  | { status: 'absent' }
  | { status: 'partial'; startedAt: Date }
  | { status: 'complete'; startedAt: Date | null };

/** Whether the demo is in the store: complete (its admin exists), partial (interrupted) or absent. */
export async function demoSeedState(store: EventStore, org: DemoOrganisation = demoOrganisation()): Promise<DemoSeedState> {
  const [franchise] = await store.readStream(franchiseStreamId(org.franchise.id), { maxCount: 1 });
  const [admin] = await store.readStream(userStreamId(org.admin.id), { maxCount: 1 });
  if (admin) return { status: 'complete', startedAt: franchise?.occurredAt ?? null };
  if (franchise) return { status: 'partial', startedAt: franchise.occurredAt };
  return { status: 'absent' };
}
