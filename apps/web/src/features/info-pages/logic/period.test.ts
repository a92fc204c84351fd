import { describe, expect, it } from 'vitest';
import { infoPageHref, pageNumberOf, promotionPeriod } from './period';

describe('promotion period', () => {
  const zone = 'Asia/Shanghai';
  it('formats both ends in the site zone', () => {
    // 23:30 UTC on the 21st is already the 22nd in Shanghai.
    expect(promotionPeriod('2026-11-21T23:30:00Z', '2026-12-01T00:00:00Z', 'en-CA', zone)).toEqual({
      kind: 'range',
      start: '2026-11-22',
      end: '2026-12-01',
    });
  });
  it('says from, until or always when an end is open', () => {
    expect(promotionPeriod('2026-11-22T00:00:00Z', null, 'en-CA', zone)).toEqual({
      kind: 'from',
      start: '2026-11-22',
    });
    expect(promotionPeriod(null, '2026-11-22T00:00:00Z', 'en-CA', zone)).toEqual({
      kind: 'until',
      end: '2026-11-22',
    });
    expect(promotionPeriod(null, null, 'en-CA', zone)).toEqual({ kind: 'always' });
  });
});

describe('page addresses', () => {
  it('builds the address of a page', () => {
    expect(infoPageHref('faq', 2)).toBe('/faq/2');
  });
  it('reads only positive whole numbers', () => {
    expect(pageNumberOf('7')).toBe(7);
    expect(pageNumberOf('0')).toBeNull();
    expect(pageNumberOf('-1')).toBeNull();
    expect(pageNumberOf('2x')).toBeNull();
    expect(pageNumberOf('12345678')).toBeNull();
    expect(pageNumberOf(undefined)).toBeNull();
  });
});
