import type { TStaffLanguage } from '@arks/contracts';
import { gamesTexts } from '../features/games/texts';

/** An area's texts in both staff languages; the two have the same keys (catalogs.test.ts checks). */
export type AreaTexts = Record<TStaffLanguage, Record<string, unknown>>;

/**
 * Each console area's own texts, under the area's key in the catalog (`t('dashboard.title')`).
 * Areas whose texts predate this list keep them in locales/en-US.ts and zh-CN.ts.
 */
export const AREA_TEXTS: Record<string, AreaTexts> = {
  games: gamesTexts,
};
