import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
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
