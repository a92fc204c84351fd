import { describe, expect, it } from 'vitest';
import { withoutTransitions } from './without-transitions';

// Other code (sonner) may have styles of its own in <head>; this looks for the rule withoutTransitions adds.
const RULE = '*,*::before,*::after{transition:none!important}';
const ruleInHead = () => [...document.head.querySelectorAll('style')].some((s) => s.textContent === RULE);

describe('withoutTransitions', () => {
  it('turns transitions off only while the change is applied', () => {
    let during = false;
    withoutTransitions(() => {
      document.documentElement.style.setProperty('--site-primary', '#123456');
      during = ruleInHead();
    });
    expect(during).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--site-primary')).toBe('#123456');
    expect(ruleInHead()).toBe(false);
    document.documentElement.style.removeProperty('--site-primary');
  });

  it('removes the rule even when the change throws', () => {
    expect(() =>
      withoutTransitions(() => {
        throw new Error('bad colour');
      }),
    ).toThrow('bad colour');
    expect(ruleInHead()).toBe(false);
  });
});
