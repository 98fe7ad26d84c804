import type { PublicHoliday } from '@facility/contracts';
import Holidays from 'date-holidays';
import { toPublicHolidays } from './public-holidays.ts';

/**
 * The spec's public holiday calendar service (§7 "External"), answered offline from the
 * data `date-holidays` ships: no network call, the same answer on every machine.
 */

/** Country codes and English names, read once (the data is in the package). */
let countries: Record<string, string> | null = null;
const allCountries = (): Record<string, string> => (countries ??= new Holidays().getCountries('en'));

/** Whether the calendar knows the country's holidays (`IL`, `US`, `PL`, `MX`, `CY`, `BR` and some 200 more). */
export function isKnownCountry(code: string): boolean {
  return Object.hasOwn(allCountries(), code);
}

/**
 * The known countries with their names in `language`, by name. Names come from the
 * runtime's CLDR data (`Intl.DisplayNames`), which names every region in each product
 * language; the calendar's own English name stands in for a code CLDR lacks.
 */
export function countriesIn(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  const english = allCountries();
  return Object.keys(english)
    .map((code) => ({ code, name: names.of(code) ?? english[code]! }))
    .sort((a, b) => a.name.localeCompare(b.name, language) || (a.code < b.code ? -1 : 1));
}

/**
 * The public holidays of a known country in a year, named in `language` where the calendar
 * has the name in it and in English otherwise (not in the country's own language, which
 * the reader may not read).
 */
export function publicHolidaysOf(country: string, year: number, language: string): PublicHoliday[] {
  const calendar = new Holidays(country, { languages: [language, 'en'] });
  return toPublicHolidays(calendar.getHolidays(year));
}
