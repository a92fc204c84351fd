import { CSV_FORMULA } from '../../lib/csv';

/** One CSV cell: quoted, quotes doubled, and a would-be formula defused with a leading quote. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (CSV_FORMULA.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV text with a byte-order mark (Excel then reads UTF-8, Chinese included). */
export function toCsv(rows: Record<string, unknown>[]): string {
  if (!rows.length) return '\uFEFF';
  const head = Object.keys(rows[0]!);
  const lines = [head.map(csvCell).join(','), ...rows.map((r) => head.map((k) => csvCell(r[k])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(filename: string, rows: Record<string, unknown>[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${filename}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
