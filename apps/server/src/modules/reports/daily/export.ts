import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** A report as a table: column keys (the wire names), a heading each, and rows of plain values. */
export interface ReportTable {
  name: string;
  columns: { key: string; heading: string; amount?: boolean }[];
  rows: Record<string, string | number | null>[];
}

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) gets a leading
 * apostrophe; numbers (a negative amount too) stay as they are.
 */
export function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(table: ReportTable): Buffer {
  const text = stringify(
    table.rows.map((r) => table.columns.map((c) => safeCell(r[c.key] ?? null))),
    { header: true, columns: table.columns.map((c) => c.heading) },
  );
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (member accounts, zh-CN).
  return Buffer.concat([Buffer.from('\ufeff'), Buffer.from(text, 'utf8')]);
}

/**
 * Amounts are written as numbers (decimal strings on the wire, exact to the currency's minor unit)
 * so the sheet can add them up; everything else as it is.
 */
export async function toXlsx(table: ReportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.name);
  sheet.columns = table.columns.map((c) => ({
    header: c.heading,
    key: c.key,
    width: Math.max(12, c.heading.length + 2),
  }));
  for (const r of table.rows) {
    sheet.addRow(
      Object.fromEntries(
        table.columns.map((c) => {
          const v = r[c.key] ?? null;
          return [c.key, c.amount && typeof v === 'string' ? Number(v) : v === null ? null : safeCell(v)];
        }),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
