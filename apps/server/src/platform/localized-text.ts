import { FALLBACK_LANG } from '@arks/contracts';
import { AppError, PlatformErrors } from './app-error';

/** Texts keyed by language code (`zh_CN`), as staff write them and the member side picks from. */
export type LocalizedTexts = Partial<Record<string, string>>;

/**
 * The languages to try for a reader, best first: their own, the site's default, then the spec's
 * fallback (§9: en-US). Content written per language (texts, banners) is looked up in this order.
 */
export function languageOrder(lang: string, siteDefault: string): string[] {
  return [...new Set([lang, siteDefault, FALLBACK_LANG])];
}

/** The text in the first language of `languageOrder` that has one, else any, else ''. */
export function pickText(texts: LocalizedTexts, lang: string, siteDefault: string): string {
  for (const code of languageOrder(lang, siteDefault)) {
    const text = texts[code];
    if (text) return text;
  }
  return Object.values(texts).find((text) => Boolean(text)) ?? '';
}

/**
 * Staff texts must at least say it in the site's default language: every other reader falls back to
 * it. A 400 naming the field (`titles.zh_CN`) otherwise.
 */
export function requireDefaultLanguage(field: string, texts: LocalizedTexts, siteDefault: string): void {
  if (texts[siteDefault]?.trim()) return;
  const path = `${field}.${siteDefault}`;
  const message = `${path}: required, the site's default language`;
  throw new AppError(PlatformErrors.badRequest, {
    message,
    data: { errors: [{ field: path, key: 'invalid_input', message }] },
  });
}

/** The texts as stored: only languages that have one. */
export function storedTexts(texts: LocalizedTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
