import type { CountryList, PublicHolidaysQuery, PublicHolidaysResponse } from '@facility/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/site/publicHolidays?country=&year=&language=`: a country's public holidays for
 * a year. Asked on the admin's click (not cached as a screen's data): the answer is merged
 * into the form's rows for review, not shown as is.
 */
export const usePublicHolidays = () =>
  useMutation<PublicHolidaysResponse, unknown, PublicHolidaysQuery>({
    mutationFn: (query) => apiRequest<PublicHolidaysResponse>(apiPath('site/publicHolidays', { ...query })),
  });

/** `GET /api/site/countries?language=`: the countries whose public holidays are known, named in the reader's language. */
export const useHolidayCountries = (language: string) =>
  useQuery({
    queryKey: queryKeys.admin('holiday-countries', language),
    queryFn: ({ signal }) => apiRequest<CountryList>(apiPath('site/countries', { language }), { signal }),
    staleTime: Infinity,
  });
