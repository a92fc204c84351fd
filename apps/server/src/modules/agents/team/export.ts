import type { AgentTeamOperation, AgentTeamStratified, CallData, LangCode } from '@arks/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { serverMessage } from '../../../messages';

/**
 * The team's operation report and stratified table as files, with the same libraries and cell rules as the operator's
 * report exports (reports/daily keeps its own writer behind its face; this one is the member's, with
 * headings in the member's language).
 */

export const OPERATION_COLUMNS = [
  ['day', false],
  ['registrations', false],
  ['first_deposits', false],
  ['deposits', true],
  ['withdrawals', true],
  ['net', true],
  ['rounds', false],
  ['stake', true],
  ['valid_bet', true],
  ['win_loss', true],
  ['promotions', true],
  ['rebates', true],
  ['active_members', false],
] as const;

export const STRATIFIED_COLUMNS = [
  ['account', false],
  ['members', false],
  ['deposits', true],
  ['withdrawals', true],
  ['valid_bet', true],
  ['win_loss', true],
  ['promotions', true],
  ['rebates', true],
  ['fees', true],
  ['commission', true],
] as const;

/** The heading keys of the files (server messages, NOTIFICATION_KEYS). */
export const EXPORT_HEADING_KEYS = [
  ...new Set([
    ...OPERATION_COLUMNS.map(([key]) => `agentTeam.heading.${key}` as const),
    ...STRATIFIED_COLUMNS.map(([key]) => `agentTeam.heading.${key}` as const),
    'agentTeam.heading.total' as const,
  ]),
];

export interface Table {
  name: string;
  columns: { key: string; heading: string; amount: boolean }[];
  rows: Record<string, string | number>[];
}

export function operationTable(report: CallData<typeof AgentTeamOperation>, lang: LangCode): Table {
  const heading = (key: string) => serverMessage(`agentTeam.heading.${key}`, lang) ?? key;
  return {
    name: heading('day'),
    columns: OPERATION_COLUMNS.map(([key, amount]) => ({ key, heading: heading(key), amount })),
    rows: [...report.list, { ...report.totals, day: heading('total') }],
  };
}

/**
 * One level of the stratified table as a file: a row per direct member or sub-agent, then the totals.
 * Commission is left empty where the screen shows none (a plain member, dates that cut a period).
 */
export function stratifiedTable(report: CallData<typeof AgentTeamStratified>, lang: LangCode): Table {
  const heading = (key: string) => serverMessage(`agentTeam.heading.${key}`, lang) ?? key;
  const cells = ({ commission, ...rest }: CallData<typeof AgentTeamStratified>['totals']) => ({
    ...rest,
    commission: commission ?? '',
  });
  return {
    name: report.path.at(-1)?.account ?? heading('account'),
    columns: STRATIFIED_COLUMNS.map(([key, amount]) => ({ key, heading: heading(key), amount })),
    rows: [
      ...report.rows.map((r) => ({ ...cells(r), account: r.account })),
      { ...cells(report.totals), account: heading('total') },
    ],
  };
}

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe; numbers stay. */
export function safeCell(value: string | number): string | number {
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(table: Table): Buffer {
  const text = stringify(
    table.rows.map((r) => table.columns.map((c) => safeCell(r[c.key] ?? ''))),
    { header: true, columns: table.columns.map((c) => c.heading) },
  );
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return Buffer.concat([Buffer.from('\ufeff'), Buffer.from(text, 'utf8')]);
}

/** Amounts are written as numbers (exact to the currency's minor unit) so the sheet can add them up. */
export async function toXlsx(table: Table): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.name.slice(0, 31) || 'report');
  sheet.columns = table.columns.map((c) => ({
    header: c.heading,
    key: c.key,
    width: Math.max(12, c.heading.length + 2),
  }));
  for (const r of table.rows) {
    sheet.addRow(
      Object.fromEntries(
        table.columns.map((c) => {
          const v = r[c.key] ?? '';
          return [c.key, c.amount && typeof v === 'string' ? Number(v) : safeCell(v)];
        }),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
