import type { LayoutMode } from '../../../lib/layout-mode';
import { classifyTarget } from '../../../lib/link-target';
import { popupFor, type PopupSpec, type ScreenBox } from './popup-window';

export type LinkDecision =
  | { kind: 'route'; to: string }
  | { kind: 'popup'; popup: PopupSpec }
  | { kind: 'external'; url: string }
  | { kind: 'blocked' };

/** What following a link means: an in-app route, a desktop popup window, a full navigation, or nothing. */
export function decideLink(href: string, mode: LayoutMode, origin: string, screen?: ScreenBox): LinkDecision {
  const target = classifyTarget(href, origin);
  if (target.kind === 'blocked') return { kind: 'blocked' };
  if (target.kind === 'external') return { kind: 'external', url: target.url };
  const popup = popupFor(target.path, mode, screen);
  return popup ? { kind: 'popup', popup } : { kind: 'route', to: target.path };
}
