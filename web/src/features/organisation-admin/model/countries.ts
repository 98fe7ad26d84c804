/**
 * The countries the admin forms offer. Franchises and sites store the country as an English
 * name ("Israel", "USA": what the spec §9 list and the existing records use), so the value
 * stays the English name; the label is the country's name in the reader's language, and the
 * ISO code asks for public holidays.
 */
export interface Country {
  /** The stored value. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 4217, the time-saving form's default. */
  currency: string;
  /** The usual IANA zone of a new site there; null where the country spans several. */
  zone: string | null;
}

/** Spec §9 lists these first. */
export const SPEC_COUNTRIES: readonly Country[] = [
  { name: 'Israel', code: 'IL', currency: 'ILS', zone: 'Asia/Jerusalem' },
  { name: 'USA', code: 'US', currency: 'USD', zone: null },
  { name: 'Poland', code: 'PL', currency: 'PLN', zone: 'Europe/Warsaw' },
  { name: 'Mexico', code: 'MX', currency: 'MXN', zone: null },
  { name: 'Cyprus', code: 'CY', currency: 'EUR', zone: 'Asia/Nicosia' },
  { name: 'Brazil', code: 'BR', currency: 'BRL', zone: null },
];

/** Others the product's languages are read in, and neighbours of the spec's countries. */
export const OTHER_COUNTRIES: readonly Country[] = [
  { name: 'Argentina', code: 'AR', currency: 'ARS', zone: 'America/Argentina/Buenos_Aires' },
  { name: 'Australia', code: 'AU', currency: 'AUD', zone: null },
  { name: 'Austria', code: 'AT', currency: 'EUR', zone: 'Europe/Vienna' },
  { name: 'Belgium', code: 'BE', currency: 'EUR', zone: 'Europe/Brussels' },
  { name: 'Canada', code: 'CA', currency: 'CAD', zone: null },
  { name: 'Chile', code: 'CL', currency: 'CLP', zone: 'America/Santiago' },
  { name: 'Colombia', code: 'CO', currency: 'COP', zone: 'America/Bogota' },
  { name: 'Czechia', code: 'CZ', currency: 'CZK', zone: 'Europe/Prague' },
  { name: 'Egypt', code: 'EG', currency: 'EGP', zone: 'Africa/Cairo' },
  { name: 'Ethiopia', code: 'ET', currency: 'ETB', zone: 'Africa/Addis_Ababa' },
  { name: 'France', code: 'FR', currency: 'EUR', zone: 'Europe/Paris' },
  { name: 'Germany', code: 'DE', currency: 'EUR', zone: 'Europe/Berlin' },
  { name: 'Greece', code: 'GR', currency: 'EUR', zone: 'Europe/Athens' },
  { name: 'Hungary', code: 'HU', currency: 'HUF', zone: 'Europe/Budapest' },
  { name: 'India', code: 'IN', currency: 'INR', zone: 'Asia/Kolkata' },
  { name: 'Ireland', code: 'IE', currency: 'EUR', zone: 'Europe/Dublin' },
  { name: 'Italy', code: 'IT', currency: 'EUR', zone: 'Europe/Rome' },
  { name: 'Jordan', code: 'JO', currency: 'JOD', zone: 'Asia/Amman' },
  { name: 'Moldova', code: 'MD', currency: 'MDL', zone: 'Europe/Chisinau' },
  { name: 'Morocco', code: 'MA', currency: 'MAD', zone: 'Africa/Casablanca' },
  { name: 'Netherlands', code: 'NL', currency: 'EUR', zone: 'Europe/Amsterdam' },
  { name: 'Peru', code: 'PE', currency: 'PEN', zone: 'America/Lima' },
  { name: 'Portugal', code: 'PT', currency: 'EUR', zone: 'Europe/Lisbon' },
  { name: 'Romania', code: 'RO', currency: 'RON', zone: 'Europe/Bucharest' },
  { name: 'Russia', code: 'RU', currency: 'RUB', zone: null },
  { name: 'Saudi Arabia', code: 'SA', currency: 'SAR', zone: 'Asia/Riyadh' },
  { name: 'Spain', code: 'ES', currency: 'EUR', zone: 'Europe/Madrid' },
  { name: 'Switzerland', code: 'CH', currency: 'CHF', zone: 'Europe/Zurich' },
  { name: 'Turkey', code: 'TR', currency: 'TRY', zone: 'Europe/Istanbul' },
  { name: 'Ukraine', code: 'UA', currency: 'UAH', zone: 'Europe/Kyiv' },
  { name: 'United Arab Emirates', code: 'AE', currency: 'AED', zone: 'Asia/Dubai' },
  { name: 'United Kingdom', code: 'GB', currency: 'GBP', zone: 'Europe/London' },
];

export const COUNTRIES: readonly Country[] = [...SPEC_COUNTRIES, ...OTHER_COUNTRIES];

/** Other spellings records may carry for the same country. */
const ALIASES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  us: 'US',
  uk: 'GB',
  'great britain': 'GB',
  'czech republic': 'CZ',
  uae: 'AE',
};

/** The country a stored name (or an ISO code) stands for, or null for one the list lacks. */
export function findCountry(nameOrCode: string): Country | null {
  const text = nameOrCode.trim().toLowerCase();
  if (text === '') return null;
  const code = ALIASES[text];
  return COUNTRIES.find((country) => country.name.toLowerCase() === text || country.code.toLowerCase() === text || country.code === code) ?? null;
}

/** The country's name in `language`; the stored text when the list lacks it. */
export function countryLabel(name: string, language: string): string {
  const country = findCountry(name);
  if (!country) return name;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/**
 * The select's options: the spec's six first, the others by their label in the reader's
 * language, and a stored value spelt otherwise kept at the end so editing never changes it unasked.
 */
export function countryOptions(language: string, current = ''): { value: string; label: string }[] {
  const option = (country: Country) => ({ value: country.name, label: countryLabel(country.name, language) });
  const others = OTHER_COUNTRIES.map(option).sort((a, b) => a.label.localeCompare(b.label, language));
  const options = [...SPEC_COUNTRIES.map(option), ...others];
  const kept = current.trim();
  if (kept !== '' && !COUNTRIES.some((country) => country.name === kept)) options.push({ value: kept, label: countryLabel(kept, language) });
  return options;
}
