import { LoginCode, MemberProfile, RegisterCode } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAudit, members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { knownCaptcha as storeCaptcha } from '../../../test/known-captcha';

let t: TestApp;
let ipSeq = 0;
/** Each registration from its own address, so the per-address limits do not interfere. */
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
});
afterAll(() => t.close());

function post(url: string, body: object, opts: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { host: 'localhost:3000', ...(opts.token ? { authorization: opts.token } : {}) },
  });
}

const rmb = (account: string, extra: object = {}) => ({
  site_id: 1,
  member_account: account,
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'RMB',
  member_name: '张三',
  withdraw_password: '1234',
  agreement: true,
  ...extra,
});

async function register(account: string, extra: object = {}) {
  const res = await post('/api/register', rmb(account, extra), { ip: nextIp() });
  return res.json();
}

describe('register settings and agreement', () => {
  it('lists the seeded settings per currency', async () => {
    const body = (await post('/api/arks/web/register-settings', { site_id: 2 })).json();
    expect(body.code).toBe(1000);
    const vndPhone = body.data.list.find(
      (s: { name: string; currency: string }) => s.name === 'member_phone' && s.currency === 'VND',
    );
    expect(vndPhone).toMatchObject({ is_display: true, is_required: true, is_unique: true });
  });
  it('answers the agreement in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/register-settings/service-agreement',
      payload: { site_id: 1 },
      headers: { lang: 'zh_CN' },
    });
    expect(res.json().data.title).toBe('服务协议');
  });
});

describe('registration', () => {
  it('creates the member, logs in and sends the token in the authorization header', async () => {
    const res = await post('/api/register', rmb('newbie01'), { ip: nextIp() });
    const body = res.json();
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ member_account: 'newbie01', member_currency: 'RMB', member_type: 1 });
    expect(res.headers.authorization).toBe(body.data.token);
    const [row] = await t.db.select().from(members).where(eq(members.account, 'newbie01'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.withdrawPasswordHash).toMatch(/^\$argon2id/);
  });

  it.each([
    ['member_account', { member_account: 'ab' }, 'signup.err_account_length'],
    ['password', { password: 'abcdefg', check_password: 'abcdefg' }, 'signup.err_psw_format'],
    ['check_password', { check_password: 'zzz999' }, 'signup.err_checkPsw_diff'],
    ['withdraw_password', { withdraw_password: '12' }, 'signup.err_withdraw_psw'],
    ['member_birthday', { member_birthday: '1990--' }, 'signup.err_birthday_incomplete'],
    ['agreement', { agreement: false }, 'signup.err_agreement'],
    // Name, email, phone and contact fields have codes of their own: register-codes.test.ts.
  ])('refuses a bad %s with 400 naming the field', async (field, extra, key) => {
    const res = await post('/api/register', rmb(`badacct${ipSeq}`, extra), { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.errors[0]).toMatchObject({ field, key });
    expect(body.message).toContain(`(${field})`);
  });

  it('registers the spec payload without `agreement` (§3 has no such field) and records a sent acceptance', async () => {
    const { agreement: _omitted, ...spec } = rmb('native01');
    const res = await post('/api/register', spec, { ip: nextIp() });
    expect(res.json().code).toBe(1000);
    expect((await register('ticked01')).code).toBe(1000);
    const when = async (account: string) =>
      (await t.db.select().from(members).where(eq(members.account, account)))[0]!.agreementAcceptedAt;
    expect(await when('native01')).toBeNull();
    expect(await when('ticked01')).toBeInstanceOf(Date);
  });

  it('refuses a currency the site does not open', async () => {
    const body = (
      await post('/api/register', rmb('vndonsite1', { member_currency: 'VND' }), { ip: nextIp() })
    ).json();
    expect(body.code).toBe(400);
    expect(body.data.errors[0].field).toBe('member_currency');
  });

  it('102 account repeat, case-insensitively', async () => {
    await register('repeat01');
    expect((await register('REPEAT01')).code).toBe(RegisterCode.ACCOUNT_REPEAT);
  });

  it('104 phone repeat and 105 email repeat where the setting says unique', async () => {
    await register('phone001', { member_phone: '13800138000', member_email: 'a@example.com' });
    expect((await register('phone002', { member_phone: '13800138000' })).code).toBe(
      RegisterCode.PHONE_REPEAT,
    );
    expect((await register('phone003', { member_email: 'a@example.com' })).code).toBe(
      RegisterCode.EMAIL_REPEAT,
    );
  });

  it('228 when the introducer is not an agent, 112 when there is none', async () => {
    await register('plain001');
    expect((await register('child001', { introducer: 'plain001' })).code).toBe(
      RegisterCode.INTRODUCER_INVALID,
    );
    expect((await register('child003', { introducer: 'ghost001' })).code).toBe(
      RegisterCode.INTRODUCER_NOT_FOUND,
    );
    await t.db.update(members).set({ memberType: 2 }).where(eq(members.account, 'plain001'));
    expect((await register('child002', { introducer: 'plain001' })).code).toBe(1000);
  });

  it('996 registering again from one address within 10 s, 997 past 5 a day', async () => {
    const ip = '10.77.0.1';
    expect((await post('/api/register', rmb('burst001'), { ip })).json().code).toBe(1000);
    expect((await post('/api/register', rmb('burst002'), { ip })).json().code).toBe(
      RegisterCode.TOO_FREQUENT,
    );
    // Older registrations from the address count towards the daily limit.
    await t.db
      .update(memberAudit)
      .set({ at: new Date(Date.now() - 3_600_000) })
      .where(eq(memberAudit.ip, ip));
    for (let i = 0; i < 4; i++) {
      await t.db.insert(memberAudit).values({
        siteId: 1,
        account: `old${i}`,
        action: 'register',
        ip,
        at: new Date(Date.now() - 7_200_000),
      });
    }
    expect((await post('/api/register', rmb('burst003'), { ip })).json().code).toBe(
      RegisterCode.LIMIT_PER_IP,
    );
  });
});

