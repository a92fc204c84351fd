import { describe, expect, it } from 'vitest';
import { DOUBLE_VALIDATION_QUESTIONS } from './account';
import { LANG_CODES, LANGUAGES } from './constants';
import { validationMessages, validationText } from './messages';
import { doubleValidationEmptyAnswerKey, V } from './validation';

const english = validationMessages.en_US;
const englishKeys = Object.keys(english).sort();

/**
 * Texts a language may leave as the English words, with the reason. Empty: every text reads in the
 * member's language. Add an entry only for a word the market truly writes in English.
 */
const SAME_AS_ENGLISH: Partial<Record<(typeof LANG_CODES)[number], Record<string, string>>> = {};

/** Zero of each decimal digit script the texts use (ASCII, Devanagari, Bengali, Tamil, Thai, Myanmar, full width). */
const DIGIT_ZEROS = [0x30, 0x966, 0x9e6, 0xbe6, 0xe50, 0x1040, 0xff10];
const numbersIn = (text: string) =>
  [...text.matchAll(/\p{Nd}+/gu)]
    .map((m) =>
      [...m[0]]
        .map((ch) => {
          const code = ch.codePointAt(0)!;
          const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
          return zero === undefined ? ch : String(code - zero);
        })
        .join(''),
    )
    .sort();

describe('validation messages (spec §5 keys, one file per language)', () => {
  it('English holds every rule key, invalid_input and each double validation question, nothing else', () => {
    const expected = [
      ...Object.values(V),
      'invalid_input',
      ...DOUBLE_VALIDATION_QUESTIONS.map(doubleValidationEmptyAnswerKey),
    ].sort();
    expect(englishKeys).toEqual(expected);
  });

  it('every language of spec §9 has a table', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...LANG_CODES].sort());
  });

  it.each(LANG_CODES)('%s has exactly the English keys, each translated, keeping the numbers', (lang) => {
    const table: Record<string, string> = validationMessages[lang];
    const keys = Object.keys(table).sort();
    expect(
      englishKeys.filter((key) => !keys.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((key) => !englishKeys.includes(key)),
      'extra',
    ).toEqual([]);
    for (const key of keys) {
      const text = table[key]!;
      const englishText = english[key as keyof typeof english];
      expect(text.trim(), key).not.toBe('');
      expect(numbersIn(text), key).toEqual(numbersIn(englishText));
      if (lang === 'en_US') continue;
      if (text === englishText)
        expect(SAME_AS_ENGLISH[lang]?.[key], `${lang} ${key} reads English`).toBeTruthy();
    }
  });

  it.each(LANG_CODES)(
    '%s lives in validation-messages/<bcp47 in lower case>.ts (the path the member site loads)',
    async (lang) => {
      const file = LANGUAGES[lang].bcp47.toLowerCase();
      const module = (await import(`./validation-messages/${file}.ts`)) as { default: unknown };
      expect(module.default).toBe(validationMessages[lang]);
    },
  );
});

describe('validationText', () => {
  it("answers in the caller's language", () => {
    expect(validationText(V.pswLength, 'th_TH')).toBe('รหัสผ่านต้องมีความยาว 6-12 ตัวอักษร');
    expect(validationText(V.loginAccount, 'zh_TW')).toBe('請輸入帳號');
    expect(validationText(doubleValidationEmptyAnswerKey('member_phone'), 'vi_VN')).toBe(
      'Vui lòng nhập số điện thoại',
    );
  });

  it('falls back to English for a language it does not know, and to the key for a key it does not know', () => {
    expect(validationText(V.pswLength, 'xx_XX')).toBe('Password must be 6-12 characters');
    expect(validationText(V.pswLength, 'constructor')).toBe('Password must be 6-12 characters');
    expect(validationText('no_such_key', 'th_TH')).toBe('no_such_key');
    expect(validationText('constructor', 'en_US')).toBe('constructor');
  });
});
