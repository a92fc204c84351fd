import clsx from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { floatsHidden, isTextField } from '../logic/float-dock';
import { useLayoutMode } from './layout-mode-context';

/** Whether a text field has focus anywhere on the page (the phone keyboard is up). */
function useFieldFocused(): boolean {
  const [focused, setFocused] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    const update = () => setFocused(isTextField(document.activeElement));
    // focusout fires before the next element takes focus: read activeElement once it has.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return focused;
}

/**
 * The one corner the member's floats share (see logic/float-dock.ts): a column at the bottom right,
 * newest at the bottom, clear of the go-to-top button, the phone tab bar and the home-bar inset.
 * Hidden, not unmounted, while it steps aside for a form: a float's open dialog stays open.
 */
export function FloatDock({ children }: { children: ReactNode }) {
  const mode = useLayoutMode();
  const location = useLocation();
  const fieldFocused = useFieldFocused();
  const hidden = floatsHidden({ mode, pathname: location.pathname, search: location.search, fieldFocused });
  return (
    <div
      data-testid="float-dock"
      data-hidden={hidden ? 'true' : 'false'}
      className={clsx(
        'pointer-events-none fixed right-4 z-40 flex flex-col-reverse items-end gap-4 *:pointer-events-auto',
        // Phone: above the go-to-top button (6rem up, 2.75rem tall), itself above every tab bar.
        'bottom-[calc(9.5rem+env(safe-area-inset-bottom))] lg:bottom-20',
        hidden && 'hidden',
      )}
    >
      {children}
    </div>
  );
}
