import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badge', () => {
  it('hides at zero, counts up to 99, then caps', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
