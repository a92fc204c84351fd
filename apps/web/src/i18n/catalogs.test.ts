import {
  CUSTOMER_SERVICE_KINDS,
  DoubleValidationCode,
  FOOTER_SECTIONS,
  GAME_HALLS,
  LANG_CODES,
  LoginCode,
  RegisterCode,
  SIGN_IN_STATES,
  SmsCode,
  V,
  validationMessages,
  VerifyResetCode,
} from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { depositEntryAction } from '../features/account/logic/deposit-entry';
import { DOUBLE_VALIDATION_QUESTIONS } from '../features/account/logic/double-validation';
import {
  doubleValidationOutcome,
  loginOutcome,
  smsOutcome,
  verifyResetOutcome,
} from '../features/account/logic/login-result';
import { registerFailure } from '../features/account/logic/register-result';
import { AGENT_PAGES } from '../features/member-centre/logic/agent-menu';
import { USER_MENU } from '../features/member-centre/logic/user-menu';
import { LABELLED_TAGS, refusalKey, START_REFUSALS } from '../features/games/logic/game-launch';
import { BET_LABEL_KEYS, BET_LABEL_PREFIXES } from '../features/bets/logic/bet-filter';
import {
  AGENT_TRANSFER_LABEL_KEYS,
  AGENT_TRANSFER_LABEL_PREFIXES,
} from '../features/agent-transfer/logic/label-keys';
import { REBATE_LABEL_KEYS, REBATE_LABEL_PREFIXES } from '../features/rebates/logic/label-keys';
import { RECOMMEND_LABEL_KEYS, RECOMMEND_LABEL_PREFIXES } from '../features/recommend/logic/recommend-format';
import { WALLET_LABEL_KEYS, WALLET_LABEL_PREFIXES } from '../features/wallet/logic/label-keys';
import { TURNOVER_LABEL_KEYS, TURNOVER_LABEL_PREFIXES } from '../features/turnover/logic/label-keys';
import { balanceReturnErrorKey } from '../features/wallet/logic/balance-return';
import { GAME_TABS } from '../features/games/logic/game-tabs';
import { loadCatalog } from './catalogs';
import { flattenEntries, flattenKeys } from './flatten-keys';

// Every source file as text, through Vite (no Node APIs in the web project).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./locales/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `{{name}}` placeholders of a text, sorted: a translation must keep every one. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * Texts a language may write as English does: messenger brands written in Latin letters everywhere,
 * and the few words a market's sites really use in English (Vietnamese "Email", "Menu", "Hot").
 */
const BRANDS = [
  ...['qq', 'telegram', 'whatsApp', 'skype', 'facebook', 'zalo', 'wechat'].map((b) => `account.${b}`),
  ...['telegram', 'whatsapp', 'line', 'zalo'].map((b) => `customerService.kinds.${b}`),
];
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  vi_VN: ['account.methodEmail', 'account.email', 'nav.menu', 'games.tags.hot'],
};
const sameInEnglish = (lang: string, key: string) =>
  BRANDS.includes(key) || (SAME_AS_ENGLISH[lang] ?? []).includes(key);

const keysOf = async (lang: (typeof LANG_CODES)[number]) => new Set(flattenKeys(await loadCatalog(lang)));

