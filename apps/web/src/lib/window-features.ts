import { GAME_WINDOW } from '@arks/contracts';

export interface ScreenBox {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/**
 * Spec §2/§9 1500x800: the `window.open` features of the desktop member centre, agent centre and fast
 * payment windows, centred on the member's screen when it is known; browsers clamp a window larger than
 * the screen. (The game window opens without them: given a size, Chromium's game popup stopped closing
 * on the server's forward_game.status 958; see the issue note.)
 */
export function windowFeatures(screen?: ScreenBox): string {
  const { width, height } = GAME_WINDOW;
  const left = screen ? Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2)) : 0;
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** The member's screen, and where this window sits on it (to centre the new window over it). */
export function currentScreen(): ScreenBox {
  return {
    width: window.screen.availWidth || window.innerWidth,
    height: window.screen.availHeight || window.innerHeight,
    left: window.screenX,
    top: window.screenY,
  };
}
