import { CountriesQuery, CountryList, PublicHolidaysQuery, PublicHolidaysResponse } from '@facility/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from '../../../domain/errors.ts';
import { countriesIn, isKnownCountry, publicHolidaysOf } from './public-holidays.calendar.ts';

/**
 * The public holiday calendar (spec §7 "External": per country and year, name, start,
 * end) for the site calendar's "import public holidays", answered offline. Names no
 * tenant: any signed-in user may ask.
 */
export const publicHolidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/site/publicHolidays',
    {
      schema: {
        tags: ['sites'],
        summary: "A country's public holidays in a year (local dates, end inclusive, names under 25 characters)",
        querystring: PublicHolidaysQuery,
        response: { 200: PublicHolidaysResponse },
      },
    },
    async (request) => {
      const { year, language = 'en' } = request.query;
      const country = request.query.country.toUpperCase();
      if (!isKnownCountry(country)) throw new ValidationError('querystring/country', `is not a country the holiday calendar knows (${country})`);
      return { country, year, holidays: publicHolidaysOf(country, year, language) };
    },
  );

  app.get(
    '/api/site/countries',
    {
      schema: {
        tags: ['sites'],
        summary: 'The countries whose public holidays are known, named in the asked language',
        querystring: CountriesQuery,
        response: { 200: CountryList },
      },
    },
    async (request) => countriesIn(request.query.language ?? 'en'),
  );
};