describe('login and logout', () => {
  beforeAll(async () => {
    await register('loginer1');
  });

  it('logs in with the right password and answers the member', async () => {
    const res = await post('/api/login', {
      site_id: 1,
      account: 'LOGINER1',
      password: 'abc123',
      udid: 'dev-1',
    });
    const body = res.json();
    expect(body.code).toBe(1000);
    expect(body.data.member_account).toBe('loginer1');
    expect(res.headers.authorization).toBe(body.data.token);
  });

  it('101 for a wrong password and for an unknown account alike, and audits both', async () => {
    const wrong = (await post('/api/login', { site_id: 1, account: 'loginer1', password: 'wrong1' })).json();
    const unknown = (
      await post('/api/login', { site_id: 1, account: 'nobody99', password: 'wrong1' })
    ).json();
    // Site 1 speaks Chinese first: without a lang header the refusal comes in its default language.
    expect(wrong).toEqual({ code: LoginCode.ACCOUNT_ERROR, message: '账号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
    const rows = await t.db.select().from(memberAudit).where(eq(memberAudit.action, 'login_failed'));
    expect(rows.map((r) => r.account)).toEqual(expect.arrayContaining(['loginer1', 'nobody99']));
    expect(JSON.stringify(rows)).not.toContain('wrong1');
  });

  it('102 disabled and 103 frozen', async () => {
    await register('status01');
    await t.db.update(members).set({ status: 'disabled' }).where(eq(members.account, 'status01'));
    expect(
      (await post('/api/login', { site_id: 1, account: 'status01', password: 'abc123' })).json().code,
    ).toBe(LoginCode.ACCOUNT_DISABLE);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.account, 'status01'));
    expect(
      (await post('/api/login', { site_id: 1, account: 'status01', password: 'abc123' })).json().code,
    ).toBe(LoginCode.ACCOUNT_FROZEN);
  });

  it('logout ends the session on the server', async () => {
    const { token } = (
      await post('/api/login', { site_id: 1, account: 'loginer1', password: 'abc123' })
    ).json().data;
    expect((await post('/api/member/profile/common/layout', {}, { token })).statusCode).toBe(200);
    expect((await post('/api/logout', {}, { token })).json().code).toBe(1000);
    expect((await post('/api/member/profile/common/layout', {}, { token })).statusCode).toBe(401);
  });
});

