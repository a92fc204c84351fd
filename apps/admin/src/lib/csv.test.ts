import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA } from './csv';

const csv = (rows: object[]) => Papa.unparse(rows, { escapeFormulae: CSV_FORMULA });

describe('CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    const out = csv([
      { name: '=HYPERLINK("http://evil","x")' },
      { name: '@SUM(A1)' },
      { name: '+1+1' },
      { name: '-1+cmd' },
    ]);
    expect(out.split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil"",""x"")"`,
      `"'@SUM(A1)"`,
      `"'+1+1"`,
      `"'-1+cmd"`,
    ]);
  });

  it('leaves amounts and ordinary text as they are', () => {
    expect(csv([{ amount: '-100.50', note: 'refund - late' }])).toBe('amount,note\r\n-100.50,refund - late');
  });
});
