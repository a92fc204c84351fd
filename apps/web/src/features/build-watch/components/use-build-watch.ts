import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLatestBuild } from '../api/latest-build';
import { claimReload, isNewerBuild } from '../logic/build-watch';

/**
 * Polls builds/latest.json (built sites only: the dev server has no manifest) and, once a newer build
 * is out, turns the member's next navigation into a full page load of the new build.
 */
export function useBuildWatch(currentBuildId: string, enabled: boolean): void {
  const { pathname } = useLocation();
  const latest = useLatestBuild(enabled).data ?? null;
  const stale = isNewerBuild(currentBuildId, latest);
  // Read through a ref: noticing the new build must not reload by itself, only the next navigation.
  const staleRef = useRef(stale);
  useEffect(() => {
    staleRef.current = stale;
  }, [stale]);

  useEffect(() => {
    // Runs after the router has put the new path in the address bar, so reload opens that page.
    if (staleRef.current && claimReload(sessionStorage, pathname, Date.now())) window.location.reload();
  }, [pathname]);

  useEffect(() => {
    // Vite fires this when a lazily loaded chunk of an old build is gone (spec §8 "asset preload
    // failure triggers reload"); the same guard stops a reload loop.
    const onPreloadError = (event: Event) => {
      if (claimReload(sessionStorage, window.location.pathname, Date.now())) {
        event.preventDefault();
        window.location.reload();
      }
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
