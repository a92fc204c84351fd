import { describe, expect, it } from 'vitest';
import { lagLevel, lagParts } from './logic';

describe('bet feed lag', () => {
  it('is told in the largest whole unit that fits', () => {
    expect(lagParts(null)).toEqual({ unit: 'none', n: 0 });
    expect(lagParts(59)).toEqual({ unit: 'seconds', n: 59 });
    expect(lagParts(600)).toEqual({ unit: 'minutes', n: 10 });
    expect(lagParts(3 * 3600 + 59)).toEqual({ unit: 'hours', n: 3 });
    expect(lagParts(5 * 86_400)).toEqual({ unit: 'days', n: 5 });
  });

  it('a feed that failed since its last good page is failing, one read long ago is behind', () => {
    expect(lagLevel(60, 0)).toBe('ok');
    expect(lagLevel(60, 2)).toBe('failing');
    expect(lagLevel(16 * 60, 0)).toBe('behind');
    expect(lagLevel(null, 0)).toBe('behind');
  });
});
