import type { TEnvConfig } from '@arks/contracts';

/** Spec §2: the page title is the site title, Chinese for zh_CN and English for every other language. */
export function siteTitle(
  env: Pick<TEnvConfig, 'title_zh' | 'title_en' | 'site_name'>,
  language: string,
): string {
  const title = language === 'zh_CN' ? env.title_zh : env.title_en;
  return title || env.site_name;
}
