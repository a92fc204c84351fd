import { describe, expect, it } from 'vitest';
import {
  V,
  accountRule,
  contactRule,
  doubleValidationSchema,
  loginFormSchema,
  memberVerifySchema,
  nameRule,
  passwordRule,
  phoneRule,
  withdrawPasswordRule,
  ZNewPassword,
} from './validation';

/** First issue's message, as the forms show only the first error (§5). */
function firstError(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0]!.message;
}

describe('single-field rules (§5)', () => {
  it.each([
    ['player01', null],
    ['a_b-c123', null],
    ['', V.accountRequired],
    ['abc', V.accountLength],
    ['abcdefghijklm', V.accountLength],
    ['play er1', V.accountFormat],
    ['玩家账号一二三', V.accountFormat],
  ])('account %j -> %s', (value, expected) => expect(firstError(accountRule, value)).toBe(expected));

  it.each([
    ['abc123', null],
    ['A1b2C3d4E5f6', null],
    ['', V.pswRequired],
    ['ab12', V.pswLength],
    ['abcdefghij123', V.pswLength],
    ['abcdefg', V.pswFormat],
    ['1234567', V.pswFormat],
    ['abc 123', V.pswFormat],
    ['abc!123', V.pswFormat],
  ])('password %j -> %s', (value, expected) => expect(firstError(passwordRule, value)).toBe(expected));

  it.each([
    ['1234', null],
    ['', V.withdrawPasswordRequired],
    ['123', V.withdrawPasswordFormat],
    ['12345', V.withdrawPasswordFormat],
    ['12a4', V.withdrawPasswordFormat],
  ])('withdraw password %j -> %s', (value, expected) =>
    expect(firstError(withdrawPasswordRule, value)).toBe(expected),
  );

  it.each([
    [false, 'qq_12345', null],
    [false, 'a.b-c_d', null],
    [false, 'abcd', V.contactLength],
    [false, 'x'.repeat(51), V.contactLength],
    [false, 'me@tg123', V.contactFormat],
    [true, 'me@tg123', null],
    [true, 'has space', V.contactFormat],
  ])('contact (allow @ %s) %j -> %s', (allowAt, value, expected) =>
    expect(firstError(contactRule(allowAt), value)).toBe(expected),
  );

  it.each([
    ['RMB', '张三', null],
    ['RMB', '阿卜杜·热合曼', null],
    ['RMB', 'Zhang San', V.nameChinese],
    ['RMB', '', V.nameRequired],
    ['VND', 'Nguyen', null],
    ['VND', 'Nguyen Van', V.nameOneWord],
    ['THB', 'Somchai Jaidee', null],
  ])('name in %s %j -> %s', (currency, value, expected) =>
    expect(firstError(nameRule(currency), value)).toBe(expected),
  );

  it.each([
    [false, '13800138000', null],
    [false, '12345', null],
    [false, '138-0013', V.phoneDigits],
    [true, '0912345678', null],
    [true, '091234567', V.phoneLength],
    [true, '09123456789', V.phoneLength],
    [true, '', V.phoneRequired],
  ])('phone (exactly ten %s) %j -> %s', (exactTen, value, expected) =>
    expect(firstError(phoneRule(exactTen), value)).toBe(expected),
  );
});

describe('form rules (§5)', () => {
  it('login requires account, password and, when shown, captcha', () => {
    const withCaptcha = loginFormSchema({ captcha: true });
    expect(firstError(withCaptcha, { account: '', password: 'x', captcha_answer: '1' })).toBe(V.loginAccount);
    expect(firstError(withCaptcha, { account: 'a', password: '', captcha_answer: '1' })).toBe(
      V.loginPassword,
    );
    expect(firstError(withCaptcha, { account: 'a', password: 'b', captcha_answer: '' })).toBe(
      V.captchaRequired,
    );
    expect(firstError(loginFormSchema({ captcha: false }), { account: 'a', password: 'b' })).toBeNull();
  });

  it('new password: length then confirmation', () => {
    expect(firstError(ZNewPassword, { password: '', check_password: '' })).toBe(V.pswRequired);
    expect(firstError(ZNewPassword, { password: 'abc', check_password: 'abc' })).toBe(V.pswLength);
    expect(firstError(ZNewPassword, { password: 'abc123', check_password: 'abc124' })).toBe(V.checkPswDiff);
    expect(firstError(ZNewPassword, { password: 'abc123', check_password: 'abc123' })).toBeNull();
  });

  it('member verification: method decides email or phone, captcha must equal the shown text', () => {
    const byEmail = memberVerifySchema({ method: 'email', shownCaptcha: 'AbC1' });
    const base = { account: 'player01', withdraw_password: '1234', captcha_answer: 'abc1' };
    expect(firstError(byEmail, { ...base, member_email: '' })).toBe(V.emailRequired);
    expect(firstError(byEmail, { ...base, member_email: 'a@b.co' })).toBeNull();
    expect(firstError(byEmail, { ...base, member_email: 'a@b.co', captcha_answer: 'zzzz' })).toBe(
      V.verifyFailed,
    );
    expect(firstError(byEmail, { ...base, withdraw_password: '', member_email: 'a@b.co' })).toBe(
      V.withdrawPasswordRequired,
    );
    const byPhone = memberVerifySchema({ method: 'phone' });
    expect(firstError(byPhone, { ...base, member_phone: '' })).toBe(V.phoneRequired);
    expect(firstError(byPhone, { ...base, member_phone: '0912345678' })).toBeNull();
    const bySms = memberVerifySchema({ method: 'sms' });
    expect(firstError(bySms, { ...base, phone_verify: '123456' })).toBe(V.phoneRequired);
    expect(firstError(bySms, { ...base, member_phone: '0912345678', phone_verify: '12345' })).toBe(
      V.verifyCode,
    );
    expect(firstError(bySms, { ...base, member_phone: '0912345678', phone_verify: '123456' })).toBeNull();
    const noWithdraw = memberVerifySchema({ method: 'phone', withdrawPassword: 'hidden' });
    expect(firstError(noWithdraw, { ...base, withdraw_password: '', member_phone: '0912345678' })).toBeNull();
  });

  it('double validation: per-question empty-answer key, then captcha', () => {
    const s = doubleValidationSchema('member_phone');
    expect(firstError(s, { answer: '', captcha_answer: '' })).toBe(
      'double_validation_wrong_answer_empty_member_phone',
    );
    expect(firstError(s, { answer: '0912', captcha_answer: '' })).toBe(V.captchaRequired);
    expect(firstError(s, { answer: '0912', captcha_answer: '12ab' })).toBeNull();
  });
});
