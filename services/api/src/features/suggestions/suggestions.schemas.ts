import { Type } from '@fastify/type-provider-typebox';
import { Language } from '../analytics/analytics.schemas.ts';
import { TIME_TYPES } from '../../stats-query/time-filter.ts';
import { DEFAULT_LIMITS, VISITS_PEAK } from './suggestions.ranking.ts';

export { AnalyticsQuerystring as SuggestionsQuerystring } from '../analytics/analytics.schemas.ts';

const Item = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  hour: Type.Integer({ minimum: 0, maximum: 23, description: "The room's peak site-local hour of day for the key (the earliest of equal peaks)" }),
  suggestedHour: Type.Integer({
    minimum: 0,
    maximum: 23,
    description: 'Site-local hour to schedule the round in: the hour before the peak, so the room is serviced before it',
  }),
  count: Type.Integer({ description: 'Complaints of the key (visitors for visits_peak) in the room at its peak hour, summed over the days of the range' }),
  roomTotal: Type.Integer({ description: "The room's count for the key over all hours of the range" }),
});

const Group = Type.Object({
  key: Type.String({ description: `A problem label key (dirty_floor, problem_leak...), or ${VISITS_PEAK} for visitors` }),
  category: Type.Enum(['cleaning', 'maintenance', 'visits'], {
    description: 'cleaning: schedule a cleaning round before the hour; maintenance: a maintenance check; visits: the busiest hours, when a round keeps up with use',
  }),
  total: Type.Integer({ description: 'The count of the key over every listed room and hour of the range' }),
  items: Type.Array(Item, {
    description: `One item per room (at its peak hour), highest peak first, then by room total; at most ${DEFAULT_LIMITS.maxItems}`,
  }),
});

export const SuggestionsResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  language: Language,
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  suggestions: Type.Array(Group, {
    description:
      `Problem keys first, most reported first (ties by key), at most ${DEFAULT_LIMITS.maxKeys}; then ${VISITS_PEAK} when visitors were counted ` +
      '(visitor numbers are not comparable with complaint counts). Complaints count after the 60 s repeat rule; removed rooms are left out',
  }),
});
