import Type from 'typebox';
import { TIME_TYPES, VIEW_UNITS } from '../domain/time-filter.ts';
import { ShiftDaysFields, TimeFilterFields } from './filter-fields.schemas.ts';

/** Request and response schemas of the room statistics routes (spec §7 "Stats and rooms", §3 "Room statistics rows"). */

const Id = Type.String({ minLength: 1, maxLength: 100 });

/** `/api/stats/room/<statistic>/{id}`: the room. */
export const RoomIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'Room id' }) });
export type RoomIdParams = Type.Static<typeof RoomIdParams>;

/** `/api/stats/room/site-<role>-arrival/{siteId}`: the site. */
export const SiteStatsParams = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 100, description: 'Site id' }) });
export type SiteStatsParams = Type.Static<typeof SiteStatsParams>;

/** The time filter, shift and days: the only filters of the room screens (spec §2). */
export const RoomStatsQuerystring = Type.Object({ ...TimeFilterFields, ...ShiftDaysFields }, { additionalProperties: false });
export type RoomStatsQuerystring = Type.Static<typeof RoomStatsQuerystring>;

const LocalDay = (description: string) => Type.String({ description: `${description}, site-local yyyy-mm-dd` });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

const Range = {
  timezone: Type.String({ description: "The site's IANA time zone: every day, period and hour below is local to it" }),
  timeType: Type.Enum(TIME_TYPES, { description: 'The time type used (default last_month)' }),
  timeFrom: LocalDay('First day of the range, inclusive'),
  timeTo: LocalDay('Last day of the range, inclusive (yesterday for the presets)'),
};
const RangeWithView = {
  ...Range,
  viewTimeBy: Type.Enum(VIEW_UNITS, { description: 'The period actually used: last_quarter and last_year are never viewed by day' }),
};
const RoomRef = {
  roomId: Id,
  siteId: Id,
  displayName: Type.String({ description: "The room's display name" }),
};

const PeriodWindow = {
  time: LocalDay('Period start (the day, the Sunday of the week, the 1st of the month, 1 January); may precede the range'),
  startTime: LocalDay("First day counted: the period's first day, or the range's first day if later"),
  endTime: LocalDay("Last day counted: the period's last day, or the range's last day if sooner"),
  isAmended: Type.Boolean({ description: 'Events for the period arrived after it had ended (a late upload)' }),
};

const arrivalCounts = (count: string) => ({
  count: Count(count),
  cleanerArrivals: Count('Cleaner check-ins (StaffArrived, role cleaner)'),
  supervisorArrivals: Count('Supervisor check-ins'),
  maintenanceArrivals: Count('Maintenance check-ins'),
  counterCalls: Count('Calls opened because the visitor counter reached the threshold'),
  cleandexCalls: Count('Calls opened by Cleandex'),
  manualCalls: Count('Calls opened by a manager from the panel'),
  complaintCalls: Count('Calls opened by visitor complaints'),
  taskCalls: Count('Calls opened by scheduled tasks'),
  callsOpened: Count('Calls opened by every source (complaint, counter, Cleandex, manual, task): the calls the clean and maintenance logs list'),
});

const ArrivalRow = (count: string) =>
  Type.Object({ ...PeriodWindow, ...arrivalCounts(count) }, { description: 'One period of the time filter; periods without events hold zeros' });

const CLEANER_COUNT = 'Cleaner arrivals (StaffArrived, role cleaner)';
const SUPERVISOR_COUNT = 'Supervisor arrivals (StaffArrived, role supervisor)';

/** `GET /api/stats/room/cleaner-arrival/{id}`: a room's cleaner arrivals per period, with calls opened by source and the other staff's arrivals. */
export const CleanerArrivalResponse = Type.Object({
  ...RoomRef,
  ...RangeWithView,
  rows: Type.Array(ArrivalRow(CLEANER_COUNT), { description: 'Every period of the range, oldest first' }),
  total: Type.Object(arrivalCounts(CLEANER_COUNT), { description: 'The rows added up' }),
});
export type CleanerArrival = Type.Static<typeof CleanerArrivalResponse>;

/** `GET /api/stats/room/room-exposures/{id}`: a room's exposures and visits per period. */
export const RoomExposuresResponse = Type.Object({
  ...RoomRef,
  ...RangeWithView,
  rows: Type.Array(
    Type.Object({
      ...PeriodWindow,
      count: Count('Exposures: people detected in front of the room’s feedback devices (ExposuresCounted)'),
      visits: Count('Visitors counted at the room’s doors (VisitorsCounted), for comparison'),
    }),
    { description: 'Every period of the range, oldest first; periods without events hold zeros' },
  ),
  total: Type.Object({ count: Count('Exposures over the range'), visits: Count('Visits over the range') }),
});
export type RoomExposures = Type.Static<typeof RoomExposuresResponse>;

const siteArrivalResponse = (role: 'cleaner' | 'supervisor') => {
  const count = role === 'cleaner' ? CLEANER_COUNT : SUPERVISOR_COUNT;
  return Type.Object({
    siteId: Id,
    role: Type.Literal(role, { description: 'Whose arrivals `count` counts' }),
    ...RangeWithView,
    rows: Type.Array(ArrivalRow(`${count}, in all the site's rooms`), { description: 'Every period of the range, oldest first' }),
    total: Type.Object(arrivalCounts(count), { description: 'The rows added up' }),
    rooms: Type.Array(
      Type.Object({
        roomId: Id,
        displayName: Type.String(),
        removed: Type.Boolean({ description: 'The room has been removed; listed only when it had arrivals in the range' }),
        count: Count(`${count} in the room over the range`),
      }),
      { description: "Every current room of the site (zero: nobody came), most visited first, then by name; the counts add up to total.count" },
    ),
  });
};

/** `GET /api/stats/room/site-cleaner-arrival/{siteId}`: a site's cleaner arrivals per period, and per room. */
export const SiteCleanerArrivalResponse = siteArrivalResponse('cleaner');
export type SiteCleanerArrival = Type.Static<typeof SiteCleanerArrivalResponse>;

/** `GET /api/stats/room/site-supervisor-arrival/{siteId}`: a site's supervisor arrivals per period, and per room. */
export const SiteSupervisorArrivalResponse = siteArrivalResponse('supervisor');
export type SiteSupervisorArrival = Type.Static<typeof SiteSupervisorArrivalResponse>;

/** `GET /api/stats/room/hourData/{id}`: a room's activity by site-local hour of day, summed over the range. */
export const HourDataResponse = Type.Object({
  ...RoomRef,
  ...Range,
  hourData: Type.Array(
    Type.Object({
      hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Site-local hour of day' }),
      visits: Count('Visitors counted'),
      complaints: Count('Cleaning complaints (after the 60 s repeat rule)'),
      maintenanceComplaints: Count('Maintenance complaints (after the 60 s repeat rule)'),
      arrivals: Count('Cleaner arrivals'),
      supervisorArrivals: Count('Supervisor arrivals'),
      maintenanceArrivals: Count('Maintenance arrivals'),
      exposures: Count('Exposures'),
      callsOpened: Count('Calls opened by every source'),
    }),
    {
      description:
        'All 24 hours, sorted by hour, each summed over the range. Stored hours are whole UTC hours, each placed by its start: ' +
        'its local hour (a half-hour zone counts it in the hour it starts in), and for the shift and days filters the shift working ' +
        'at its start (by the site’s current shifts) and the day that shift started on. On a DST switch day the skipped hour is empty ' +
        'and the repeated one holds both.',
    },
  ),
});
export type HourData = Type.Static<typeof HourDataResponse>;
