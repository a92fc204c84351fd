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
