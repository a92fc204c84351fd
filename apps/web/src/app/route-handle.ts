import type { UIMatch } from 'react-router';

export interface RouteHandle {
  /** `bare` pages (game windows, popups, the slot hall) draw no header or footer. */
  chrome?: 'full' | 'bare';
  /** Keeps the layout from flipping on resize while a game is on screen. */
  lockLayout?: boolean;
}

/** The deepest route that says something wins. */
export function currentHandle(matches: UIMatch[]): Required<RouteHandle> {
  const result: Required<RouteHandle> = { chrome: 'full', lockLayout: false };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.chrome) result.chrome = handle.chrome;
    if (handle?.lockLayout !== undefined) result.lockLayout = handle.lockLayout;
  }
  return result;
}
