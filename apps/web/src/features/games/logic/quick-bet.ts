/**
 * Spec §4 sport iframe: loading, then checked ok or a page error; the frame's height comes from the
 * frame's own messages, and only from its origin. Pure, so the rules are tested without a browser.
 */
export type QuickBetPhase = 'loading' | 'ready' | 'error' | 'none';

/** The provider offers no quick bet here (404): the sport hall then shows only its games. */
export function quickBetPhase(q: {
  urlPending: boolean;
  urlCode: number | null;
  checkPending: boolean;
  checkOk: boolean;
}): QuickBetPhase {
  if (q.urlCode === 404) return 'none';
  if (q.urlCode !== null) return 'error';
  if (q.urlPending || q.checkPending) return 'loading';
  return q.checkOk ? 'ready' : 'error';
}

/** Heights a frame may ask for; anything else is ignored. */
export const QUICK_BET_HEIGHT = { min: 200, max: 4000, initial: 640 } as const;

/** The height a message asks for (`{ height }` or `{ type: 'height', height }`), or null to ignore it. */
export function frameHeightFrom(
  event: { origin: string; data: unknown },
  frameOrigin: string,
): number | null {
  if (event.origin !== frameOrigin) return null;
  const data = event.data as { height?: unknown } | null;
  const height = typeof data === 'object' && data !== null ? Number(data.height) : NaN;
  if (!Number.isFinite(height)) return null;
  return Math.round(Math.min(QUICK_BET_HEIGHT.max, Math.max(QUICK_BET_HEIGHT.min, height)));
}
