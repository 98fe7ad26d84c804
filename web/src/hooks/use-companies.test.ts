import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import type { CompanyOption } from '../stores/filter-rules.ts';
import { companiesQuery } from './use-companies.ts';

const company: CompanyOption = { id: 'c1', name: 'One', franchiseId: null, franchiseName: null, sites: [{ id: 's1', name: 'A', type: 'operation', timezone: 'UTC' }] };

describe('the companies query', () => {
  it("never lets an ended session's list stand in for the next session's", async () => {
    const client = createQueryClient();
    // The app's observer outlives sessions: logged out, it is only disabled.
    const observer = new QueryObserver(client, { ...companiesQuery, queryFn: () => Promise.resolve([company]) });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual([company]));

    client.clear();
    observer.setOptions({ ...companiesQuery, queryFn: () => Promise.resolve([company]), enabled: false });
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});
