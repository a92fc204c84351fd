import type { TTemplateConfig } from '@arks/contracts';

type TemplateColors = TTemplateConfig['colors'];

/** CSS custom properties the Tailwind theme (index.css) reads: bg-primary, bg-canvas, text-ink, … */
export const COLOR_VARS: Record<keyof TemplateColors, string> = {
  primary: '--site-primary',
  accent: '--site-accent',
  background: '--site-background',
  surface: '--site-surface',
  text: '--site-text',
};

// Hex and rgb()/hsl() only: the value lands in a style attribute, so nothing that could close it.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/+-]+\))$/i;

export function isSafeColor(value: string): boolean {
  return SAFE_COLOR.test(value.trim());
}

/**
 * The template's colours as CSS variables. An unusable value is left out, so the built-in default from
 * index.css stays in force for that role instead of breaking the page.
 */
export function templateColorVars(colors: Partial<TemplateColors> | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!colors) return vars;
  for (const [role, variable] of Object.entries(COLOR_VARS) as [keyof TemplateColors, string][]) {
    const value = colors[role];
    if (typeof value === 'string' && isSafeColor(value)) vars[variable] = value.trim();
  }
  return vars;
}
