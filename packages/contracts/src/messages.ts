import { FALLBACK_LANG, type LangCode } from './constants';
import bnBD from './validation-messages/bn-bd';
import enUS, { type ValidationMessages } from './validation-messages/en-us';
import hiIN from './validation-messages/hi-in';
import jaJP from './validation-messages/ja-jp';
import koKR from './validation-messages/ko-kr';
import myMM from './validation-messages/my-mm';
import taIN from './validation-messages/ta-in';
import thTH from './validation-messages/th-th';
import viVN from './validation-messages/vi-vn';
import zhCN from './validation-messages/zh-cn';
import zhTW from './validation-messages/zh-tw';

export type { ValidationMessages };

/**
 * Texts for the validation keys (spec §5), one file per language under validation-messages/, each
 * typed against the English one. The server uses this table (every language) to write a readable 400
 * message; the member site loads only its language's file (`@arks/contracts/validation-messages/<file>`).
 */
export const validationMessages: Record<LangCode, ValidationMessages> = {
  en_US: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  vi_VN: viVN,
  ko_KR: koKR,
  ja_JP: jaJP,
  th_TH: thTH,
  hi_IN: hiIN,
  my_MM: myMM,
  ta_IN: taIN,
  bn_BD: bnBD,
};

/** Server side: readable text for a key in the request language, English otherwise, the key last. */
export function validationText(key: string, lang: string): string {
  const table = Object.hasOwn(validationMessages, lang)
    ? validationMessages[lang as LangCode]
    : validationMessages[FALLBACK_LANG];
  return Object.hasOwn(table, key) ? table[key as keyof ValidationMessages] : key;
}
