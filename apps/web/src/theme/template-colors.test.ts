import { describe, expect, it } from 'vitest';
import { isSafeColor, templateColorVars } from './template-colors';

describe('template colours', () => {
  it('maps the template roles to the CSS variables the theme reads', () => {
    expect(
      templateColorVars({
        primary: '#d4af37',
        accent: '#c0392b',
        background: '#0b0f1a',
        surface: '#151b2b',
        text: '#f5f5f5',
      }),
    ).toEqual({
      '--site-primary': '#d4af37',
      '--site-accent': '#c0392b',
      '--site-background': '#0b0f1a',
      '--site-surface': '#151b2b',
      '--site-text': '#f5f5f5',
    });
  });

  it('drops values that are not plain colours', () => {
    expect(templateColorVars({ primary: 'red;background:url(x)', accent: 'rgb(1, 2, 3)' })).toEqual({
      '--site-accent': 'rgb(1, 2, 3)',
    });
    expect(isSafeColor('hsl(40 60% 50% / .5)')).toBe(true);
    expect(isSafeColor('#12')).toBe(false);
    expect(templateColorVars(undefined)).toEqual({});
  });
});
