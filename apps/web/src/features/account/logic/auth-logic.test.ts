import { COOKIES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { canResend, formatCountdown, secondsLeft } from './countdown';
import {
  answerInputKind,
  canSkip,
  firstDoubleValidationError,
  nextQuestion,
  startDoubleValidation,
} from './double-validation';
import {
  afterLoginStep,
  demoLogin,
  loginRedirectTarget,
  shouldQueryTokenLogin,
  storedMemberFromLogin,
} from './entry-login';
import { agentDomainCookieWrites, linkCookieWrites, readLinkParams, registrationLink } from './link-cookies';
import {
  doubleValidationOutcome,
  loginOutcome,
  skipOutcome,
  smsOutcome,
  verifyResetOutcome,
} from './login-result';
import { registerFailure } from './register-result';

describe('login outcome (spec §8)', () => {
  it.each([
    [101, 'account_error'],
    [102, 'account_disable'],
    [103, 'account_freezen'],
    [105, 'verify_failed'],
    [106, 'ip_error'],
  ])('code %i shows %s', (code, key) => {
    expect(loginOutcome({ code, message: 'x' })).toEqual({ kind: 'error', messageKey: key });
  });
  it.each([201, 202, 203])('code %i shows ip_error with the code appended', (code) => {
    expect(loginOutcome({ code, message: '' })).toEqual({
      kind: 'error',
      messageKey: 'ip_error_code',
      params: { code },
    });
  });
  it('105 with captcha_required asks for a captcha even where the site shows none', () => {
    expect(loginOutcome({ code: 105, message: 'x', data: { captcha_required: true } })).toEqual({
      kind: 'captcha-required',
      messageKey: 'account.captchaNowRequired',
    });
    expect(loginOutcome({ code: 105, message: 'x', data: null })).toEqual({
      kind: 'error',
      messageKey: 'verify_failed',
    });
    expect(loginOutcome({ code: 101, message: 'x', data: { captcha_required: true } }).kind).toBe('error');
  });
  it('107 opens the device modal, 802 the transfer validation', () => {
    expect(loginOutcome({ code: 107, message: '' }).kind).toBe('device');
    expect(loginOutcome({ code: 802, message: '' }).kind).toBe('transfer-validation');
  });
  it('success codes log in unless a double validation is asked', () => {
    expect(loginOutcome({ code: 1000, message: '' })).toEqual({ kind: 'success' });
    expect(loginOutcome({ code: 100, message: '' })).toEqual({ kind: 'success' });
    expect(loginOutcome({ code: 1000, message: '', needsDoubleValidation: true })).toEqual({
      kind: 'double-validation',
    });
  });
  it('400 and others show the server message', () => {
    expect(loginOutcome({ code: 400, message: 'Bad input' })).toEqual({
      kind: 'server-message',
      message: 'Bad input',
    });
  });
  it('double validation codes', () => {
    expect(doubleValidationOutcome(101, 'srv')).toEqual({ kind: 'server-message', message: 'srv' });
    expect(doubleValidationOutcome(202, 'srv').kind).toBe('server-message');
    expect(doubleValidationOutcome(106, '')).toEqual({ kind: 'error', messageKey: 'ip_error' });
    for (const code of [103, 104, 105, 205, 206]) {
      expect(doubleValidationOutcome(code, '')).toEqual({ kind: 'error', messageKey: 'verify_failed' });
    }
    expect(doubleValidationOutcome(998, '')).toEqual({
      kind: 'error',
      messageKey: 'double_validation_faild',
    });
    expect(skipOutcome(101, '')).toEqual({ kind: 'error', messageKey: 'account_error' });
  });
  it('verify/reset codes ask to verify again', () => {
    for (const code of [101, 102, 201, 202, 203, 204]) {
      expect(verifyResetOutcome(code, 'x')).toEqual({
        kind: 'error',
        messageKey: 'signup.error_verify_pls_reVerify',
      });
    }
    expect(verifyResetOutcome(500, 'boom')).toEqual({ kind: 'server-message', message: 'boom' });
  });
  it('sms codes', () => {
    expect(smsOutcome(102, '')).toEqual({ kind: 'error', messageKey: 'signup.sms_limit_five_minutes' });
    expect(smsOutcome(99, '').kind).toBe('error');
    expect(smsOutcome(777, 'other')).toEqual({ kind: 'server-message', message: 'other' });
  });
  it('spec §8 register 222 on the phone code: introducer not found; 215 shows the phone server message', () => {
    expect(smsOutcome(222, 'x')).toEqual({ kind: 'error', messageKey: 'signup.err_introducer_not_found' });
    expect(smsOutcome(215, 'Number not reachable')).toEqual({
      kind: 'server-message',
      message: 'Number not reachable',
    });
  });
});

describe('register failure (spec §8)', () => {
  it('puts repeat codes on their fields', () => {
    expect(registerFailure(102, 'x')).toMatchObject({
      field: 'member_account',
      messageKey: 'signup.err_account_repeat',
    });
    expect(registerFailure(104, 'x')).toMatchObject({ field: 'member_phone' });
    expect(registerFailure(114, 'x')).toMatchObject({ field: 'identity_id' });
    expect(registerFailure(223, 'x')).toMatchObject({ field: 'identity_id' });
    expect(registerFailure(224, 'x')).toMatchObject({ field: 'captcha_answer', messageKey: 'verify_failed' });
  });
  it('107 turns the recommend code off', () => {
    expect(registerFailure(107, '')).toMatchObject({ turnOffRecommend: true });
  });
  it('contact codes show the server message on the field', () => {
    expect(registerFailure(301, 'QQ taken')).toEqual({
      field: 'member_qq',
      messageKey: null,
      message: 'QQ taken',
    });
    expect(registerFailure(308, 'bad')).toMatchObject({ field: 'member_whats_app' });
    expect(registerFailure(215, 'Phone carrier blocked')).toMatchObject({
      field: 'member_phone',
      message: 'Phone carrier blocked',
    });
  });
  it('unknown codes show the message or a generic error; success is no failure', () => {
    expect(registerFailure(555, 'Odd')).toEqual({ field: null, messageKey: null, message: 'Odd' });
    expect(registerFailure(555, '')).toEqual({
      field: null,
      messageKey: 'signup.err_unknown',
      message: null,
    });
    expect(registerFailure(1000, '')).toBeNull();
  });
});

describe('double validation flow', () => {
  const start = startDoubleValidation({ member_login_id: 9, question: 'member_name' });
  it('defaults to three questions and allows skipping while another is left', () => {
    expect(start).toEqual({ memberLoginId: '9', question: 'member_name', remaining: 3 });
    expect(canSkip(start)).toBe(true);
    const second = nextQuestion(start, { question: 'member_phone' });
    expect(second.remaining).toBe(2);
    const last = nextQuestion(second, { question: 'member_email' });
    expect(canSkip(last)).toBe(false);
    expect(nextQuestion(start, { question: 'identity_id', available_questions_count: 1 }).remaining).toBe(1);
  });
  it('shows the first error only', () => {
    expect(firstDoubleValidationError('member_name', { answer: '', captcha_answer: '' })).toBe(
      'double_validation_wrong_answer_empty_member_name',
    );
    expect(firstDoubleValidationError('member_name', { answer: 'a', captcha_answer: ' ' })).toBe(
      'ph_account_verify_code',
    );
    expect(firstDoubleValidationError('member_name', { answer: 'a', captcha_answer: 'b' })).toBeNull();
  });
  it('picks an input kind per question', () => {
    expect(answerInputKind('withdraw_password')).toBe('password');
    expect(answerInputKind('member_phone')).toBe('tel');
    expect(answerInputKind('member_name')).toBe('text');
  });
});

describe('SMS resend countdown (300 s)', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(0, 0)).toBe(300);
    expect(secondsLeft(0, 1)).toBe(300);
    expect(secondsLeft(0, 299_001)).toBe(1);
    expect(secondsLeft(0, 300_000)).toBe(0);
    expect(canResend(0, 299_999)).toBe(false);
    expect(canResend(0, 300_000)).toBe(true);
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61)).toBe('01:01');
  });
});

