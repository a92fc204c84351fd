import { describe, expect, it } from 'vitest';
import { contrast, isLight, isSafeColor, parseColor } from './color';
import { DESKTOP_THEMES } from './desktop-templates';
import { MOBILE_THEMES } from './mobile-templates';
import { brandedColors, homeSections } from './resolve-theme';
import { tokenVars } from './tokens';

const darkSite = {
  mobile_template: 'H5_1',
  colors: {
    primary: '#d7263d',
    accent: '#f4b942',
    background: '#140b0d',
    surface: '#221316',
    text: '#f8ede3',
  },
  home_sections: ['banner', 'marquee', 'game_halls', 'hot_games'],
};

describe('colours', () => {
  it('reads hex, rgb() and hsl() and refuses anything that could leave a style attribute', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(18 164 164 / 0.5)')).toEqual([18, 164, 164]);
    expect(parseColor('hsl(0 100% 50%)')!.map(Math.round)).toEqual([255, 0, 0]);
    expect(isSafeColor('red;background:url(x)')).toBe(false);
    expect(parseColor('#12')).toBeNull();
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(isLight('#fff8f0')).toBe(true);
    expect(isLight('#140b0d')).toBe(false);
  });
});

describe('the site’s colours over a template', () => {
  it('takes the site’s page colours only on the template they were set for, in its scheme', () => {
    const own = brandedColors(MOBILE_THEMES.H5_1, darkSite);
    expect(own).toMatchObject({ canvas: '#140b0d', surface: '#221316', ink: '#f8ede3', primary: '#d7263d' });
    // Another template keeps its own page colours and takes the brand colours.
    const other = brandedColors(MOBILE_THEMES.H5_3, darkSite);
    expect(other.canvas).toBe(MOBILE_THEMES.H5_3.colors.canvas);
    expect(other.primary).toBe('#d7263d');
    // A light template never takes a dark page, even one set for it.
    const origin = brandedColors(MOBILE_THEMES.origin, { ...darkSite, mobile_template: 'origin_mobile' });
    expect(origin.canvas).toBe(MOBILE_THEMES.origin.colors.canvas);
    expect(origin.ink).toBe(MOBILE_THEMES.origin.colors.ink);
  });

  it('refuses a brand colour that would not read on the template, and picks text that reads on it', () => {
    const pale = { ...darkSite, colors: { ...darkSite.colors, primary: '#fff4c0', accent: 'url(x)' } };
    const light = brandedColors(DESKTOP_THEMES.suncity, pale);
    expect(light.primary).toBe(DESKTOP_THEMES.suncity.colors.primary);
    expect(light.secondary).toBe(DESKTOP_THEMES.suncity.colors.secondary);
    const dark = brandedColors(DESKTOP_THEMES.pc, pale);
    expect(dark.primary).toBe('#fff4c0');
    expect(contrast(dark.onPrimary, dark.primary)).toBeGreaterThanOrEqual(7);
    expect(contrast(brandedColors(DESKTOP_THEMES.pc, darkSite).onPrimary, '#d7263d')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('keeps the template unchanged without a site configuration', () => {
    expect(brandedColors(DESKTOP_THEMES.apsport, undefined)).toEqual(DESKTOP_THEMES.apsport.colors);
  });
});

describe('home sections', () => {
  it('keeps the template’s order and drops switchable sections the site does not list', () => {
    expect(homeSections(MOBILE_THEMES.H5_2, darkSite)).toEqual([
      'banner',
      'marquee',
      'hot_games',
      'game_halls',
      'guide',
      'ads',
    ]);
    expect(homeSections(DESKTOP_THEMES.pc, undefined)).toEqual(DESKTOP_THEMES.pc.homeSections);
    expect(homeSections(DESKTOP_THEMES.pc, { ...darkSite, home_sections: [] })).toEqual(
      DESKTOP_THEMES.pc.homeSections,
    );
  });
});

describe('token variables', () => {
  it('names every token as the CSS variable index.css reads', () => {
    const vars = tokenVars(
      MOBILE_THEMES.origin.colors,
      MOBILE_THEMES.origin.radius,
      MOBILE_THEMES.origin.type,
    );
    expect(vars).toMatchObject({
      '--site-canvas': '#f3f4f6',
      '--site-ink-muted': '#474d59',
      '--site-on-primary': '#ffffff',
      '--site-radius-card': '12px',
      '--site-radius-control': '10px',
      '--site-text-title': '1.5rem',
      '--site-heading-case': 'none',
    });
  });
});
