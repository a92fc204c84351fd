import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { LayoutMode } from '../../../lib/layout-mode';
import { decideLink } from '../logic/link-decision';
import { currentScreen, useOpenLink } from './use-open-link';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  mode: LayoutMode;
};

/**
 * A link that follows spec §2 window rules: /user, /proxy and /fastPayment open a 1500x800 popup in
 * desktop mode; external targets navigate the whole page; blocked protocols do nothing.
 */
export function AppLink({ href, mode, onClick, children, ...rest }: AppLinkProps) {
  const open = useOpenLink(mode);
  const decision = decideLink(href, mode, window.location.origin);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // Let the browser handle "open in new tab" gestures on its own.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target === '_blank' && decision.kind === 'external') return;
    event.preventDefault();
    open(
      href,
      decision.kind === 'popup' ? decideLink(href, mode, window.location.origin, currentScreen()) : decision,
    );
  };
  const safeHref =
    decision.kind === 'blocked' ? undefined : decision.kind === 'external' ? decision.url : href;
  return (
    <a href={safeHref} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