describe('agent and recommend links (spec §3, §9)', () => {
  const opts = { linkExpireMinutes: 30, siteCurrencies: ['RMB', 'USD'] };
  it('an agent link stores the agent, the register type and the currency for LINK_EXPIRE_TIME', () => {
    expect(linkCookieWrites(readLinkParams('?id=12&currency=USD'), opts)).toEqual([
      { name: COOKIES.memberAgent.name, value: '12', minutes: 30 },
      { name: COOKIES.registerType.name, value: 'agent', minutes: 30 },
      // §9 ccy 1 day, not the link's LINK_EXPIRE_TIME.
      { name: COOKIES.ccy.name, value: 'USD', minutes: 1440 },
    ]);
  });
  it('an invite stores the recommend code; unknown currencies and bad values are ignored', () => {
    expect(linkCookieWrites(readLinkParams('?invite=ABC123&currency=XXX'), opts)).toEqual([
      { name: COOKIES.recommendCode.name, value: 'ABC123', minutes: 30 },
      { name: COOKIES.registerType.name, value: 'recommend', minutes: 30 },
    ]);
    expect(linkCookieWrites(readLinkParams('?id=abc'), opts)).toEqual([]);
    expect(linkCookieWrites(readLinkParams('?currency=USD'), opts)).toEqual([]);
  });
  it('registration reads the agent domain first, then the agent cookie, then the recommend code', () => {
    const base = { siteCurrencies: ['RMB', 'USD'] };
    expect(
      registrationLink({
        ...base,
        cookies: { member_agent: '5' },
        agentDomain: { is_valid: true, agent_id: 8, currency: 'RMB' },
      }),
    ).toEqual({ introducer: '8', recommendCode: null, lockedCurrency: 'RMB', source: 'agent-domain' });
    expect(registrationLink({ ...base, cookies: { member_agent: '5', ccy: 'USD' } })).toEqual({
      introducer: '5',
      recommendCode: null,
      lockedCurrency: 'USD',
      source: 'agent',
    });
    expect(registrationLink({ ...base, cookies: { recommend_code: 'R1' } }).recommendCode).toBe('R1');
    expect(registrationLink({ ...base, cookies: {} }).source).toBeNull();
  });
  it('spec §3/§9 cookies: an agent domain is remembered in agent_domain_id and ccy for one day, then read without a check', () => {
    const currencies = ['RMB', 'USD'];
    const writes = agentDomainCookieWrites({ is_valid: 1, agent_id: 8, currency: 'USD' }, currencies);
    expect(writes).toEqual([
      { name: 'agent_domain_id', value: '8', minutes: 24 * 60 },
      { name: 'ccy', value: 'USD', minutes: 24 * 60 },
    ]);
    // No agent's domain, or a currency the site does not offer: nothing, or only the agent.
    expect(agentDomainCookieWrites({ is_valid: false, agent_id: null, currency: null }, currencies)).toEqual(
      [],
    );
    expect(agentDomainCookieWrites({ is_valid: 1, agent_id: 8, currency: 'EUR' }, currencies)).toHaveLength(
      1,
    );
    // The next visit reads the cookies: the same introducer and locked currency, no answer needed.
    const cookies = Object.fromEntries(writes.map((w) => [w.name, w.value]));
    expect(registrationLink({ cookies, siteCurrencies: currencies })).toEqual({
      introducer: '8',
      recommendCode: null,
      lockedCurrency: 'USD',
      source: 'agent-domain',
    });
    // It wins over an agent link's cookie, as the domain's answer does.
    expect(
      registrationLink({ cookies: { ...cookies, member_agent: '5' }, siteCurrencies: currencies }).introducer,
    ).toBe('8');
  });
});

