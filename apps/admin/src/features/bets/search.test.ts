import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { searchFilters } from './search';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('bet search filters', () => {
  it('trims texts and leaves empty boxes out of the value', () => {
    const filters = searchFilters({ account: '  amy001 ', round_id: '', min_stake: ' 10 ' }, 'UTC');
    const value = (field: string) => filters.find((f) => 'field' in f && f.field === field)?.value;
    expect(value('account')).toBe('amy001');
    expect(value('round_id')).toBe('');
    expect(value('min_stake')).toBe('10');
    expect(value('placed_at')).toBeUndefined();
  });

  it('reads the placed range as minutes in the staff member’s zone', () => {
    const filters = searchFilters(
      { placed_at: [dayjs('2026-03-01T09:30:00'), dayjs('2026-03-02T18:00:00')] },
      'Asia/Shanghai',
    );
    const placed = filters.find((f) => 'field' in f && f.field === 'placed_at');
    expect(placed?.value).toEqual(['2026-03-01T09:30:00+08:00', '2026-03-02T18:00:00+08:00']);
  });
});
