import type { Readable } from 'node:stream';
import writeXlsxFile from 'write-excel-file/node';

/**
 * Spreadsheet exports (decision 062): CSV cells quoted with formulas neutralised, and XLSX sheets through
 * write-excel-file, shared by the back-office and the global indicators.
 */

/** One CSV cell: quoted, and a leading =, +, - or @ neutralised so a spreadsheet never runs it as a formula. */
export const csvCell = (s: string): string => `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;

/** One CSV line (`;` as Excel in French expects, CRLF). */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(';')}\r\n`;

/** The UTF-8 byte-order mark a CSV starts with, so Excel reads accents and Arabic. */
export const CSV_BOM = '\uFEFF';

export type SheetCell = { value: string | number; type?: NumberConstructor; fontWeight?: 'bold' };

/** An XLSX of one sheet (the name cut to Excel's 31 characters), streamed out. */
export function xlsxStream(rows: SheetCell[][], sheet: string): Promise<Readable> {
  const file = writeXlsxFile(rows, { sheet: sheet.slice(0, 31) });
  return (file.toStream as () => Promise<Readable>)();
}