describe('entry login and after-login steps (spec §4)', () => {
  const entry = { tk: 't', member_account: 'a', member_currency: 'RMB', member_id: '1' };
  it('query-token login needs all four and no skipReloadGetInfo', () => {
    expect(shouldQueryTokenLogin(entry, null)).toBe(true);
    expect(shouldQueryTokenLogin(entry, '1')).toBe(false);
    expect(shouldQueryTokenLogin({ ...entry, member_id: null }, null)).toBe(false);
  });
  it('stores the login answer', () => {
    expect(
      storedMemberFromLogin({ token: 'x', member_id: 4, member_account: 'amy001', member_currency: 'RMB' }),
    ).toEqual({ token: 'x', memberId: '4', memberAccount: 'amy001', currency: 'RMB', memberType: '1' });
    expect(demoLogin('USD').memberAccount).toBe('demo_member');
  });
  it('forced password change comes before the bank prompt, as a dialog on desktop and a page on phones', () => {
    expect(
      afterLoginStep({ first_login_to_change_password: 1, need_bank_account_deposit_verified: 1 }, 'desktop'),
    ).toEqual({
      kind: 'change-password',
      as: 'dialog',
    });
    expect(afterLoginStep({ first_login_to_change_password: 1 }, 'mobile')).toEqual({
      kind: 'change-password',
      as: 'page',
    });
    expect(afterLoginStep({ first_login_to_change_password: 0, bank_account_bound: 0 }, 'mobile')).toEqual({
      kind: 'bind-bank',
    });
    expect(afterLoginStep(null, 'mobile')).toEqual({ kind: 'none' });
  });
  it('asks to bind a bank account only those who have none, never those whose account awaits verification', () => {
    const bound = { first_login_to_change_password: 0, bank_account_bound: 1 };
    expect(afterLoginStep({ ...bound, need_bank_account_deposit_verified: 1 }, 'desktop')).toEqual({
      kind: 'none',
    });
    expect(afterLoginStep({ ...bound, need_bank_account_deposit_verified: 0 }, 'mobile')).toEqual({
      kind: 'none',
    });
    expect(
      afterLoginStep({ bank_account_bound: 0, need_bank_account_deposit_verified: 0 }, 'desktop'),
    ).toEqual({ kind: 'bind-bank' });
    // A server that does not say (older build): no prompt rather than a wrong one.
    expect(afterLoginStep({ need_bank_account_deposit_verified: 1 }, 'desktop')).toEqual({ kind: 'none' });
  });
  it('returns only to safe same-site targets', () => {
    expect(loginRedirectTarget('/user?page=Deposit')).toBe('/user?page=Deposit');
    expect(loginRedirectTarget('//evil.example')).toBeNull();
    expect(loginRedirectTarget('https://evil.example')).toBeNull();
    expect(loginRedirectTarget('/register')).toBeNull();
    expect(loginRedirectTarget(null)).toBeNull();
  });
});
