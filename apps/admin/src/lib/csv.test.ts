import { describe, expect, it } from 'vitest';
import { csvCellText, toCsv } from './csv';

/** Each way a cell can start a formula (OWASP CSV injection), as a member could type it. */
const FORMULA_ATTACKS = [
  '=1+1',
  ' =1+1',
  '\t=1',
  '\n=1',
  '\r\n=1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '@SUM',
  '+1+1',
  '-1+cmd',
  '=HYPERLINK("http://evil","x")',
  '\tplain',
  '\rplain',
];

/** Cell `text` as written in the file: quoted, quotes doubled. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

describe('a CSV cell', () => {
  it.each(FORMULA_ATTACKS)('%j is written with a leading quote, so it stays text', (attack) => {
    expect(csvCellText(attack)).toBe(`'${attack}`);
    expect(toCsv([{ name: attack }])).toBe(`\uFEFF"name"\r\n${quoted(`'${attack}`)}`);
  });

  it('leaves plain numbers, negative ones too, and ordinary text as they are', () => {
    // Amounts stay numbers in a spreadsheet: a bare signed number runs nothing.
    for (const text of ['-100.50', '-12', '+3', '0.01', 'refund - late', 'a=b', '中文', ''])
      expect(csvCellText(text)).toBe(text);
    expect(csvCellText(-5)).toBe('-5');
    expect(csvCellText(null)).toBe('');
    expect(csvCellText(undefined)).toBe('');
    // Not a plain number once anything else is in it.
    expect(csvCellText(' -5')).toBe("' -5");
    expect(csvCellText('-5 ')).toBe("'-5 ");
  });

  it('quotes every cell, doubles inner quotes and keeps line breaks inside the cell', () => {
    expect(toCsv([{ a: 1, b: '中文', c: 'say "hi"\nthere', d: null }])).toBe(
      '\uFEFF"a","b","c","d"\r\n"1","中文","say ""hi""\nthere",""',
    );
    expect(toCsv([])).toBe('\uFEFF');
  });
});
