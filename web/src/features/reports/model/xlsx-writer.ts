import type { Cell, CellFormat, CellValue, WorkbookModel } from './report-workbook.ts';

/** Excel number formats; Excel shows them with the reader's own separators. */
const NUMBER_FORMAT: Readonly<Record<CellFormat, string | undefined>> = {
  text: undefined,
  integer: '#,##0',
  decimal: '#,##0.0',
  ratio: '0.000',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const isFormatted = (cell: Cell): cell is { value: CellValue; format: CellFormat } => cell !== null && typeof cell === 'object' && !(cell instanceof Date);

/**
 * Writes a workbook model as an .xlsx file with exceljs. The library is loaded here, on
 * demand, so the dashboard's bundle carries it only once somebody downloads a workbook.
 */
export async function writeWorkbook(model: WorkbookModel): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Facility Pulse';
  workbook.title = model.title;
  for (const sheet of model.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: model.rightToLeft }] });
    worksheet.columns = sheet.columns.map((column) => ({ header: column.header, width: column.width, style: { numFmt: NUMBER_FORMAT[column.format] } }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = worksheet.addRow(row.map((cell) => (isFormatted(cell) ? cell.value : cell)));
      row.forEach((cell, index) => {
        if (isFormatted(cell) && NUMBER_FORMAT[cell.format]) added.getCell(index + 1).numFmt = NUMBER_FORMAT[cell.format]!;
      });
    }
    if (sheet.totalRow && sheet.rows.length > 0) worksheet.getRow(sheet.rows.length + 1).font = { bold: true };
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
