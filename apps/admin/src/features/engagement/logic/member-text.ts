import { FALLBACK_LANG } from '@arks/contracts';

/**
 * The text a member reading `lang` sees, as the server picks it (platform/localized-text.ts): their
 * language, else the site's default, else English (spec §9), else any written one.
 */
export function memberText(
  texts: Partial<Record<string, string>>,
  lang: string,
  siteDefault: string,
): string {
  for (const code of [lang, siteDefault, FALLBACK_LANG]) {
    const text = texts[code]?.trim();
    if (text) return text;
  }
  return Object.values(texts).find((text) => text?.trim()) ?? '';
}

/** The languages a preview can be read in: the site's, default first. */
export function previewLanguages(site: { languages: string[]; default_language: string }): string[] {
  return [...new Set([site.default_language, ...site.languages])];
}

/** How much of a budget is used, 0..100, for the progress bar (decimal strings, as the server sends). */
export function budgetUse(paid: string, budget: string): number {
  const b = Number(budget);
  if (!(b > 0)) return 0;
  return Math.min(100, Math.round((Number(paid) / b) * 1000) / 10);
}
