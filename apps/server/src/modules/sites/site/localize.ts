import { FALLBACK_LANG } from '@arks/contracts';
import type { LocalizedText } from './schema';

/** Text in the wanted language, else the fallback language (§9: en-US), else any language present. */
export function localize(text: LocalizedText, lang: string): string {
  return text[lang] ?? text[FALLBACK_LANG] ?? Object.values(text).find((v) => v !== undefined) ?? '';
}
