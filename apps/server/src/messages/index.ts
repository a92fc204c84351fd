import { FALLBACK_LANG, type LangCode } from '@arks/contracts';
import bnBD from './bn-bd';
import enUS from './en-us';
import hiIN from './hi-in';
import jaJP from './ja-jp';
import koKR from './ko-kr';
import myMM from './my-mm';
import taIN from './ta-in';
import thTH from './th-th';
import viVN from './vi-vn';
import zhCN from './zh-cn';
import zhTW from './zh-tw';

/** Texts the server sends members that are not refusals (the verification SMS). */
export const NOTIFICATION_KEYS = [
  'sms.verifyCode',
  // The headings of the agent centre's team report files (agents/team export.ts).
  ...(
    [
      'day',
      'registrations',
      'first_deposits',
      'deposits',
      'withdrawals',
      'net',
      'rounds',
      'stake',
      'valid_bet',
      'win_loss',
      'promotions',
      'rebates',
      'active_members',
      'account',
      'members',
      'fees',
      'commission',
      'total',
    ] as const
  ).map((c) => `agentTeam.heading.${c}` as const),
] as const;

/** A language's server messages: every key of the English reference, translated. */
export type ServerMessages = Record<keyof typeof enUS, string>;

/** Every language of spec §9; messages.test.ts checks each catalog is complete and translated. */
export const SERVER_MESSAGES: Record<LangCode, ServerMessages> = {
  zh_TW: zhTW,
  zh_CN: zhCN,
  en_US: enUS,
  vi_VN: viVN,
  ko_KR: koKR,
  ja_JP: jaJP,
  th_TH: thTH,
  hi_IN: hiIN,
  my_MM: myMM,
  ta_IN: taIN,
  bn_BD: bnBD,
};

/**
 * The text of a member-facing message in the caller's language, falling back to English (spec §9's
 * fallback locale), or undefined for a key no catalog knows (the thrower's English then stands).
 */
export function serverMessage(key: string, lang: LangCode): string | undefined {
  const k = key as keyof ServerMessages;
  return SERVER_MESSAGES[lang]?.[k] ?? SERVER_MESSAGES[FALLBACK_LANG]?.[k];
}
