import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection): =, +, - or @ first, also after
 * leading whitespace (a spreadsheet may skip it) and in their full-width forms ＝＋－＠ (which some
 * spreadsheets and input methods treat as the ASCII ones), or a tab or CR first. A member's name or
 * payer reference must not become a formula on a finance desk's computer.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@＝＋－＠])/;
/** A plain signed number ("-100.50") cannot call anything, and amounts must stay numbers in Excel. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** The text of one CSV cell: a would-be formula gets a leading quote, which shows it as text. */
export function csvCellText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * How every CSV of the console is written (papaparse): every cell in double quotes with inner quotes
 * doubled, a header row, CRLF lines. Its own formula escape is off: csvCellText has done that.
 */
export const CSV_UNPARSE = { quotes: true, header: true, newline: '\r\n', escapeFormulae: false } as const;

/** A row with every cell's text made safe. */
export const csvRow = (row: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, csvCellText(value)]));

/** Rows as CSV text with a byte-order mark (Excel then reads UTF-8, Chinese included). */
export function toCsv(rows: Record<string, unknown>[]): string {
  return `\uFEFF${Papa.unparse(rows.map(csvRow), CSV_UNPARSE)}`;
}

export function downloadCsv(filename: string, rows: Record<string, unknown>[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${filename}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
