import { describe, expect, it, vi } from 'vitest';
import { logout } from '../api/session';
import { rememberWaitingWindow, rememberWindow, WAITING_WINDOWS } from '../realtime/window-registry';
import { windowFeatures } from './window-features';

describe('spec §2 popup windows 1500x800', () => {
  it('opens the site’s windows at 1500x800, centred on the member’s screen', () => {
    expect(windowFeatures({ width: 1920, height: 1080, left: 0, top: 0 })).toBe(
      'popup=yes,width=1500,height=800,left=210,top=140,resizable=yes,scrollbars=yes',
    );
    // A screen smaller than the window: the browser clamps; we never ask for a negative position.
    expect(windowFeatures({ width: 1280, height: 720 })).toContain('left=0,top=0');
  });
});

describe('spec §4 logout closes popups', () => {
  it('closes every window the tab opened when the session ends', () => {
    const fake = () =>
      ({ closed: false, close: vi.fn() }) as unknown as Window & { close: ReturnType<typeof vi.fn> };
    const centre = fake();
    const game = fake();
    rememberWindow('arks_user', centre);
    rememberWaitingWindow(WAITING_WINDOWS.game, game, 'GPHOUSE:dice');
    localStorage.setItem('token', 't');
    logout();
    expect(centre.close).toHaveBeenCalledOnce();
    expect(game.close).toHaveBeenCalledOnce();
  });
});
