/**
 * The semantic design tokens every component draws with. Each is a CSS variable on <html>, exposed to
 * Tailwind under a theme name in index.css (`bg-surface`, `text-ink-muted`, `border-line`,
 * `rounded-card`, `text-title` ...), so a template changes the whole site by changing values only.
 */
export interface ColorTokens {
  /** The page behind everything. */
  canvas: string;
  /** Cards, panels, bars. */
  surface: string;
  /** Inside a surface: inputs, nested cards, chips. */
  raised: string;
  /** Floats above the page: dialogs, menus, drawers. */
  overlay: string;
  /** Dims the page behind a dialog and darkens artwork under text; used with an opacity. */
  scrim: string;
  ink: string;
  inkMuted: string;
  /** Hints and secondary labels; still readable on canvas and surface. */
  inkFaint: string;
  onPrimary: string;
  onSecondary: string;
  /** Text on a scrim or on artwork: light in every scheme, because the scrim is dark in every scheme. */
  onScrim: string;
  line: string;
  lineStrong: string;
  primary: string;
  secondary: string;
  success: string;
  danger: string;
  warning: string;
  info: string;
}

export interface RadiusTokens {
  /** Cards, panels, dialogs. */
  card: string;
  /** Inputs, menu entries, boxes inside a card. */
  field: string;
  /** Buttons and inputs. */
  control: string;
  /** Chips, badges, pills. */
  chip: string;
}

/** A type step: font size and line height. */
export type TypeStep = readonly [size: string, lineHeight: string];

export interface TypeTokens {
  /** The hero's headline. */
  display: TypeStep;
  /** A page's heading. */
  title: TypeStep;
  /** A section's heading. */
  heading: TypeStep;
  body: TypeStep;
  caption: TypeStep;
  /** The font stack of headings (body text keeps the site's sans stack, which covers every script). */
  headingFont: string;
  headingWeight: number;
  headingCase: 'none' | 'uppercase';
  headingTracking: string;
}

export const COLOR_VAR: Record<keyof ColorTokens, string> = {
  canvas: '--site-canvas',
  surface: '--site-surface',
  raised: '--site-raised',
  overlay: '--site-overlay',
  scrim: '--site-scrim',
  ink: '--site-ink',
  inkMuted: '--site-ink-muted',
  inkFaint: '--site-ink-faint',
  onPrimary: '--site-on-primary',
  onSecondary: '--site-on-secondary',
  onScrim: '--site-on-scrim',
  line: '--site-line',
  lineStrong: '--site-line-strong',
  primary: '--site-primary',
  secondary: '--site-secondary',
  success: '--site-success',
  danger: '--site-danger',
  warning: '--site-warning',
  info: '--site-info',
};

/** Every token as the CSS variables index.css reads. */
export function tokenVars(
  colors: ColorTokens,
  radius: RadiusTokens,
  type: TypeTokens,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, name] of Object.entries(COLOR_VAR) as [keyof ColorTokens, string][]) {
    vars[name] = colors[key];
  }
  vars['--site-radius-card'] = radius.card;
  vars['--site-radius-field'] = radius.field;
  vars['--site-radius-control'] = radius.control;
  vars['--site-radius-chip'] = radius.chip;
  for (const step of ['display', 'title', 'heading', 'body', 'caption'] as const) {
    vars[`--site-text-${step}`] = type[step][0];
    vars[`--site-text-${step}-lh`] = type[step][1];
  }
  vars['--site-heading-font'] = type.headingFont;
  vars['--site-heading-weight'] = String(type.headingWeight);
  vars['--site-heading-case'] = type.headingCase;
  vars['--site-heading-tracking'] = type.headingTracking;
  return vars;
}
