import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportFixture } from '../testing/report-fixture.ts';
import { reportWorkbook, sheetName, workbookFileName, type Translate, type WorkbookWords } from './report-workbook.ts';
import { writeWorkbook } from './xlsx-writer.ts';

// Keys come back as themselves (namespace joined by a dot: Excel refuses ':' in sheet names),
// so the test sees which text each cell asks for.
const t: Translate = (key, options) => {
  const text = key.replace(':', '.');
  return options && !('defaultValue' in options) ? `${text} ${JSON.stringify(options)}` : text;
};
const words = (rightToLeft = false): WorkbookWords => ({ t, roomName: (roomId, name) => `${name} [${roomId}]`, siteName: 'Azrieli Tower', rightToLeft });

describe('the analysis report workbook', () => {
  const report = reportFixture();
  const model = reportWorkbook(report, words());
  const sheet = (key: string) => model.sheets.find((candidate) => candidate.name === key)!;

  it('has a summary, the overview series, the rooms, the complaints and the calls', () => {
    expect(model.sheets.map((candidate) => candidate.name)).toEqual(['reports.sheet.summary', 'reports.sheet.overview', 'reports.sheet.rooms', 'reports.sheet.complaints', 'reports.sheet.calls']);
  });

  it('lists every room in the reader’s language with exact figures and a total row', () => {
    const rooms = sheet('reports.sheet.rooms');
    expect(rooms.columns[0]!.header).toBe('analytics.columns.displayName');
    expect(rooms.rows.map((row) => row[0])).toEqual(['Lobby [r-1]', 'Kitchen [r-2]', 'reports.total']);
    expect(rooms.rows[0]![1]).toBe(1500);
    expect(rooms.rows[2]![1]).toBe(2013);
    expect(rooms.rows[0]![3]).toBe('labels.dirty_floor (3)');
    expect(rooms.totalRow).toBe(true);
  });

  it('marks a room removed since, and names it in English in its calls too', () => {
    const fixture = reportFixture();
    const [lobby, kitchen] = fixture.analytics.rows;
    fixture.analytics.rows = [lobby!, { ...kitchen!, displayName: 'מטבחון', roomNameEn: 'Kitchenette', removed: true }];
    fixture.calls.calls = fixture.calls.calls.map((call) => (call.roomId === 'r-2' ? { ...call, displayName: 'מטבחון' } : call));
    // An English reader's names: the one the answer carried, else the local one.
    const english: WorkbookWords = { ...words(), roomName: (_roomId, name, nameEn) => nameEn ?? name };
    const workbook = reportWorkbook(fixture, english);
    const rooms = workbook.sheets.find((candidate) => candidate.name === 'reports.sheet.rooms')!;
    expect(rooms.rows.map((row) => row[0])).toEqual(['Lobby', 'analytics.table.removedName {"name":"Kitchenette"}', 'reports.total']);
    const calls = workbook.sheets.find((candidate) => candidate.name === 'reports.sheet.calls')!;
    expect(calls.rows.map((row) => row[1])).toEqual(['Lobby', 'Kitchenette']);
  });

  it('places calls at the site’s wall-clock time and names their source, category and SLA state', () => {
    const calls = sheet('reports.sheet.calls');
    expect(calls.rows).toHaveLength(2);
    const [first] = calls.rows;
    expect((first![0] as Date).toISOString()).toBe('2026-11-01T23:30:00.000Z');
    expect(first!.slice(2, 4)).toEqual(['labels.source_complaint', 'labels.category_cleaning']);
    expect(first![11]).toBe('labels.call_state_late');
    expect(calls.rows[1]![6]).toBeNull();
    expect(calls.rows[1]![12]).toBe('labels.call_state_escalated');
    expect(first![12]).toBeNull();
  });

  it('gives one overview row per period, with every series', () => {
    const overview = sheet('reports.sheet.overview');
    expect(overview.rows).toHaveLength(2);
    expect((overview.rows[0]![0] as Date).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(overview.columns).toHaveLength(1 + 18);
    expect(overview.rows[0]![1]).toBe(1000);
  });

  it('keeps minutes as numbers of minutes and names the unit (and the currency) in the title', () => {
    const summary = sheet('reports.sheet.summary');
    const figure = (label: string) => summary.rows.find((row) => row[0] === label)?.[1];
    expect(figure('common.metrics.time_saved (common.units.minutes)')).toEqual({ value: 3, format: 'decimal' });
    expect(figure('common.metrics.response_time_SLA (common.units.minutes)')).toEqual({ value: 3, format: 'decimal' });
    expect(figure('common.metrics.est_ROI (ILS)')).toEqual({ value: 1234.5, format: 'money' });
    expect(figure('common.metrics.visits')).toEqual({ value: 2013, format: 'integer' });

    const overview = sheet('reports.sheet.overview');
    const headers = overview.columns.map((column) => column.header);
    expect(headers).toContain('common.metrics.time_saved (common.units.minutes)');
    expect(headers).toContain('common.metrics.visits');
    const timeSaved = headers.indexOf('common.metrics.time_saved (common.units.minutes)');
    expect(overview.columns[timeSaved]!.format).toBe('decimal');
    expect(overview.rows.map((row) => row[timeSaved])).toEqual([1, 2]);

    const rooms = sheet('reports.sheet.rooms');
    const response = rooms.columns.findIndex((column) => column.header === 'analytics.columns.avgResponseTime (common.units.minutes)');
    expect(response).toBeGreaterThan(0);
    expect(rooms.rows[0]![response]).toBe(7.5);
    // The calls' own minute columns already say so.
    expect(sheet('reports.sheet.calls').columns.map((column) => column.header)).toContain('reports.calls.responseMinutes');
  });

  it('names no currency when the site has none', () => {
    const fixture = reportFixture();
    fixture.overview.currency = null;
    const summary = reportWorkbook(fixture, words()).sheets[0]!;
    expect(summary.rows.map((row) => row[0])).toContain('common.metrics.est_ROI');
  });

  it('says in the summary how many calls it lists of how many', () => {
    const summary = sheet('reports.sheet.summary');
    expect(summary.rows.find((row) => row[0] === 'reports.summary.callsListed')![1]).toBe('reports.summary.callsListedValue {"listed":2,"total":3}');
  });

  it('keeps sheet names Excel accepts and file names every system accepts', () => {
    expect(sheetName('Calls: open/closed [all]')).toBe('Calls  open closed  all');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(workbookFileName('A/B: Tower', report)).toBe('A B  Tower 2026-11-01 - 2026-11-02.xlsx');
  });

  it('writes an .xlsx file that Excel readers open with the same values, right to left when the reader is', async () => {
    const buffer = await writeWorkbook(reportWorkbook(report, words(true)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const rooms = workbook.getWorksheet('reports.sheet.rooms')!;
    expect(rooms.getRow(1).getCell(1).value).toBe('analytics.columns.displayName');
    expect(rooms.getRow(2).getCell(2).value).toBe(1500);
    expect(rooms.getRow(4).font?.bold).toBe(true);
    expect(rooms.views[0]?.rightToLeft).toBe(true);
    const calls = workbook.getWorksheet('reports.sheet.calls')!;
    expect((calls.getRow(2).getCell(1).value as Date).toISOString()).toBe('2026-11-01T23:30:00.000Z');
    expect(calls.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(calls.rowCount).toBe(3);
  });
});
