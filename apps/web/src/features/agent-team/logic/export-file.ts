import type { DateRange } from '../../../lib/records/date-range';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The operation report's file route and the name the download is saved under. */
export function exportPath(range: DateRange, format: ExportFormat) {
  const query = new URLSearchParams({ format, start_date: range.start_date, end_date: range.end_date });
  return {
    path: `/member/agent/team/operation/export?${query.toString()}`,
    fileName: `team-${range.start_date}-${range.end_date}.${format}`,
  };
}

/** A stratified level's file route (the viewed agent's level) and the name the download is saved under. */
export function stratifiedExportPath(range: DateRange, agentId: number | undefined, format: ExportFormat) {
  const query = new URLSearchParams({ format, start_date: range.start_date, end_date: range.end_date });
  if (agentId !== undefined) query.set('agent_id', String(agentId));
  return {
    path: `/member/agent/team/stratified/export?${query.toString()}`,
    fileName: `team-levels-${range.start_date}-${range.end_date}.${format}`,
  };
}

/**
 * Commission is settled over whole periods: the dates that cover every period a range touches, or
 * null when that would pass the longest report.
 */
export function wholePeriods(periods: readonly { start_date: string; end_date: string }[], maxDays: number) {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return null;
  const days = (Date.parse(last.end_date) - Date.parse(first.start_date)) / 86_400_000;
  return days < maxDays ? { start_date: first.start_date, end_date: last.end_date } : null;
}
