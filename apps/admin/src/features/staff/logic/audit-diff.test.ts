import { describe, expect, it } from 'vitest';
import { auditDiff, auditValue } from './audit-diff';

describe('auditDiff', () => {
  it('lines up before and after field by field, the rest of the detail apart', () => {
    const diff = auditDiff({
      reason: 'rebrand',
      before: { currencies: ['BRL'], is_demo: false, title_en: 'Lotus' },
      after: { currencies: ['BRL', 'THB'], is_demo: true, title_en: 'Lotus', time_zone: 'Asia/Yangon' },
    });
    expect(diff.lines).toEqual([
      { field: 'currencies', before: 'BRL', after: 'BRL, THB', changed: true },
      { field: 'is_demo', before: 'false', after: 'true', changed: true },
      { field: 'title_en', before: 'Lotus', after: 'Lotus', changed: false },
      { field: 'time_zone', before: '—', after: 'Asia/Yangon', changed: true },
    ]);
    expect(diff.other).toEqual([{ key: 'reason', value: 'rebrand' }]);
  });

  it('shows a creation (after alone) field by field, not again as a raw entry', () => {
    const made = auditDiff({ reason: 'launch', after: { name: 'lotus', hosts: ['a.test'] } });
    expect(made.lines).toEqual([
      { field: 'name', before: '—', after: 'lotus', changed: true },
      { field: 'hosts', before: '—', after: 'a.test', changed: true },
    ]);
    expect(made.other).toEqual([{ key: 'reason', value: 'launch' }]);
  });

  it('reads `was` as the before of older rows, and a detail without a change as plain entries', () => {
    const older = auditDiff({
      template: 'pc',
      was: { template: 'site02', mobile_template: 'H5_1' },
      note: 'x',
    });
    expect(older.lines).toEqual([{ field: 'template', before: 'site02', after: 'pc', changed: true }]);
    expect(older.other).toEqual([{ key: 'note', value: 'x' }]);
    const plain = auditDiff({ reason: 'fraud', amount: '100.00', before: 'not an object' });
    expect(plain.lines).toEqual([]);
    expect(plain.other.map((o) => o.key)).toEqual(['reason', 'amount', 'before']);
  });
});

describe('auditValue', () => {
  it('shows nothing as a dash and objects as JSON', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue(0)).toBe('0');
  });
});
