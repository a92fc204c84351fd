import { describe, expect, it } from 'vitest';
import { joinBirthday, recoveryProofs, registerSchema, type TRegisterFieldSetting } from './register';
import { V } from './validation';

function setting(
  name: string,
  currency: string,
  flags: Partial<TRegisterFieldSetting> = {},
): TRegisterFieldSetting {
  return {
    name,
    currency,
    is_display: true,
    is_required: false,
    is_unique: false,
    is_member_center: false,
    is_verification: false,
    ...flags,
  };
}

const valid = {
  site_id: 1,
  member_account: 'player01',
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'RMB',
  agreement: true,
  captcha_answer: '1234',
};

function errors(schema: ReturnType<typeof registerSchema>, value: object) {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('registration rules (§5), driven by per-currency settings', () => {
  const rmb = registerSchema({
    currency: 'RMB',
    confirmPassword: true,
    captcha: true,
    settings: [
      setting('member_name', 'RMB', { is_required: true }),
      setting('member_email', 'RMB'),
      setting('member_birthday', 'RMB'),
      setting('member_qq', 'RMB'),
      setting('member_telegram', 'RMB'),
      setting('member_phone', 'RMB', { is_verification: true }),
      setting('withdraw_password', 'RMB', { is_required: true }),
    ],
  });
  const ok = { ...valid, member_name: '张三', withdraw_password: '1234' };

  it('accepts a complete valid form', () => expect(errors(rmb, ok)).toEqual([]));
  it('requires the configured name in Chinese', () => {
    expect(errors(rmb, { ...ok, member_name: '' })).toContain(`member_name:${V.nameRequired}`);
    expect(errors(rmb, { ...ok, member_name: 'Zhang' })).toContain(`member_name:${V.nameChinese}`);
  });
  it('optional shown fields are checked only when filled', () => {
    expect(errors(rmb, { ...ok, member_email: '' })).toEqual([]);
    expect(errors(rmb, { ...ok, member_email: 'not-an-email' })).toContain(`member_email:${V.emailFormat}`);
    expect(errors(rmb, { ...ok, member_qq: 'abc' })).toContain(`member_qq:${V.contactLength}`);
    expect(errors(rmb, { ...ok, member_telegram: '@handle_1' })).toEqual([]);
  });
  it('confirm password must equal password', () =>
    expect(errors(rmb, { ...ok, check_password: 'abc124' })).toContain(`check_password:${V.checkPswDiff}`));
  it('birthday is all or none', () => {
    expect(errors(rmb, { ...ok, birthday_year: '1990' })).toContain(
      `member_birthday:${V.birthdayIncomplete}`,
    );
    expect(errors(rmb, { ...ok, birthday_year: '1990', birthday_month: '1', birthday_day: '2' })).toEqual([]);
  });
  it('phone verify code is 6 digits when verification is on and phone filled', () => {
    expect(errors(rmb, { ...ok, member_phone: '13800138000', phone_verify: '12' })).toContain(
      `phone_verify:${V.verifyCode}`,
    );
    expect(errors(rmb, { ...ok, member_phone: '13800138000', phone_verify: '123456' })).toEqual([]);
  });
  it('withdraw password is 4 digits', () =>
    expect(errors(rmb, { ...ok, withdraw_password: '12345' })).toContain(
      `withdraw_password:${V.withdrawPasswordFormat}`,
    ));
  it('agreement must be ticked and captcha given', () => {
    expect(errors(rmb, { ...ok, agreement: false })).toContain(`agreement:${V.agreement}`);
    expect(errors(rmb, { ...ok, captcha_answer: '' })).toContain(`captcha_answer:${V.captchaRequired}`);
  });
  it('hidden fields are ignored', () => {
    const bare = registerSchema({ currency: 'RMB', confirmPassword: false, captcha: false, settings: [] });
    expect(errors(bare, { ...valid, member_name: 'anything at all', check_password: 'x' })).toEqual([]);
  });

  it('the form requires the ticked agreement (§5); the server schema takes the §3 payload without it', () => {
    const form = registerSchema({ currency: 'RMB', confirmPassword: false, captcha: false, settings: [] });
    const server = registerSchema({
      currency: 'RMB',
      confirmPassword: false,
      captcha: false,
      settings: [],
      requireAgreement: false,
    });
    const { agreement: _omitted, ...spec } = valid;
    expect(errors(form, spec)).toEqual([`agreement:${V.agreement}`]);
    expect(errors(server, spec)).toEqual([]);
    expect(errors(server, { ...spec, agreement: true })).toEqual([]);
    expect(errors(server, { ...spec, agreement: false })).toEqual([`agreement:${V.agreement}`]);
  });

  it('VND: one-word name and exactly 10 phone digits', () => {
    const vnd = registerSchema({
      currency: 'VND',
      confirmPassword: false,
      captcha: false,
      settings: [
        setting('member_name', 'VND', { is_required: true }),
        setting('member_phone', 'VND', { is_required: true }),
      ],
    });
    const base = { ...valid, member_currency: 'VND', member_name: 'Nguyen', member_phone: '0912345678' };
    expect(errors(vnd, base)).toEqual([]);
    expect(errors(vnd, { ...base, member_name: 'Nguyen Van' })).toContain(`member_name:${V.nameOneWord}`);
    expect(errors(vnd, { ...base, member_phone: '091234567' })).toContain(`member_phone:${V.phoneLength}`);
  });
});

describe('recoveryProofs: recovery asks what registration collected', () => {
  it('withdraw password only where shown (required where required), contacts as shown', () => {
    const list = [
      setting('withdraw_password', 'RMB', { is_required: true }),
      setting('member_email', 'RMB'),
      setting('withdraw_password', 'THB'),
      setting('member_phone', 'VND', { is_required: true }),
    ];
    expect(recoveryProofs(list, 'RMB')).toEqual({ withdrawPassword: 'required', methods: ['email'] });
    expect(recoveryProofs(list, 'THB')).toEqual({
      withdrawPassword: 'optional',
      methods: ['email', 'phone'],
    });
    expect(recoveryProofs(list, 'VND')).toEqual({ withdrawPassword: 'hidden', methods: ['phone'] });
  });

  it('spec §4 forgot by SMS: offered where the shown phone is verified by SMS', () => {
    const list = [
      setting('member_phone', 'VND', { is_verification: true }),
      setting('member_phone', 'THB', { is_display: false, is_verification: true }),
    ];
    expect(recoveryProofs(list, 'VND').methods).toEqual(['phone', 'sms']);
    expect(recoveryProofs(list, 'THB').methods).toEqual(['email', 'phone']);
  });
});

describe('joinBirthday', () => {
  it('joins with dashes and pads', () => expect(joinBirthday('1990', '1', '2')).toBe('1990-01-02'));
  it('is undefined when incomplete', () => expect(joinBirthday('1990', '', '2')).toBeUndefined());
});
