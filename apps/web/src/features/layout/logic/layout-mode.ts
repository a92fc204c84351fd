import { LIMITS, TIMING } from '@arks/contracts';
import type { LayoutMode } from '../../../lib/layout-mode';

export function layoutModeForWidth(width: number): LayoutMode {
  return width >= LIMITS.desktopBreakpoint ? 'desktop' : 'mobile';
}

export interface LayoutWatcherOptions {
  readWidth: () => number;
  onChange: (mode: LayoutMode) => void;
  /** While locked (a game is running) the layout never flips: that would remount the game frame. */
  isLocked: () => boolean;
  initial: LayoutMode;
  debounceMs?: number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
}

/**
 * Spec §2: the layout is re-evaluated on resize with a 1000 ms debounce, so dragging a window edge or
 * rotating a phone switches layouts once, after the size settles.
 */
export function createLayoutWatcher(options: LayoutWatcherOptions) {
  const debounceMs = options.debounceMs ?? TIMING.resizeDebounce;
  const timers = options.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let current = options.initial;
  let pending: unknown = null;

  const evaluate = () => {
    pending = null;
    if (options.isLocked()) return;
    const next = layoutModeForWidth(options.readWidth());
    if (next !== current) {
      current = next;
      options.onChange(next);
    }
  };

  return {
    handleResize() {
      if (pending !== null) timers.clear(pending);
      pending = timers.set(evaluate, debounceMs);
    },
    current: () => current,
    dispose() {
      if (pending !== null) timers.clear(pending);
      pending = null;
    },
  };
}
