import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLayoutWatcher, layoutModeForWidth } from './layout-mode';
import { shouldShowGoToTop } from './go-to-top';

describe('layout mode (spec §2)', () => {
  it('is desktop at 992 px and wider', () => {
    expect(layoutModeForWidth(991)).toBe('mobile');
    expect(layoutModeForWidth(992)).toBe('desktop');
    expect(layoutModeForWidth(1440)).toBe('desktop');
    expect(layoutModeForWidth(390)).toBe('mobile');
  });

  describe('resize watcher', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    function setup(initialWidth: number, locked = { value: false }) {
      let width = initialWidth;
      const onChange = vi.fn();
      const watcher = createLayoutWatcher({
        initial: layoutModeForWidth(initialWidth),
        readWidth: () => width,
        isLocked: () => locked.value,
        onChange,
      });
      return { watcher, onChange, resize: (w: number) => ((width = w), watcher.handleResize()) };
    }

    it('switches once, 1000 ms after the last resize', () => {
      const { onChange, resize } = setup(1440);
      resize(900);
      vi.advanceTimersByTime(600);
      resize(800);
      vi.advanceTimersByTime(999);
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onChange).toHaveBeenCalledExactlyOnceWith('mobile');
    });

    it('does not report when the mode stays the same', () => {
      const { onChange, resize } = setup(1440);
      resize(1200);
      vi.advanceTimersByTime(1000);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('ignores resizes while locked and picks up again after unlock', () => {
      const locked = { value: true };
      const { onChange, resize, watcher } = setup(1440, locked);
      resize(500);
      vi.advanceTimersByTime(1000);
      expect(onChange).not.toHaveBeenCalled();
      expect(watcher.current()).toBe('desktop');
      locked.value = false;
      resize(500);
      vi.advanceTimersByTime(1000);
      expect(onChange).toHaveBeenCalledExactlyOnceWith('mobile');
    });

    it('dispose cancels a pending evaluation', () => {
      const { onChange, resize, watcher } = setup(1440);
      resize(500);
      watcher.dispose();
      vi.advanceTimersByTime(2000);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  it('shows go-to-top only after scrolling down', () => {
    expect(shouldShowGoToTop(0)).toBe(false);
    expect(shouldShowGoToTop(400)).toBe(false);
    expect(shouldShowGoToTop(401)).toBe(true);
  });
});
