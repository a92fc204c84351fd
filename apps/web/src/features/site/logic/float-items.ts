import type { TFloatItem } from '@arks/contracts';

/** Whether a float item shows in this layout (device 0 both, 1 desktop, 2 mobile). */
export const floatShown = (f: Pick<TFloatItem, 'device'>, mode: 'desktop' | 'mobile') =>
  f.device === 0 || f.device === (mode === 'desktop' ? 1 : 2);
