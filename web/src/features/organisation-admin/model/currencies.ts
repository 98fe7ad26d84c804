/** ISO 4217 currencies for the time-saving form, as the browser knows them, with names in the reader's language. */
export function currencyOptions(language: string, current = ''): { value: string; label: string }[] {
  const codes = new Set(Intl.supportedValuesOf('currency'));
  if (/^[A-Z]{3}$/.test(current)) codes.add(current);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  return [...codes].sort().map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}
