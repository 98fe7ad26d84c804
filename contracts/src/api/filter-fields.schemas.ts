import Type from 'typebox';
import { ROOM_GENDERS } from '../events/organisation/room.events.ts';
import { TIME_TYPES, VIEW_UNITS } from '../domain/time-filter.ts';

/**
 * The dashboard's filter as query parameters (spec §3 "Filter selection", §2 "Extra filter
 * panel"), shared by every statistics route: the time filter, and the room filters (rooms,
 * building, floor, gender), service name and hour, shift and days. Lists are comma-separated. Spread these fields
 * into a route's querystring object.
 */
const LocalDate = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Site-local date, yyyy-mm-dd' });
const commaList = (item: string, description: string) =>
  Type.String({ maxLength: 4_000, pattern: `^(${item})(,(${item}))*$`, description: `${description}, comma-separated` });

/** The time filter: time type, custom range and view-by. */
export const TimeFilterFields = {
  timeType: Type.Optional(Type.Enum(TIME_TYPES, { description: 'Default last_month; the range ends yesterday, site-local' })),
  timeFrom: Type.Optional(LocalDate),
  timeTo: Type.Optional(LocalDate),
  viewTimeBy: Type.Optional(Type.Enum(VIEW_UNITS, { description: 'Default day; last_quarter, last_6_months and last_year are never viewed by day (weeks instead)' })),
};

/** Shift and days: the only extra filters of the room screens (spec §2). */
export const ShiftDaysFields = {
  shift: Type.Optional(commaList('[1-9]\\d{0,2}', 'Shift numbers of the site')),
  days: Type.Optional(commaList('[1-7]', 'Weekdays, 1 = Sunday ... 7 = Saturday')),
};

/** The room filters (rooms, building, floor, gender), service name and hour, shift and days. */
export const RoomFilterFields = {
  rooms: Type.Optional(commaList('[^,]+', 'Room ids')),
  building: Type.Optional(commaList('[^,]+', 'Buildings')),
  floor: Type.Optional(commaList('\\d{1,3}', 'Floors')),
  gender: Type.Optional(commaList(ROOM_GENDERS.join('|'), 'Room genders')),
  servikName: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "Service name (single), one of the site's call settings services: complaints, complaint-opened calls and top complaints count only that service's problems (a name the site does not define matches nothing)",
    }),
  ),
  hour: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 23,
      description: 'Site-local hour of day (spec §3 `hour`): complaints, complaint-opened calls and complaints by problem count only that hour; hour-of-day charts still show every hour',
    }),
  ),
  ...ShiftDaysFields,
};
