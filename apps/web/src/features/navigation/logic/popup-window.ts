import { GAME_WINDOW } from '@arks/contracts';
import type { LayoutMode } from '../../../lib/layout-mode';
import { normalizePath } from './route-rules';

/** Spec §2: in desktop mode these pages open in their own 1500x800 window, elsewhere in the same page. */
export const POPUP_PATHS = ['/user', '/proxy', '/fastpayment'] as const;

export interface PopupSpec {
  url: string;
  /** One named window per page, so a second click focuses it instead of stacking windows. */
  name: string;
  features: string;
}

export interface ScreenBox {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

function popupRoot(path: string): string | undefined {
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? '/').toLowerCase();
  return POPUP_PATHS.find((root) => pathname === root || pathname.startsWith(`${root}/`));
}

export function popupFor(path: string, mode: LayoutMode, screen?: ScreenBox): PopupSpec | null {
  if (mode !== 'desktop') return null;
  const root = popupRoot(path);
  if (!root) return null;
  const { width, height } = GAME_WINDOW;
  // Centre on the member's screen when we know it; browsers clamp windows larger than the screen.
  const left = screen ? Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2)) : 0;
  return {
    url: path,
    name: `arks${root.replace(/\//g, '_')}`,
    features: `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  };
}
