/**
 * CSV for the export buttons: RFC 4180 quoting, a UTF-8 byte-order mark so spreadsheet
 * programs read Hebrew, Arabic and Cyrillic names correctly, and CRLF line ends.
 */
export type CsvCell = string | number | boolean | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
