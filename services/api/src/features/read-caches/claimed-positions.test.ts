import { ALL_PROJECTIONS } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { LIVE_PROJECTIONS } from '../room-status/live-position.ts';
import { STATS_ANSWER_PROJECTIONS } from './cached-reply.ts';

describe('claimed positions', () => {
  it('names only projections whose runners write every checkpoint move at once', () => {
    // A projection left out would let its stored checkpoint trail (a few hundred ms under
    // load) and hold every claim made from it below what the answer already shows.
    const claimed = [...new Set([...LIVE_PROJECTIONS, ...STATS_ANSWER_PROJECTIONS])].sort();
    const flagged = ALL_PROJECTIONS.filter((projection) => projection.positionClaimed).map((projection) => projection.name).sort();
    expect(flagged).toEqual(claimed);
  });
});
