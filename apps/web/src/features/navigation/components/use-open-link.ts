import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LayoutMode } from '../../../lib/layout-mode';
import { decideLink, type LinkDecision } from '../logic/link-decision';
import { currentScreen } from '../../../lib/window-features';
import { rememberWindow } from '../../../realtime/window-registry';

export { currentScreen };

/** Carries out a link decision: router navigation, a named popup window, or a full page navigation. */
export function useOpenLink(mode: LayoutMode) {
  const navigate = useNavigate();
  return useCallback(
    (href: string, decision?: LinkDecision) => {
      const next = decision ?? decideLink(href, mode, window.location.origin, currentScreen());
      switch (next.kind) {
        case 'route':
          void navigate(next.to);
          break;
        case 'popup': {
          const opened = window.open(next.popup.url, next.popup.name, next.popup.features);
          // A blocked popup must not swallow the click: fall back to the same page.
          if (opened) {
            opened.focus();
            // Known to the registry, so a logout closes it (spec §4).
            rememberWindow(next.popup.name, opened);
          } else void navigate(next.popup.url);
          break;
        }
        case 'external':
          window.location.assign(next.url);
          break;
        case 'blocked':
          break;
      }
    },
    [mode, navigate],
  );
}
