import { DEFAULT_CALL_SETTINGS, SITE_DEFAULTS } from '@facility/contracts';
import type {
  SiteCallSettings,
  SiteCreated,
  SiteDetails,
  SiteEvent,
  SiteHoliday,
  SiteOffDay,
  SiteShift,
  SiteTimeSaving,
} from '@facility/contracts';
import { localDateOf } from '@facility/projections';
import { isDeepStrictEqual } from 'node:util';
import type { DecisionContext, Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import { validateHolidays, validateOffDays } from './site.calendar.ts';
import { validateCallSettings } from './site.call-settings.ts';
import type { CreateSite, SiteCommand } from './site.commands.ts';
import { validateShifts } from './site.shifts.ts';
import { DETAIL_FIELDS, validateDetails, validateTimeSaving } from './site.validation.ts';

/** A site as its stream tells it: the created record with every later change folded in. */
export type SiteRecord = SiteCreated & {
  shifts: SiteShift[];
  holidays: SiteHoliday[];
  offDays: SiteOffDay[];
  /** Null until time saving is first set (`isTimeSave` lives in the record itself). */
  timeSaving: Omit<SiteTimeSaving, 'isTimeSave'> | null;
  /** DEFAULT_CALL_SETTINGS until first set. */
  callSettings: SiteCallSettings;
};

/** A site stream folded: nothing yet, the live site, or the site as it was deleted. */
export type SiteState = { status: 'absent' } | { status: 'active' | 'deleted'; site: SiteRecord };

function existing(state: SiteState, siteId: string): SiteRecord {
  if (state.status === 'absent') throw new NotFoundError(`Site ${siteId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Site ${siteId} is deleted`);
  return state.site;
}

function createSite(data: CreateSite['data'], context: DecisionContext): SiteCreated {
  const { siteId, companyId, isTimeSave = SITE_DEFAULTS.isTimeSave, ...given } = data;
  if (typeof companyId !== 'string' || companyId.length === 0) throw new ValidationError('companyId', 'must be a company id');
  if (typeof isTimeSave !== 'boolean') throw new ValidationError('isTimeSave', 'must be true or false');
  const defaults: Partial<SiteDetails> = {
    description: null,
    type: SITE_DEFAULTS.type,
    status: SITE_DEFAULTS.status,
    buildingArea: null,
    cleaningServiceProviderId: SITE_DEFAULTS.cleaningServiceProviderId,
    managementServiceProviderId: SITE_DEFAULTS.managementServiceProviderId,
    exposures: SITE_DEFAULTS.exposures,
    alerts: SITE_DEFAULTS.alerts,
    embeddedLink: null,
    cleanersNumber: null,
    counterThreshold: SITE_DEFAULTS.counterThreshold,
  };
  // Left-out fields take defaults; an explicit `undefined` must not wipe a default out.
  const provided = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const details = validateDetails({ ...defaults, ...provided });
  // "Today" is the site's today: a site created late evening in Los Angeles starts that day.
  if (details.officialStartDate === undefined && details.timezone !== undefined) {
    details.officialStartDate = localDateOf(context.now, details.timezone);
  }
  // Without a time zone there is no default date either; name the time zone, the cause.
  const missing = DETAIL_FIELDS.find((field) => details[field] === undefined && field !== 'officialStartDate');
  if (missing) throw new ValidationError(missing, 'is required');
  return { siteId, companyId, ...(details as SiteDetails), isTimeSave };
}

/** Only the entries of `wanted` that differ from `current`. */
function changed<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => !isDeepStrictEqual(current[key as keyof T], value)),
  ) as Partial<T>;
}

function decide(command: SiteCommand, state: SiteState, context: DecisionContext): SiteEvent[] {
  switch (command.type) {
    case 'CreateSite': {
      if (state.status !== 'absent') throw new IllegalStateError(`Site ${command.data.siteId} already exists`);
      return [{ type: 'SiteCreated', data: createSite(command.data, context) }];
    }
    case 'UpdateSiteDetails': {
      const { siteId } = command.data;
      const site = existing(state, siteId);
      const changes = changed<SiteDetails>(site, validateDetails(command.data));
      // Saving an unchanged form is not a change: nothing to record.
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'SiteDetailsUpdated', data: { siteId, ...changes } }];
    }
    case 'SetSiteShifts': {
      const { siteId } = command.data;
      const site = existing(state, siteId);
      const shifts = validateShifts(command.data.shifts);
      if (isDeepStrictEqual(shifts, site.shifts)) return [];
      return [{ type: 'SiteShiftsSet', data: { siteId, shifts } }];
    }
    case 'SetSiteHolidays': {
      const { siteId } = command.data;
      const site = existing(state, siteId);
      const holidays = validateHolidays(command.data.holidays, site.shifts);
      if (isDeepStrictEqual(holidays, site.holidays)) return [];
      return [{ type: 'SiteHolidaysSet', data: { siteId, holidays } }];
    }
    case 'SetSiteOffDays': {
      const { siteId } = command.data;
      const site = existing(state, siteId);
      const offDays = validateOffDays(command.data.offDays);
      if (isDeepStrictEqual(offDays, site.offDays)) return [];
      return [{ type: 'SiteOffDaysSet', data: { siteId, offDays } }];
    }
    case 'SetSiteTimeSaving': {
      const { siteId, ...input } = command.data;
      const site = existing(state, siteId);
      const { isTimeSave, ...parameters } = validateTimeSaving(input);
      if (isTimeSave === site.isTimeSave && isDeepStrictEqual(parameters, site.timeSaving)) return [];
      return [{ type: 'SiteTimeSavingSet', data: { siteId, isTimeSave, ...parameters } }];
    }
    case 'SetSiteCallSettings': {
      const { siteId, ...input } = command.data;
      const site = existing(state, siteId);
      const settings = validateCallSettings(input);
      if (isDeepStrictEqual(settings, site.callSettings)) return [];
      return [{ type: 'SiteCallSettingsSet', data: { siteId, ...settings } }];
    }
    case 'DeleteSite': {
      const { siteId } = command.data;
      existing(state, siteId);
      return [{ type: 'SiteDeleted', data: { siteId } }];
    }
  }
}

/** Applies `change` to a created site; events before creation change nothing. */
function update(state: SiteState, changes: Partial<SiteRecord>): SiteState {
  return state.status === 'absent' ? state : { ...state, site: { ...state.site, ...changes } };
}

function evolve(state: SiteState, event: SiteEvent): SiteState {
  switch (event.type) {
    case 'SiteCreated':
      return {
        status: 'active',
        site: { ...event.data, shifts: [], holidays: [], offDays: [], timeSaving: null, callSettings: DEFAULT_CALL_SETTINGS },
      };
    case 'SiteDetailsUpdated': {
      const { siteId: _id, ...changes } = event.data;
      return update(state, changes);
    }
    case 'SiteShiftsSet':
      return update(state, { shifts: event.data.shifts });
    case 'SiteHolidaysSet':
      return update(state, { holidays: event.data.holidays });
    case 'SiteOffDaysSet':
      return update(state, { offDays: event.data.offDays });
    case 'SiteTimeSavingSet': {
      const { siteId: _id, isTimeSave, ...timeSaving } = event.data;
      return update(state, { isTimeSave, timeSaving });
    }
    case 'SiteCallSettingsSet': {
      const { siteId: _id, ...callSettings } = event.data;
      return update(state, { callSettings });
    }
    case 'SiteDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
  }
}

/**
 * Site decider: create a site, change its details, shifts, holidays, off-days, time
 * saving and call rules, delete it. Commands that change nothing record nothing; a deleted
 * site refuses every command.
 */
export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
