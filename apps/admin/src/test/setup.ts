import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ant Design renders lazily on a loaded two-core machine; the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Ant Design's tables, menus and pickers call; none has a visible effect.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
