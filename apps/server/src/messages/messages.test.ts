import { LANG_CODES, type LangCode } from '@arks/contracts';
import { Login } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { visitor } from '../test/member-client';
// Loading the app loads every module, and with them every error table.
import '../app';
import { memberMessages } from '../platform/app-error';
import enUS from './en-us';
import { NOTIFICATION_KEYS, SERVER_MESSAGES, serverMessage } from './index';

/** Values a language may share with English: codes and names the market writes in Latin letters. */
const SAME_AS_ENGLISH = new Set<string>([]);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('the English reference is exactly the error tables’ member messages and the notification texts', () => {
    const notifications = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, enUS[key]]));
    expect({ ...Object.fromEntries(memberMessages()), ...notifications }).toEqual(enUS);
    for (const key of NOTIFICATION_KEYS) expect(enUS[key], key).toBeTruthy();
  });

  it('each catalog there is translates every message, keeps its placeholders and leaves none in English', () => {
    for (const [lang, catalog] of Object.entries(SERVER_MESSAGES) as [LangCode, Record<string, string>][]) {
      if (lang === 'en_US') continue;
      for (const [key, english] of Object.entries(enUS)) {
        const text = catalog[key];
        expect(text, `${lang} ${key}`).toBeTruthy();
        expect(placeholders(text!), `${lang} ${key}`).toEqual(placeholders(english));
        if (!SAME_AS_ENGLISH.has(key)) expect(text, `${lang} ${key} is still English`).not.toBe(english);
      }
    }
  });

  it('falls back to English for a language without the key, and knows nothing of unknown keys', () => {
    expect(serverMessage('account.accountError', 'en_US')).toBe('Wrong account or password');
    for (const lang of LANG_CODES) expect(serverMessage('account.accountError', lang)).toBeTruthy();
    expect(serverMessage('no.such', 'zh_CN')).toBeUndefined();
  });

  it('answers a refusal in the language the caller asked for, and in English for one without a catalog', async () => {
    const t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
    try {
      const wrong = { site_id: 1, account: 'nobody01', password: 'abc123' };
      const thai = await visitor(t, { headers: { lang: 'th_TH' } }).send(Login, wrong);
      expect(thai.message).toBe(SERVER_MESSAGES.th_TH['account.accountError']);
      const english = await visitor(t, { headers: { lang: 'en_US' } }).send(Login, wrong);
      expect(english.message).toBe(enUS['account.accountError']);
    } finally {
      await t.close();
    }
  });
});
