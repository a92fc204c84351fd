import { z } from 'zod';
import { LIMITS } from './constants';

/**
 * Validation rules of spec §5, written once. Each issue's `message` is a catalog key (not prose) so
 * the member site shows it in the member's language and the server can translate it too.
 * Field names are the wire names (snake_case), so a server 400 points at the same form field.
 */

export const V = {
  loginAccount: 'ph_account_name',
  loginPassword: 'ph_password',
  captchaRequired: 'ph_account_verify_code',
  verifyFailed: 'verify_failed',
  withdrawPasswordRequired: 'signup.err_withdraw_psw_required',
  withdrawPasswordFormat: 'signup.err_withdraw_psw',
  emailRequired: 'signup.err_email_required',
  emailFormat: 'signup.err_email_format',
  phoneRequired: 'signup.err_phone_required',
  phoneDigits: 'signup.err_phone_digits',
  phoneLength: 'signup.err_phone_length',
  pswRequired: 'signup.err_psw_required',
  pswLength: 'signup.err_psw_length',
  pswFormat: 'signup.err_psw_format',
  checkPswDiff: 'signup.err_checkPsw_diff',
  accountRequired: 'signup.err_account_required',
  accountFormat: 'signup.err_account_format',
  accountLength: 'signup.err_account_length',
  nameRequired: 'signup.err_name_required',
  nameChinese: 'signup.err_name_chinese',
  nameOneWord: 'signup.err_name_one_word',
  birthdayIncomplete: 'signup.err_birthday_incomplete',
  birthdayRequired: 'signup.err_birthday_required',
  verifyCode: 'signup.err_verify_code',
  contactFormat: 'signup.err_contact_format',
  contactLength: 'signup.err_contact_length',
  identityRequired: 'signup.err_identity_required',
  agreement: 'signup.err_agreement',
  fieldRequired: 'signup.err_field_required',
  bankHolderName: 'bind.err_holder_name',
  tooLong: 'input_too_long',
  badCharacter: 'input_bad_character',
  unsafeUrl: 'url_not_allowed',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

export const doubleValidationEmptyAnswerKey = (question: string) =>
  `double_validation_wrong_answer_empty_${question}`;

/** Longest value a required free-text rule takes; the field's own rule may be stricter. */
const REQUIRED_MAX = 200;
const required = (key: string) => z.string({ error: key }).trim().min(1, key).max(REQUIRED_MAX, V.tooLong);

// ---- Login (§5): account, password, captcha required; the form shows the first error only.
export function loginFormSchema(opts: { captcha: boolean }) {
  return z.object({
    account: required(V.loginAccount),
    password: required(V.loginPassword),
    captcha_answer: opts.captcha
      ? required(V.captchaRequired)
      : z.string().max(REQUIRED_MAX, V.tooLong).optional(),
  });
}

// ---- New password (§5): 6-12 chars, equal to confirmation.
export const ZNewPassword = z
  .object({
    password: required(V.pswRequired).pipe(
      z.string().min(LIMITS.passwordMin, V.pswLength).max(LIMITS.passwordMax, V.pswLength),
    ),
    check_password: z.string(),
  })
  .refine((v) => v.password === v.check_password, { message: V.checkPswDiff, path: ['check_password'] });

// ---- Member verification before reset (§5).
export function memberVerifySchema(opts: {
  method: 'email' | 'phone' | 'sms';
  shownCaptcha?: string;
  /** From the site's register form (recoveryProofs): asked only where registration collected it. */
  withdrawPassword?: 'required' | 'optional' | 'hidden';
}) {
  return z.object({
    account: required(V.loginAccount),
    withdraw_password:
      (opts.withdrawPassword ?? 'required') === 'required'
        ? required(V.withdrawPasswordRequired)
        : z.string().optional(),
    member_email: opts.method === 'email' ? required(V.emailRequired) : z.string().optional(),
    member_phone: opts.method !== 'email' ? required(V.phoneRequired) : z.string().optional(),
    // Forgot by SMS: the code sent to the phone, 6 digits (§9).
    phone_verify: opts.method === 'sms' ? phoneVerifyCodeRule : z.string().optional(),
    captcha_answer: required(V.captchaRequired).refine(
      (v) => opts.shownCaptcha === undefined || v.toLowerCase() === opts.shownCaptcha.toLowerCase(),
      V.verifyFailed,
    ),
  });
}

// ---- Single-field rules, reused by registration, profile and withdraw screens.
export const accountRule = required(V.accountRequired)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, V.accountFormat))
  .pipe(z.string().min(LIMITS.accountMin, V.accountLength).max(LIMITS.accountMax, V.accountLength));

export const passwordRule = required(V.pswRequired)
  .pipe(z.string().min(LIMITS.passwordMin, V.pswLength).max(LIMITS.passwordMax, V.pswLength))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, V.pswFormat)
      .regex(/[A-Za-z]/, V.pswFormat)
      .regex(/[0-9]/, V.pswFormat),
  );

export const withdrawPasswordRule = required(V.withdrawPasswordRequired).pipe(
  z.string().regex(/^\d{4}$/, V.withdrawPasswordFormat),
);

export const emailRule = z.email({ error: V.emailFormat }).max(100, V.emailFormat);

/** QQ, WeChat, Zalo, WhatsApp, Facebook: letters, digits, `_` `.` `-`; Telegram and Skype also `@`. */
export function contactRule(allowAt: boolean) {
  const pattern = allowAt ? /^[A-Za-z0-9_.@-]+$/ : /^[A-Za-z0-9_.-]+$/;
  return z
    .string()
    .regex(pattern, V.contactFormat)
    .min(LIMITS.contactMin, V.contactLength)
    .max(LIMITS.contactMax, V.contactLength);
}

/** RMB names are Chinese characters only (the middle dot joins transliterated names); VND names are one word. */
export function nameRule(currency: string) {
  const base = required(V.nameRequired);
  if (currency === 'RMB') return base.pipe(z.string().regex(/^[\p{Script=Han}·]+$/u, V.nameChinese));
  if (currency === 'VND') return base.pipe(z.string().regex(/^\S+$/u, V.nameOneWord));
  return base;
}

export function phoneRule(exactTen: boolean) {
  const digits = required(V.phoneRequired).pipe(z.string().regex(/^\d+$/, V.phoneDigits));
  return exactTen ? digits.pipe(z.string().length(LIMITS.vndPhoneLength, V.phoneLength)) : digits;
}

export const phoneVerifyCodeRule = z.string().regex(/^\d{6}$/, V.verifyCode);

// ---- Double validation (§5): empty answer gives a per-question key, empty captcha ph_account_verify_code.
export function doubleValidationSchema(question: string) {
  return z.object({
    answer: required(doubleValidationEmptyAnswerKey(question)),
    captcha_answer: required(V.captchaRequired),
  });
}
