import type { LayoutMode } from '../../../lib/layout-mode';

export interface LogoEntry {
  id: number;
  kind: 'desktop' | 'mobile' | 'favicon';
  photo_path: string;
}

/** The logo for the current layout; a site with only one artwork uses it everywhere but the favicon. */
export function pickLogo(list: readonly LogoEntry[], mode: LayoutMode): LogoEntry | undefined {
  return list.find((logo) => logo.kind === mode) ?? list.find((logo) => logo.kind !== 'favicon');
}

export function pickFavicon(list: readonly LogoEntry[]): LogoEntry | undefined {
  return list.find((logo) => logo.kind === 'favicon');
}
