import { describe, expect, it } from 'vitest';
import { exportPath } from './export-file';

describe('operation report file', () => {
  it('names the route with its period and format, and the file after them', () => {
    expect(exportPath({ start_date: '2026-11-01', end_date: '2026-11-29' }, 'xlsx')).toEqual({
      path: '/member/agent/team/operation/export?format=xlsx&start_date=2026-11-01&end_date=2026-11-29',
      fileName: 'team-2026-11-01-2026-11-29.xlsx',
    });
  });
});
