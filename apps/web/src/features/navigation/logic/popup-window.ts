import type { LayoutMode } from '../../../lib/layout-mode';
import { windowFeatures, type ScreenBox } from '../../../lib/window-features';
import { normalizePath } from './route-rules';

/** Spec §2: in desktop mode these pages open in their own 1500x800 window, elsewhere in the same page. */
export const POPUP_PATHS = ['/user', '/proxy', '/fastpayment'] as const;

export interface PopupSpec {
  url: string;
  /** One named window per page, so a second click focuses it instead of stacking windows. */
  name: string;
  features: string;
}

export type { ScreenBox };

function popupRoot(path: string): string | undefined {
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? '/').toLowerCase();
  return POPUP_PATHS.find((root) => pathname === root || pathname.startsWith(`${root}/`));
}

export function popupFor(path: string, mode: LayoutMode, screen?: ScreenBox): PopupSpec | null {
  if (mode !== 'desktop') return null;
  const root = popupRoot(path);
  if (!root) return null;
  return {
    url: path,
    name: `arks${root.replace(/\//g, '_')}`,
    features: windowFeatures(screen),
  };
}
