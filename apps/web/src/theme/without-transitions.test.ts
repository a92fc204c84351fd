import { describe, expect, it } from 'vitest';
import { withoutTransitions } from './without-transitions';

describe('withoutTransitions', () => {
  it('turns transitions off only while the change is applied', () => {
    let during = '';
    withoutTransitions(() => {
      document.documentElement.style.setProperty('--site-primary', '#123456');
      during = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    });
    expect(during).toContain('transition:none!important');
    expect(document.documentElement.style.getPropertyValue('--site-primary')).toBe('#123456');
    expect(
      [...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('transition:none')),
    ).toBe(false);
    document.documentElement.style.removeProperty('--site-primary');
  });

  it('removes the rule even when the change throws', () => {
    expect(() =>
      withoutTransitions(() => {
        throw new Error('bad colour');
      }),
    ).toThrow('bad colour');
    expect(
      [...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('transition:none')),
    ).toBe(false);
  });
});
