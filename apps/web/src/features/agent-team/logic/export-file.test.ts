import { describe, expect, it } from 'vitest';
import { exportPath, stratifiedExportPath, wholePeriods } from './export-file';

describe('operation report file', () => {
  it('names the route with its period and format, and the file after them', () => {
    expect(exportPath({ start_date: '2026-11-01', end_date: '2026-11-29' }, 'xlsx')).toEqual({
      path: '/member/agent/team/operation/export?format=xlsx&start_date=2026-11-01&end_date=2026-11-29',
      fileName: 'team-2026-11-01-2026-11-29.xlsx',
    });
  });
});

describe('stratified level file', () => {
  it('names the viewed agent when one is open', () => {
    const range = { start_date: '2026-11-01', end_date: '2026-11-30' };
    expect(stratifiedExportPath(range, undefined, 'csv').path).toBe(
      '/member/agent/team/stratified/export?format=csv&start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(stratifiedExportPath(range, 42, 'xlsx')).toEqual({
      path: '/member/agent/team/stratified/export?format=xlsx&start_date=2026-11-01&end_date=2026-11-30&agent_id=42',
      fileName: 'team-levels-2026-11-01-2026-11-30.xlsx',
    });
  });
});

describe('whole commission periods', () => {
  const month = (m: string, last: string) => ({ start_date: `2026-${m}-01`, end_date: `2026-${m}-${last}` });
  it('spans the periods a range touches, within the longest report', () => {
    expect(wholePeriods([month('10', '31'), month('11', '30')], 93)).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-11-30',
    });
    expect(wholePeriods([], 93)).toBeNull();
    // Four months are longer than a report may be.
    expect(wholePeriods([month('08', '31'), month('11', '30')], 93)).toBeNull();
  });
});
