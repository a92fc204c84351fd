import { isLangCode, FALLBACK_LANG } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { useHallList } from '../api/hall-list';

/** Where a hall list comes from: the site, and the currency its list is asked in (the site's first). */
export interface HallSource {
  siteId: number;
  currency: string;
}

/** The site's halls in the reader's language; empty while the first answer is on its way. */
export function useHalls(source: HallSource) {
  const { i18n } = useTranslation();
  const lang = isLangCode(i18n.language) ? i18n.language : FALLBACK_LANG;
  return useHallList(source.siteId, source.currency, lang).data ?? [];
}