describe('member layout, profile and password', () => {
  it('answers every layout field of §3 and the caller’s own profile only', async () => {
    const a = (await register('ownera01', { member_qq: 'qq_12345' })).data;
    const b = (await register('ownerb01')).data;
    const layout = (await post('/api/member/profile/common/layout', {}, { token: a.token })).json().data
      .member_common_layout;
    expect(Object.keys(layout).sort()).toEqual(
      [
        'id',
        'member_account',
        'member_type',
        'member_currency',
        'member_cash',
        'is_agent',
        'agent_active',
        'agent_type',
        'agent_level',
        'is_playing',
        'cash_back_status',
        'wallet_status',
        'first_login_to_change_password',
        'need_bank_account_deposit_verified',
        'bank_account_bound',
      ].sort(),
    );
    // The body cannot point at someone else: identity comes from the token only.
    const profile = (
      await post('/api/member/profile', { id: b.member_id, member_id: b.member_id }, { token: a.token })
    ).json();
    expect(profile.data.member_profile).toMatchObject({
      member_account: 'ownera01',
      member_qq: 'qq_12345',
      is_withdraw_password: 1,
    });
    expect((await post('/api/member/profile', {})).statusCode).toBe(401);
  });

  it('spec §3 member profile new_identity_id: identity_id comes masked, new_identity_id null while none waits', async () => {
    const { member_id, token } = (await register('identity01')).data;
    await t.db.update(members).set({ identityId: '110101199003071234' }).where(eq(members.id, member_id));
    const body = (await post('/api/member/profile', {}, { token })).json();
    const profile = MemberProfile.data.parse(body.data).member_profile;
    expect(profile).toMatchObject({ identity_id: '**************1234', new_identity_id: null });
    expect(Object.keys(body.data.member_profile)).toContain('new_identity_id');
  });

  it('changes the password with the old one, ends other sessions and hands back a new token', async () => {
    const first = (await register('changer1')).data;
    const second = (await post('/api/login', { site_id: 1, account: 'changer1', password: 'abc123' })).json()
      .data;
    const wrong = await post(
      '/api/member/profile/edit_password',
      { old_password: 'nope00', password: 'new456', check_password: 'new456' },
      { token: first.token },
    );
    expect(wrong.json().code).toBe(101);
    const res = await post(
      '/api/member/profile/edit_password',
      { old_password: 'abc123', password: 'new456', check_password: 'new456' },
      { token: first.token },
    );
    expect(res.json().code).toBe(1000);
    const fresh = res.headers.authorization as string;
    expect(fresh).toBeTruthy();
    expect((await post('/api/member/profile', {}, { token: second.token })).statusCode).toBe(401);
    expect((await post('/api/member/profile', {}, { token: fresh })).statusCode).toBe(200);
    expect(
      (await post('/api/login', { site_id: 1, account: 'changer1', password: 'new456' })).json().code,
    ).toBe(1000);
  });

  it('a forced change (first_login_to_change_password) needs no old password and clears the flag', async () => {
    const m = (await register('forced01')).data;
    await t.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, m.member_id));
    const layout = (await post('/api/member/profile/common/layout', {}, { token: m.token })).json().data
      .member_common_layout;
    expect(layout.first_login_to_change_password).toBe(1);
    expect(layout.member_cash).toBe('0.00');
    const res = await post(
      '/api/member/profile/edit_password',
      { password: 'new789', check_password: 'new789' },
      { token: m.token },
    );
    expect(res.json().code).toBe(1000);
    const after = (
      await post('/api/member/profile/common/layout', {}, { token: res.headers.authorization as string })
    ).json();
    expect(after.data.member_common_layout.first_login_to_change_password).toBe(0);
  });
});

