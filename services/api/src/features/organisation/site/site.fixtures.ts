import type { SiteEvent } from '@facility/contracts';
import { expect } from 'vitest';
import type { DecisionContext } from '../../../domain/decider.ts';
import { TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { CreateSite, SiteCommand } from './site.commands.ts';
import { siteDecider } from './site.decider.ts';

/** Test fixtures for the site decider's specs (imported by tests only). */

/** The smallest valid CreateSite: every defaulted field left out. */
export const createSite: CreateSite = {
  type: 'CreateSite',
  data: {
    siteId: 's-1',
    companyId: 'c-1',
    name: 'Azrieli Tower',
    country: 'Israel',
    state: 'Tel Aviv District',
    city: 'Tel Aviv',
    sector: 'offices',
    timezone: 'Asia/Jerusalem',
    location: { address: 'Menachem Begin 132', latitude: 32.074, longitude: 34.792, radius: 150 },
  },
};

/** What {@link createSite} records under {@link TEST_CONTEXT} (2026-06-01T09:00Z). */
export const siteCreated = {
  type: 'SiteCreated',
  data: {
    ...createSite.data,
    description: null,
    type: 'operation',
    status: 'active',
    buildingArea: null,
    officialStartDate: '2026-06-01',
    cleaningServiceProviderId: 5,
    managementServiceProviderId: 4,
    isTimeSave: true,
    exposures: true,
    alerts: true,
    embeddedLink: null,
    cleanersNumber: null,
    counterThreshold: 30,
  },
} satisfies SiteEvent;

export const siteDeleted = { type: 'SiteDeleted', data: { siteId: 's-1' } } satisfies SiteEvent;

/** Asserts that the command fails validation and names `field`. */
export function rejects(
  events: SiteEvent[],
  command: SiteCommand,
  field: string,
  context: DecisionContext = TEST_CONTEXT,
): void {
  const state = events.reduce(siteDecider.evolve, siteDecider.initialState());
  const run = () => siteDecider.decide(command, state, context);
  expect(run).toThrow(ValidationError);
  expect(run).toThrow(expect.objectContaining({ field }));
}
