import { describe, expect, it } from 'vitest';
import { floatLink, floatShown } from './float-items';

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

describe('float item links', () => {
  const origin = 'https://www.example.com';
  it('keep site paths and web addresses', () => {
    expect(floatLink('/discount', origin)).toBe('/discount');
    expect(floatLink('https://t.me/operator', origin)).toBe('https://t.me/operator');
  });
  it('drop script and local-data addresses saved before the address rule, and empty links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ])
      expect(floatLink(bad, origin)).toBeNull();
    expect(floatLink('', origin)).toBeNull();
  });
});
