import type { TFloatItem } from '@arks/contracts';
import { classifyTarget } from '../../../lib/link-target';

/** Whether a float item shows in this layout (device 0 both, 1 desktop, 2 mobile). */
export const floatShown = (f: Pick<TFloatItem, 'device'>, mode: 'desktop' | 'mobile') =>
  f.device === 0 || f.device === (mode === 'desktop' ? 1 : 2);

/**
 * The float item's link as the page may use it: none for a script or local-data address. Staff can no
 * longer save one, but rows saved before that rule are still served.
 */
export const floatLink = (link: string | null | undefined, origin: string): string | null =>
  link && classifyTarget(link, origin).kind !== 'blocked' ? link : null;
