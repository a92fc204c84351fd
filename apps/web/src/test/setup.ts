import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetGameSession } from '../lib/game-session';

// Lazy routes and catalogs load through dynamic imports; on a loaded two-core machine (server tests
// in parallel) the first render can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few layout APIs that Radix menus call; they have no visible effect in tests.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = () => {};

/**
 * Sonner removes a closing toast 200 ms after it starts closing, on a timer unmounting does not clear.
 * Fired after the file's jsdom is torn down, React's update then reads `window` and throws: a file that
 * ended with a toast on screen waits that long before its environment goes.
 */
let toastLeft = false;
afterAll(async () => {
  if (toastLeft) await new Promise((resolve) => setTimeout(resolve, 300));
});

afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastLeft = true;
  cleanup();
  // Each test is a fresh tab: no game launch or balance return left running from the last one.
  resetGameSession();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