describe('captcha on', () => {
  let on: TestApp;
  beforeAll(async () => {
    on = await buildTestApp();
  });
  afterAll(() => on.close());

  const call = (url: string, body: object, ip = nextIp()) =>
    on.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  /** A challenge whose answer the test knows, asked for by `ip`. */
  const knownCaptcha = async (type: 1 | 2, answer: string, ip: string) =>
    (await storeCaptcha(on, { siteId: 1, type, answer, ip })).captcha_token;

  it('issues an SVG challenge', async () => {
    const body = (await call('/api/captcha', { site_id: 1, type: 1 })).json();
    expect(body.code).toBe(1000);
    expect(body.data.captcha).toMatch(/^<svg/);
    expect(body.data.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 101 when one address asks too fast', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await on.app.inject({
            method: 'POST',
            url: '/api/captcha',
            payload: { site_id: 1, type: 2 },
            remoteAddress: '10.55.0.1',
          })
        ).json().code,
      );
    }
    expect(codes).toContain(101);
  });

  it('224 on a wrong register captcha, 105 on a wrong login captcha; an answer works once', async () => {
    const ip = nextIp();
    const register = (account: string, captcha_token: string, captcha_answer: string) =>
      call('/api/register', rmb(account, { captcha_token, captcha_answer }), ip).then((r) => r.json().code);
    const wrong = await knownCaptcha(2, 'ab12', ip);
    expect(await register('capt0001', wrong, 'zz99')).toBe(RegisterCode.CAPTCHA_FAILED);
    const good = await knownCaptcha(2, 'ab12', ip);
    expect(await register('capt0001', good, 'AB12')).toBe(1000);
    expect(await register('capt0002', good, 'ab12')).toBe(RegisterCode.CAPTCHA_FAILED);
    // Spec §3 registration parameters: the captcha answer under its wire name verify_code.
    // (From another address: one address may register only so often.)
    const other = nextIp();
    const named = await knownCaptcha(2, 'cd34', other);
    const viaVerifyCode = rmb('capt0003', { captcha_token: named, verify_code: 'cd34' });
    expect((await call('/api/register', viaVerifyCode, other)).json().code).toBe(1000);
    expect(
      (await call('/api/login', { site_id: 1, account: 'capt0001', password: 'abc123' })).json().code,
    ).toBe(LoginCode.VERIFY_FAILED);
    const login = await knownCaptcha(1, 'k7m3', ip);
    const body = { site_id: 1, account: 'capt0001', password: 'abc123', captcha_token: login };
    expect((await call('/api/login', { ...body, captcha_answer: 'k7m3' }, ip)).json().code).toBe(1000);
  });
});

describe('double validation (§3, §8)', () => {
  async function challenged(account: string) {
    const m = (await register(account, { member_phone: `139${String(ipSeq).padStart(8, '0')}` })).data;
    await t.db.update(members).set({ doubleValidation: true }).where(eq(members.id, m.member_id));
    const body = (await post('/api/login', { site_id: 1, account, password: 'abc123' })).json();
    return { member: m, body };
  }

  it('asks the first question instead of a token, then logs in on the right answer', async () => {
    const { body } = await challenged('dvalid01');
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ question: 'member_name', available_questions_count: 3 });
    expect(body.data.token).toBeUndefined();
    const res = await post('/api/login/double_validation', {
      member_login_id: body.data.member_login_id,
      answer: '张三',
    });
    expect(res.json().code).toBe(1000);
    expect(res.headers.authorization).toBe(res.json().data.token);
    // Spent: the same answer cannot log in twice.
    const again = await post('/api/login/double_validation', {
      member_login_id: body.data.member_login_id,
      answer: '张三',
    });
    expect(again.json().code).toBe(101);
  });

  it('skips to the next question until none is left', async () => {
    const { body } = await challenged('dvalid02');
    const id = body.data.member_login_id;
    expect((await post('/api/login/double_validation/skip', { member_login_id: id })).json().data).toEqual({
      question: 'member_phone',
      available_questions_count: 2,
    });
    expect(
      (await post('/api/login/double_validation/skip', { member_login_id: id })).json().data.question,
    ).toBe('withdraw_password');
    expect((await post('/api/login/double_validation/skip', { member_login_id: id })).json().code).toBe(202);
    const ok = await post('/api/login/double_validation', { member_login_id: id, answer: '1234' });
    expect(ok.json().code).toBe(1000);
  });

  it('998 on a wrong answer, 102 and a spent login after three', async () => {
    const { body } = await challenged('dvalid03');
    const id = body.data.member_login_id;
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await post('/api/login/double_validation', { member_login_id: id, answer: '李四' })).json().code,
      );
    }
    expect(codes).toEqual([998, 998, 102]);
    expect(
      (await post('/api/login/double_validation', { member_login_id: id, answer: '张三' })).json().code,
    ).toBe(101);
  });

  it('101 for an unknown login id on answer and skip', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post('/api/login/double_validation', { member_login_id: unknown, answer: 'x' })).json().code,
    ).toBe(101);
    expect(
      (await post('/api/login/double_validation/skip', { member_login_id: 'not-a-uuid' })).json().code,
    ).toBe(101);
  });
});
