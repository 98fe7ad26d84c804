import type { ChangeListener, ChangeSet, ProjectionMonitor } from '@facility/projector';
import { describe, expect, it } from 'vitest';
import { encodeLiveChange } from './live-change.ts';
import { followReadModelChanges } from './read-model-changes.ts';

/** A projector and a NOTIFY channel held in the hand: what each delivers, when the test says. */
function channels() {
  const listeners: ChangeListener[] = [];
  let notify: ((payload: string) => void) | null = null;
  let resumed: (() => void) | undefined;
  const projector: ProjectionMonitor = {
    health: async () => ({}),
    onChange: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const pubSub = {
    listen: async (_channel: string, onNotify: (payload: string) => void, onResumed?: () => void) => {
      notify = onNotify;
      resumed = onResumed;
      return async () => {};
    },
    notify: async () => {},
  };
  const commit = (change: Partial<ChangeSet> & Pick<ChangeSet, 'projection' | 'position'>) =>
    listeners.forEach((listener) => listener({ checkpoint: { transactionId: 1, position: change.position }, siteIds: [], roomIds: [], events: 1, ...change }));
  return { projector, pubSub, commit, notify: (payload: string) => notify!(payload), resume: () => resumed?.() };
}

describe('followReadModelChanges', () => {
  it("hears this process's commits at once and skips their echo on the channel", async () => {
    const { projector, pubSub, commit, notify } = channels();
    const heard: string[] = [];
    await followReadModelChanges({ projector, pubSub, onChange: (change) => heard.push(`${change.projection}:${change.siteIds.join(',')}`), onResumed: () => {} });

    commit({ projection: 'calls', position: 10, siteIds: ['s-1'] });
    notify(encodeLiveChange({ projection: 'calls', position: 10, siteIds: ['s-1'], roomIds: [] }));
    // Another process's commit arrives through the channel only.
    notify(encodeLiveChange({ projection: 'calls', position: 11, siteIds: ['s-2'], roomIds: [] }));
    expect(heard).toEqual(['calls:s-1', 'calls:s-2']);
  });

  it('passes on organisation commits that applied events, and no empty batch of any projection', async () => {
    const { projector, pubSub, commit } = channels();
    const heard: string[] = [];
    await followReadModelChanges({ projector, pubSub, onChange: (change) => heard.push(change.projection), onResumed: () => {} });
    commit({ projection: 'organisation', position: 1, events: 0 });
    commit({ projection: 'room-status', position: 2, siteIds: [] });
    commit({ projection: 'organisation', position: 3, events: 2 });
    expect(heard).toEqual(['organisation']);
  });

  it('passes on the end of a rebuild in memory, which lists no sites: answers of any site are stale', async () => {
    const { projector, pubSub, commit } = channels();
    const heard: string[] = [];
    await followReadModelChanges({ projector, pubSub, onChange: (change) => heard.push(`${change.projection}:[${change.siteIds.join(',')}]`), onResumed: () => {} });
    commit({ projection: 'room-hourly-counters', position: 5, siteIds: [], events: 40_000, rebuilt: true });
    commit({ projection: 'room-hourly-counters', position: 6, siteIds: [] });
    expect(heard).toEqual(['room-hourly-counters:[]']);
  });

  it('says when the channel resumes after a loss', async () => {
    const { projector, pubSub, resume } = channels();
    let resumed = 0;
    await followReadModelChanges({ projector, pubSub, onChange: () => {}, onResumed: () => resumed++ });
    resume();
    expect(resumed).toBe(1);
  });
});
