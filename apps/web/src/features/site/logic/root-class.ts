import type { LayoutMode } from '../../../lib/layout-mode';

export interface RootClassInput {
  mode: LayoutMode;
  siteName: string;
  theme: string;
  language: string;
  /** The desktop template (pc) in desktop mode, the mobile template (H5_1 …) in mobile mode. */
  template: string;
}

/** Server values end up in a class attribute: keep them to safe class characters. */
function token(value: string): string {
  return (
    value
      .trim()
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'none'
  );
}

/**
 * Spec §2: the layout root carries a class from site name, theme, language and template, so operator
 * style sheets can target one site or template without touching the app.
 */
export function rootClassNames(input: RootClassInput): string[] {
  return [
    `layout-${input.mode}`,
    `site-${token(input.siteName)}`,
    `theme-${token(input.theme)}`,
    `lang-${token(input.language)}`,
    `template-${token(input.template)}`,
  ];
}
