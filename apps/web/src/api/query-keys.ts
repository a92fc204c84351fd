import type { LangCode } from '@arks/contracts';

/**
 * Query-key factories: one place that knows how server data is cached. Keys carry every input that
 * changes the answer (site, language), so switching language refetches localized content by itself.
 */
export const siteKeys = {
  all: ['site'] as const,
  detail: () => [...siteKeys.all, 'detail'] as const,
  logo: (siteId: number) => [...siteKeys.all, siteId, 'logo'] as const,
  templateConfig: (siteId: number, lang: LangCode, mobileTemplate: string) =>
    [...siteKeys.all, siteId, 'template-config', lang, mobileTemplate] as const,
  footer: (siteId: number, lang: LangCode) => [...siteKeys.all, siteId, 'footer', lang] as const,
};

export const buildKeys = {
  latest: () => ['build', 'latest'] as const,
};
