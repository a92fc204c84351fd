import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, isValidRange, matchingPreset, presetRange } from './date-range';
import { pageCount, pageItems, pageSpan } from './paging';
import { formatRecordTime } from './record-time';

// 2026-03-01 02:30 UTC: still 28 February in Caracas (UTC-4), already 1 March in Shanghai (UTC+8).
const now = new Date('2026-03-01T02:30:00Z');

describe('date ranges', () => {
  it('counts days in the site’s zone, not the browser’s', () => {
    expect(dateInZone(now, 'Asia/Shanghai')).toBe('2026-03-01');
    expect(dateInZone(now, 'America/Caracas')).toBe('2026-02-28');
    expect(dateInZone(now, 'Not/AZone')).toBe('2026-03-01');
  });

  it('adds days across month and leap-year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('makes quick ranges that end today and include it', () => {
    expect(presetRange('today', now, 'Asia/Shanghai')).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-01',
    });
    expect(presetRange('days7', now, 'Asia/Shanghai')).toEqual({
      start_date: '2026-02-23',
      end_date: '2026-03-01',
    });
    expect(presetRange('days30', now, 'America/Caracas')).toEqual({
      start_date: '2026-01-30',
      end_date: '2026-02-28',
    });
  });

  it('recognises a preset and validates ranges', () => {
    expect(matchingPreset({ start_date: '2026-02-23', end_date: '2026-03-01' }, now, 'Asia/Shanghai')).toBe(
      'days7',
    );
    expect(
      matchingPreset({ start_date: '2026-02-22', end_date: '2026-03-01' }, now, 'Asia/Shanghai'),
    ).toBeNull();
    expect(isValidRange({ start_date: '2026-03-01', end_date: '2026-03-01' })).toBe(true);
    expect(isValidRange({ start_date: '2026-03-02', end_date: '2026-03-01' })).toBe(false);
    expect(isValidRange({ start_date: '', end_date: '2026-03-01' })).toBe(false);
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it('spans the rows of a page', () => {
    expect(pageSpan(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageSpan(2, 20, 57)).toEqual({ from: 21, to: 40 });
    expect(pageSpan(3, 20, 57)).toEqual({ from: 41, to: 57 });
  });
});

describe('record times', () => {
  it('shows a timestamp in the site’s zone', () => {
    expect(formatRecordTime('2026-03-01T02:30:00.000Z', 'Asia/Shanghai')).toBe('2026-03-01 10:30');
    expect(formatRecordTime('2026-03-01T02:30:00.000Z', 'America/Caracas')).toBe('2026-02-28 22:30');
    expect(formatRecordTime(null, 'UTC')).toBe('');
  });
});
