import type { TLogoKind } from '@arks/contracts';
import type { LayoutMode } from '../../../lib/layout-mode';

export interface LogoEntry {
  id: number;
  kind: TLogoKind;
  photo_path: string;
}

/** The page's scheme: a light template wants artwork drawn for light backgrounds. */
export type LogoScheme = 'light' | 'dark';

/**
 * The logo for the current layout and scheme, best first: on a light template the layout's light
 * variant, then its normal logo, then the other layout's (light first); on a dark template the light
 * variants come last. A site with only one artwork uses it everywhere but the favicon.
 */
export function pickLogo(
  list: readonly LogoEntry[],
  mode: LayoutMode,
  scheme: LogoScheme,
): LogoEntry | undefined {
  const other: LayoutMode = mode === 'desktop' ? 'mobile' : 'desktop';
  const order: TLogoKind[] =
    scheme === 'light'
      ? [`${mode}_light`, mode, `${other}_light`, other]
      : [mode, other, `${mode}_light`, `${other}_light`];
  for (const kind of order) {
    const found = list.find((logo) => logo.kind === kind);
    if (found) return found;
  }
  return undefined;
}

export function pickFavicon(list: readonly LogoEntry[]): LogoEntry | undefined {
  return list.find((logo) => logo.kind === 'favicon');
}