/** Keys built at run time from contract lists; each family must be covered for every member. */
const dynamicKeys = [
  ...START_REFUSALS.map(refusalKey),
  ...LABELLED_TAGS.map((tag) => `games.tags.${tag}`),
  ...Object.values(GAME_HALLS).flatMap((hall) => [`halls.${hall.key}.name`, `halls.${hall.key}.intro`]),
  ...FOOTER_SECTIONS.map((section) => `footer.sections.${section}`),
  ...CUSTOMER_SERVICE_KINDS.map((kind) => `customerService.kinds.${kind}`),
  ...USER_MENU.flatMap((entry) => [
    `user.groups.${entry.group}`,
    ...entry.pages.map((page) => `user.pages.${page}`),
  ]),
  ...AGENT_PAGES.map((page) => `agent.pages.${page}`),
  ...SIGN_IN_STATES.map((state) => `signIn.state.${state}`),
  ...[101, 102, 103, 104, 105].map((code) => balanceReturnErrorKey(code)!),
  ...GAME_TABS.map((tab) => `games.tabs.${tab}`),
  ...GAME_TABS.filter((tab) => tab !== 'all_game').map((tab) => `games.tabEmpty.${tab}`),
  ...['range', 'from', 'until'].map((kind) => `infoPages.period.${kind}`),
  ...DOUBLE_VALIDATION_QUESTIONS.flatMap((q) => [
    `account.questions.${q}`,
    `double_validation_wrong_answer_empty_${q}`,
  ]),
  // Spec §8: every code the account screens map to a catalog key.
  ...[
    ...Object.values(LoginCode).map((code) => loginOutcome({ code, message: '' })),
    ...Object.values(DoubleValidationCode).map((code) => doubleValidationOutcome(code, '')),
    ...Object.values(VerifyResetCode).map((code) => verifyResetOutcome(code, '')),
    ...Object.values(SmsCode).map((code) => smsOutcome(code, '')),
  ].flatMap((o) => ('messageKey' in o ? [o.messageKey] : [])),
  ...[...Object.values(RegisterCode), 555].flatMap((code) => registerFailure(code, '')?.messageKey ?? []),
  depositEntryAction(false).kind === 'login' ? 'check_login_msg' : '',
  'requestTimeout',
  'networkError',
  ...WALLET_LABEL_KEYS,
  ...BET_LABEL_KEYS,
  ...REBATE_LABEL_KEYS,
  ...RECOMMEND_LABEL_KEYS,
  ...AGENT_TRANSFER_LABEL_KEYS,
  ...TURNOVER_LABEL_KEYS,
];
/** Prefixes of t(`prefix${…}`) calls that the list above covers. */
const coveredDynamicPrefixes = [
  'games.tags.',
  'signIn.state.',
  'infoPages.period.',
  'games.tabs.',
  'games.tabEmpty.',
  'account.questions.',
  'halls.',
  'footer.sections.',
  'customerService.kinds.',
  'user.groups.',
  'user.pages.',
  'agent.pages.',
  ...WALLET_LABEL_PREFIXES,
  ...BET_LABEL_PREFIXES,
  ...REBATE_LABEL_PREFIXES,
  ...RECOMMEND_LABEL_PREFIXES,
  ...AGENT_TRANSFER_LABEL_PREFIXES,
  ...TURNOVER_LABEL_PREFIXES,
];

describe('i18n catalogs', () => {
  it('en_US and zh_CN have exactly the same keys', async () => {
    const en = await keysOf('en_US');
    const zh = await keysOf('zh_CN');
    expect([...en].filter((key) => !zh.has(key))).toEqual([]);
    expect([...zh].filter((key) => !en.has(key))).toEqual([]);
  });

  it('include the contracts validation texts (spec §5 keys)', async () => {
    const en = await keysOf('en_US');
    expect(en.has('signup.err_psw_length')).toBe(true);
    expect(en.has('ph_account_name')).toBe(true);
  });

  it("load each language's own validation texts (forms read them in the member's language)", async () => {
    for (const lang of LANG_CODES) {
      const catalog = await loadCatalog(lang);
      expect(catalog[V.pswLength], lang).toBe(validationMessages[lang][V.pswLength]);
    }
    expect((await loadCatalog('vi_VN'))[V.pswLength]).toBe('Mật khẩu phải có 6-12 ký tự');
  });

  it('every language has every text of English and no other, keeps its placeholders and leaves none in English', async () => {
    const en = new Map(flattenEntries(await loadCatalog('en_US')));
    for (const lang of LANG_CODES.filter((code) => code !== 'en_US')) {
      const catalog = new Map(flattenEntries(await loadCatalog(lang)));
      expect(
        [...en.keys()].filter((key) => !catalog.has(key)),
        `${lang} lacks`,
      ).toEqual([]);
      expect(
        [...catalog.keys()].filter((key) => !en.has(key)),
        `${lang} adds`,
      ).toEqual([]);
      const placeholdersDiffer = [...en].filter(
        ([key, text]) => placeholders(catalog.get(key) ?? '') !== placeholders(text),
      );
      expect(
        placeholdersDiffer.map(([key]) => key),
        `${lang} placeholders`,
      ).toEqual([]);
      const english = [...en].filter(([key, text]) => catalog.get(key) === text && !sameInEnglish(lang, key));
      expect(
        english.map(([key]) => key),
        `${lang} left in English`,
      ).toEqual([]);
    }
  });

  it('every t() key used in the source exists in en_US', async () => {
    const en = await keysOf('en_US');
    const used = new Set<string>();
    const dynamicPrefixes = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*(['"`])((?:(?!\1).)*)\1/g)) {
        const key = match[2]!;
        if (match[1] === '`' && key.includes('${')) dynamicPrefixes.add(key.slice(0, key.indexOf('${')));
        else used.add(key);
      }
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !en.has(key))).toEqual([]);
    expect([...dynamicPrefixes].filter((prefix) => !coveredDynamicPrefixes.includes(prefix))).toEqual([]);
    expect(dynamicKeys.filter((key) => !en.has(key))).toEqual([]);
  });
});
