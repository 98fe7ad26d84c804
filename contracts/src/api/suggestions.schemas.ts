import Type from 'typebox';
import { SUGGESTION_LIMITS, VISITS_PEAK } from '../domain/suggestions.ts';
import { TIME_TYPES } from '../domain/time-filter.ts';
import { AnalyticsQuerystring } from './analytics.schemas.ts';
import { Language } from './language.schemas.ts';

/** `GET /api/suggestions/topSuggestions`: the analytics query (the view-by does not apply). */
export const SuggestionsQuerystring = AnalyticsQuerystring;
export type SuggestionsQuerystring = Type.Static<typeof SuggestionsQuerystring>;

/** A room at its peak hour for a key, with the hour to schedule the round in. */
export const SuggestionItem = Type.Object({
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
export type SuggestionItem = Type.Static<typeof SuggestionItem>;

/** The rooms of one problem key (or of visits_peak). */
export const SuggestionGroup = Type.Object({
  key: Type.String({ description: `A problem label key (dirty_floor, problem_leak...), or ${VISITS_PEAK} for visitors` }),
  category: Type.Enum(['cleaning', 'maintenance', 'visits'], {
    description: 'cleaning: schedule a cleaning round before the hour; maintenance: a maintenance check; visits: the busiest hours, when a round keeps up with use',
  }),
  total: Type.Integer({ description: 'The count of the key over every listed room and hour of the range' }),
  items: Type.Array(SuggestionItem, {
    description: `One item per room (at its peak hour), highest peak first, then by room total; at most ${SUGGESTION_LIMITS.maxItems}`,
  }),
});
export type SuggestionGroup = Type.Static<typeof SuggestionGroup>;

/** Where and when rounds pay off (spec §3 "Suggestions"): per reported problem the rooms at their peak hour, and each room's busiest hour. */
export const SuggestionsResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  language: Language,
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  suggestions: Type.Array(SuggestionGroup, {
    description:
      `Problem keys first, most reported first (ties by key), at most ${SUGGESTION_LIMITS.maxKeys}; then ${VISITS_PEAK} when visitors were counted ` +
      '(visitor numbers are not comparable with complaint counts). Complaints count after the 60 s repeat rule; removed rooms are left out',
  }),
});
export type Suggestions = Type.Static<typeof SuggestionsResponse>;
