import {
  DoubleValidationCode,
  FOOTER_SECTIONS,
  GAME_HALLS,
  LANG_CODES,
  LoginCode,
  RegisterCode,
  SIGN_IN_STATES,
  SmsCode,
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
import { laterSectionKeys } from '../features/site/logic/home-sections';
import { WALLET_LABEL_KEYS, WALLET_LABEL_PREFIXES } from '../features/wallet/logic/label-keys';
import { balanceReturnErrorKey } from '../features/wallet/logic/balance-return';
import { GAME_TABS } from '../features/games/logic/game-tabs';
import { loadCatalog } from './catalogs';
import { flattenKeys } from './flatten-keys';

// Every source file as text, through Vite (no Node APIs in the web project).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./locales/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const keysOf = async (lang: (typeof LANG_CODES)[number]) => new Set(flattenKeys(await loadCatalog(lang)));

/** Keys built at run time from contract lists; each family must be covered for every member. */
const dynamicKeys = [
  ...START_REFUSALS.map(refusalKey),
  ...LABELLED_TAGS.map((tag) => `games.tags.${tag}`),
  ...Object.values(GAME_HALLS).flatMap((hall) => [`halls.${hall.key}.name`, `halls.${hall.key}.intro`]),
  ...FOOTER_SECTIONS.map((section) => `footer.sections.${section}`),
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
  ...laterSectionKeys(['banner', 'marquee', 'jackpot', 'hot_games', 'promotions', 'sponsor']).map(
    (s) => s.titleKey,
  ),
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
  'user.groups.',
  'user.pages.',
  'agent.pages.',
  ...WALLET_LABEL_PREFIXES,
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

  it('other languages add no key that English lacks and translate the header, footer and nav basics', async () => {
    const en = await keysOf('en_US');
    const basics = [
      'nav.home',
      'nav.deposit',
      'header.login',
      'header.register',
      'language.label',
      'goToTop',
      'common.notAvailable',
      ...Object.values(GAME_HALLS).map((hall) => `halls.${hall.key}.name`),
      ...FOOTER_SECTIONS.map((section) => `footer.sections.${section}`),
    ];
    for (const lang of LANG_CODES) {
      const keys = await keysOf(lang);
      expect(
        [...keys].filter((key) => !en.has(key)),
        lang,
      ).toEqual([]);
      expect(
        basics.filter((key) => !keys.has(key)),
        lang,
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
