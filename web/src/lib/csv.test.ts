import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['name', 'count'], [['Lobby, floor 1', 3], ['say "hi"', null], ['two\nlines', 0]])).toBe(
      'name,count\r\n"Lobby, floor 1",3\r\n"say ""hi""",\r\n"two\nlines",0',
    );
  });
  it('keeps Hebrew as it is', () => {
    expect(toCsv(['שם'], [['לובי קומה 1']])).toBe('שם\r\nלובי קומה 1');
  });
  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], [-3], ['-3']])).toBe("x\r\n'=SUM(A1)\r\n-3\r\n-3");
  });
});
