import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LayoutMode } from '../../../lib/layout-mode';
import { createLayoutWatcher, layoutModeForWidth } from '../logic/layout-mode';

const LayoutModeContext = createContext<LayoutMode | null>(null);

export function LayoutModeProvider({ locked, children }: { locked: boolean; children: ReactNode }) {
  const [mode, setMode] = useState<LayoutMode>(() => layoutModeForWidth(window.innerWidth));
  // The watcher lives for the whole app; it reads the latest lock through a ref.
  const lockedRef = useRef(locked);
  useEffect(() => {
    lockedRef.current = locked;
  }, [locked]);

  useEffect(() => {
    const watcher = createLayoutWatcher({
      initial: layoutModeForWidth(window.innerWidth),
      readWidth: () => window.innerWidth,
      isLocked: () => lockedRef.current,
      onChange: setMode,
    });
    window.addEventListener('resize', watcher.handleResize);
    return () => {
      window.removeEventListener('resize', watcher.handleResize);
      watcher.dispose();
    };
  }, []);

  return <LayoutModeContext.Provider value={mode}>{children}</LayoutModeContext.Provider>;
}

export function useLayoutMode(): LayoutMode {
  const mode = useContext(LayoutModeContext);
  if (!mode) throw new Error('useLayoutMode needs a LayoutModeProvider');
  return mode;
}
