import { describe, expect, it } from 'vitest';
import { floatShown } from './float-items';

describe('float items', () => {
  it('show on both layouts, or only the one they are for', () => {
    expect(floatShown({ device: 0 }, 'desktop')).toBe(true);
    expect(floatShown({ device: 0 }, 'mobile')).toBe(true);
    expect(floatShown({ device: 1 }, 'desktop')).toBe(true);
    expect(floatShown({ device: 1 }, 'mobile')).toBe(false);
    expect(floatShown({ device: 2 }, 'mobile')).toBe(true);
    expect(floatShown({ device: 2 }, 'desktop')).toBe(false);
  });
});
