import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './header-links';

describe('the desktop header links', () => {
  const widths = [100, 80, 120, 90];

  it('shows every entry when they fit, or while the width is not known yet', () => {
    expect(entriesThatFit(widths, 70, 402)).toBe(4);
    expect(entriesThatFit(widths, 70, 0)).toBe(4);
  });

  it('keeps the entries that fit beside the More button and folds the rest into it', () => {
    // 100 + 4 + 80 + 4 + 120 = 308 entries, + 4 + 70 for More = 382.
    expect(entriesThatFit(widths, 70, 401)).toBe(3);
    expect(entriesThatFit(widths, 70, 382)).toBe(3);
    expect(entriesThatFit(widths, 70, 381)).toBe(2);
    expect(entriesThatFit(widths, 70, 60)).toBe(0);
  });
});
