import { DEFAULT_CALL_SETTINGS, type SiteCallSettings, type SiteEvent, type SiteService } from '@facility/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError } from '../../../domain/errors.ts';
import type { SetSiteCallSettings } from './site.commands.ts';
import { siteDecider } from './site.decider.ts';
import { rejects, siteCreated, siteDeleted } from './site.fixtures.ts';

const given = spec(siteDecider).given;

const settings: SiteCallSettings = {
  mode: 'ratio',
  ratioPercent: 10,
  gapInMinutes: 15,
  scheduledCallTimes: ['12:00', '08:30'],
  cleandexThreshold: 70,
  services: [
    { name: 'Supplies', category: 'cleaning', problems: ['missing_soap', 'missing_paper_towels'] },
    { name: 'Plumbing', category: 'maintenance', problems: ['problem_leak'] },
  ],
};
const command = (changes: Partial<SiteCallSettings> = {}): SetSiteCallSettings => ({
  type: 'SetSiteCallSettings',
  data: { siteId: 's-1', ...settings, ...changes },
});
/** What {@link settings} records: times sorted, services by name, problems sorted. */
const recorded = {
  type: 'SiteCallSettingsSet',
  data: {
    siteId: 's-1',
    mode: 'ratio',
    ratioPercent: 10,
    gapInMinutes: 15,
    scheduledCallTimes: ['08:30', '12:00'],
    cleandexThreshold: 70,
    services: [
      { name: 'Plumbing', category: 'maintenance', problems: ['problem_leak'] },
      { name: 'Supplies', category: 'cleaning', problems: ['missing_paper_towels', 'missing_soap'] },
    ],
  },
} satisfies SiteEvent;

describe('SetSiteCallSettings', () => {
  it('records the rules sorted', () => {
    given([siteCreated]).when(command()).then([recorded]);
  });

  it('records nothing when the rules are unchanged, in whatever order they are given', () => {
    given([siteCreated, recorded]).when(command()).then([]);
    given([siteCreated]).when(command(DEFAULT_CALL_SETTINGS)).then([]);
  });

  it('turns Cleandex calls off with null', () => {
    given([siteCreated, recorded])
      .when(command({ cleandexThreshold: null }))
      .then([{ type: 'SiteCallSettingsSet', data: { ...recorded.data, cleandexThreshold: null } }]);
  });

  it('trims service names and problem keys', () => {
    given([siteCreated, recorded])
      .when(command({ services: [{ name: ' Plumbing ', category: 'maintenance', problems: [' problem_leak'] }, settings.services[0]!] }))
      .then([]);
  });

  it('names the failing field', () => {
    const events: SiteEvent[] = [siteCreated];
    rejects(events, command({ mode: 'random' as never }), 'mode');
    rejects(events, command({ ratioPercent: 0 }), 'ratioPercent');
    rejects(events, command({ ratioPercent: 101 }), 'ratioPercent');
    rejects(events, command({ gapInMinutes: 1.5 }), 'gapInMinutes');
    rejects(events, command({ gapInMinutes: 1441 }), 'gapInMinutes');
    rejects(events, command({ scheduledCallTimes: ['08:00', '25:00'] }), 'scheduledCallTimes/1');
    rejects(events, command({ scheduledCallTimes: ['08:00', '08:00'] }), 'scheduledCallTimes/1');
    rejects(events, command({ cleandexThreshold: 0 }), 'cleandexThreshold');
    rejects(events, command({ cleandexThreshold: 101 }), 'cleandexThreshold');
  });

  it('refuses a problem in two services, a problem twice and service names equal but for case', () => {
    const events: SiteEvent[] = [siteCreated];
    const soap: SiteService = { name: 'Soap', category: 'cleaning', problems: ['missing_soap'] };
    rejects(events, command({ services: [...settings.services, soap] }), 'services/2/problems/0');
    rejects(events, command({ services: [{ ...soap, problems: ['missing_soap', 'missing_soap'] }] }), 'services/0/problems/1');
    rejects(events, command({ services: [settings.services[1]!, { ...soap, name: 'PLUMBING' }] }), 'services/1/name');
    rejects(events, command({ services: [{ ...soap, category: 'security' as never }] }), 'services/0/category');
    rejects(events, command({ services: [{ ...soap, problems: [] }] }), 'services/0/problems');
    rejects(events, command({ services: [{ ...soap, name: '  ' }] }), 'services/0/name');
  });

  it('refuses an unknown or deleted site', () => {
    given([]).when(command()).thenThrows(NotFoundError);
    given([siteCreated, siteDeleted]).when(command()).thenThrows(IllegalStateError);
  });
});
