import { DESKTOP_TEMPLATES, MOBILE_TEMPLATES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { DESKTOP_THEMES } from './desktop-templates';
import { MOBILE_THEMES } from './mobile-templates';
import { templateTheme } from './resolve-theme';
import { HOME_SECTIONS, type TemplateTheme } from './template-theme';

const desktop = Object.values(DESKTOP_THEMES);
const mobile = Object.values(MOBILE_THEMES);
const all: TemplateTheme[] = [...desktop, ...mobile];

/** What makes two looks different beyond colour. */
function structure(theme: TemplateTheme): Record<string, string> {
  return {
    header: theme.header,
    hallNav: theme.hallNav,
    hallCards: theme.hallCards,
    hero: theme.hero,
    density: theme.density,
    tabBar: theme.mode === 'mobile' ? theme.tabBar : '',
    sections: theme.homeSections.join(),
    radius: theme.radius.card,
    font: theme.type.headingFont + theme.type.headingCase,
    scheme: theme.scheme,
  };
}

describe('template themes', () => {
  it('has a theme for every template name, aliases drawn as their base', () => {
    for (const name of DESKTOP_TEMPLATES)
      expect(templateTheme('desktop', { template: name, mobile_template: 'H5_1' }).name).toBe(name);
    for (const name of MOBILE_TEMPLATES) {
      const theme = templateTheme('mobile', { template: 'pc', mobile_template: name });
      expect(theme.mode).toBe('mobile');
    }
    expect(templateTheme('mobile', { template: 'pc', mobile_template: 'origin_mobile' }).name).toBe('origin');
    expect(templateTheme('mobile', { template: 'pc', mobile_template: 'bob_mobile_template' }).name).toBe(
      'bob',
    );
    // Names this build does not know draw as the defaults rather than failing.
    expect(templateTheme('desktop', { template: 'pc2', mobile_template: 'H5_1' }).name).toBe('pc');
    expect(templateTheme('mobile', { template: 'pc', mobile_template: 'H9' }).name).toBe('H5_1');
  });

  it('makes origin light and bob dark', () => {
    expect(MOBILE_THEMES.origin.scheme).toBe('light');
    expect(MOBILE_THEMES.bob.scheme).toBe('dark');
  });

  it('orders every home section exactly once in each template', () => {
    for (const theme of all)
      expect([...theme.homeSections].sort(), theme.name).toEqual([...HOME_SECTIONS].sort());
  });

  it('differs from every other template of its mode in at least three ways besides colour', () => {
    for (const group of [desktop, mobile]) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const [x, y] = [structure(a), structure(b)];
          const differences = Object.keys(x).filter((key) => x[key] !== y[key]);
          expect(
            differences.length,
            `${a.name} vs ${b.name}: ${differences.join(', ')}`,
          ).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('keeps every text colour readable on the surfaces it sits on (WCAG AA)', () => {
    for (const { name, colors: c } of all) {
      for (const ground of [c.canvas, c.surface, c.raised, c.overlay]) {
        expect(contrast(c.ink, ground), `${name} ink`).toBeGreaterThanOrEqual(7);
        expect(contrast(c.inkMuted, ground), `${name} ink-muted`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.inkFaint, ground), `${name} ink-faint`).toBeGreaterThanOrEqual(3);
        for (const status of [c.success, c.danger, c.warning, c.info, c.primary]) {
          expect(contrast(status, ground), `${name} ${status} on ${ground}`).toBeGreaterThanOrEqual(3);
        }
      }
      expect(contrast(c.inkFaint, c.canvas), `${name} ink-faint on canvas`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.onPrimary, c.primary), `${name} on-primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.onSecondary, c.secondary), `${name} on-secondary`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.onScrim, c.scrim), `${name} on-scrim`).toBeGreaterThanOrEqual(7);
    }
  });
});
