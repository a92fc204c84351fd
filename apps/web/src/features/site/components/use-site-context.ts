import { FALLBACK_LANG, isLangCode, type LangCode, type TEnvConfig } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteDetail } from '../api/site-detail';

export interface SiteContext {
  siteId: number;
  env: TEnvConfig;
  language: LangCode;
}

/** The resolved site and the member's language: what nearly every site call is keyed by. */
export function useSiteContext(): SiteContext {
  const site = useSiteDetail();
  const { i18n } = useTranslation();
  const language = isLangCode(i18n.language) ? i18n.language : FALLBACK_LANG;
  return { siteId: site.site_id, env: site.env_config, language };
}
