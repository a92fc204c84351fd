import { MemberCenterCode, VerifyResetCode } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginIpBlocks, memberAudit, memberBankAccounts, members, recommendSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ManualClock } from '../../test/manual-clock';

let t: TestApp;
const clock = new ManualClock(Date.now());
let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, clock });
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

/** Registers an RMB member (withdraw password 1234) with an email and answers its token and id. */
async function member(account: string, email = `${account}@example.com`) {
  const res = await post(
    '/api/register',
    {
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: '张三',
      member_email: email,
      withdraw_password: '1234',
      agreement: true,
    },
    { ip: nextIp() },
  );
  const body = res.json();
  expect(body.code, JSON.stringify(body)).toBe(1000);
  return { token: body.data.token as string, id: body.data.member_id as number };
}

describe('password recovery (vx verify and reset)', () => {
  let alice: { token: string; id: number };
  beforeAll(async () => {
    alice = await member('recover1');
  });
  const verify = (extra: object = {}, ip = '10.8.0.1') =>
    post(
      '/api/arks/web/vx/verify',
      {
        site_id: 1,
        account: 'recover1',
        withdraw_password: '1234',
        member_email: 'recover1@example.com',
        ...extra,
      },
      { ip },
    ).then((r) => r.json());

  it('answers one 101 for a wrong withdraw password, a wrong email and an unknown account, and audits them', async () => {
    expect((await verify({ withdraw_password: '9999' })).code).toBe(VerifyResetCode.E101);
    expect((await verify({ member_email: 'other@example.com' })).code).toBe(VerifyResetCode.E101);
    const unknown = await verify({ account: 'nobody77' });
    expect(unknown.code).toBe(VerifyResetCode.E101);
    expect(unknown.message).toBe((await verify({ withdraw_password: '0000' })).message);
    const rows = await t.db.select().from(memberAudit).where(eq(memberAudit.action, 'vx_verify_failed'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // No secrets in the audit trail.
    expect(JSON.stringify(rows)).not.toMatch(/9999|0000|1234/);
  });

  it('201 when neither email nor phone is given; 400 when the account is missing', async () => {
    expect((await verify({ member_email: '' })).code).toBe(VerifyResetCode.E201);
    const res = await post('/api/arks/web/vx/verify', { site_id: 1, account: '', withdraw_password: '1234' });
    expect(res.json().code).toBe(400);
  });

  it('verifies, resets once, ends old sessions, and the new password logs in', async () => {
    const { data } = await verify();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    const reset = await post('/api/arks/web/vx/reset', {
      site_id: 1,
      account: 'recover1',
      password: 'newpw9',
      token: data.token,
    });
    expect(reset.json().code).toBe(1000);
    // The token works once.
    const again = await post('/api/arks/web/vx/reset', {
      site_id: 1,
      account: 'recover1',
      password: 'newpw8',
      token: data.token,
    });
    expect(again.json().code).toBe(VerifyResetCode.E203);
    // The old session is gone.
    expect((await post('/api/member_info', {}, { token: alice.token })).statusCode).toBe(401);
    const login = await post('/api/login', { site_id: 1, account: 'recover1', password: 'newpw9' });
    expect(login.json().code).toBe(1000);
    expect(
      (await t.db.select().from(memberAudit).where(eq(memberAudit.action, 'password_reset'))).length,
    ).toBe(1);
  });

  it('203 for a token of another account, 204 for an expired token, 400 for a bad new password', async () => {
    await member('recover2');
    const { data } = await verify({ account: 'recover2', member_email: 'RECOVER2@example.com' });
    const other = await post('/api/arks/web/vx/reset', {
      site_id: 1,
      account: 'recover1',
      password: 'abc999',
      token: data.token,
    });
    expect(other.json().code).toBe(VerifyResetCode.E203);
    const short = await post('/api/arks/web/vx/reset', {
      site_id: 1,
      account: 'recover2',
      password: 'abc',
      token: data.token,
    });
    expect(short.json().code).toBe(400);
    clock.advance(11 * 60 * 1000);
    const late = await post('/api/arks/web/vx/reset', {
      site_id: 1,
      account: 'recover2',
      password: 'abc999',
      token: data.token,
    });
    expect(late.json().code).toBe(VerifyResetCode.E204);
  });

  it('202 for a frozen account, 102 after 10 failures for one account in an hour', async () => {
    await member('recover3');
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.account, 'recover3'));
    expect((await verify({ account: 'recover3', member_email: 'recover3@example.com' })).code).toBe(
      VerifyResetCode.E202,
    );
    for (let i = 0; i < 10; i++) await verify({ account: 'recover3', withdraw_password: '0001' }, nextIp());
    // Even the right details are refused now.
    expect((await verify({ account: 'recover3', member_email: 'recover3@example.com' }, nextIp())).code).toBe(
      VerifyResetCode.E102,
    );
  });
});

describe('withdraw password', () => {
  it('changes with the old one (101 wrong, 102 missing), 400 for a non-4-digit one; sets one when none', async () => {
    const m = await member('wdpass1');
    const save = (body: object) =>
      post('/api/member/profile/withdraw_password', body, { token: m.token }).then((r) => r.json());
    expect((await save({ withdraw_password: '5678', check_withdraw_password: '5678' })).code).toBe(
      MemberCenterCode.OLD_WITHDRAW_PASSWORD_REQUIRED,
    );
    expect(
      (
        await save({
          old_withdraw_password: '0000',
          withdraw_password: '5678',
          check_withdraw_password: '5678',
        })
      ).code,
    ).toBe(MemberCenterCode.WRONG_WITHDRAW_PASSWORD);
    for (const bad of ['567', '56789', 'abcd']) {
      expect(
        (await save({ old_withdraw_password: '1234', withdraw_password: bad, check_withdraw_password: bad }))
          .code,
      ).toBe(400);
    }
    expect(
      (
        await save({
          old_withdraw_password: '1234',
          withdraw_password: '5678',
          check_withdraw_password: '5679',
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await save({
          old_withdraw_password: '1234',
          withdraw_password: '5678',
          check_withdraw_password: '5678',
        })
      ).code,
    ).toBe(1000);
    const profile = (await post('/api/member/profile', {}, { token: m.token })).json();
    expect(profile.data.member_profile.is_withdraw_password).toBe(1);

    await t.db.update(members).set({ withdrawPasswordHash: null }).where(eq(members.id, m.id));
    expect((await save({ withdraw_password: '4321', check_withdraw_password: '4321' })).code).toBe(1000);
    const actions = (await t.db.select().from(memberAudit).where(eq(memberAudit.memberId, m.id))).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['withdraw_password_changed', 'withdraw_password_set']));
  });
});

describe('bank accounts', () => {
  it('binds with the withdraw password, masks the number, refuses a number bound twice', async () => {
    const m = await member('banker1');
    const store = (body: object) =>
      post('/api/member/bank_account/store', body, { token: m.token }).then((r) => r.json());
    const card = { bank_name: 'ICBC', account_name: '张三', account_number: '6222020200112233' };
    expect((await store({ ...card, withdraw_password: '0000' })).code).toBe(
      MemberCenterCode.WRONG_WITHDRAW_PASSWORD,
    );
    expect((await store({ ...card, account_number: '12ab' })).code).toBe(400);
    const ok = await store({ ...card, withdraw_password: '1234' });
    expect(ok.code).toBe(1000);
    expect(ok.data.bank_account).toMatchObject({ account_number_masked: '****2233', is_verified: 0 });
    expect(JSON.stringify(ok)).not.toContain('6222020200112233');
    const other = await member('banker2');
    const dup = await post(
      '/api/member/bank_account/store',
      { ...card, withdraw_password: '1234' },
      { token: other.token },
    );
    expect(dup.json().code).toBe(MemberCenterCode.BANK_ACCOUNT_REPEAT);
    const list = (await post('/api/member/bank_account', {}, { token: m.token })).json();
    expect(list.data.list).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(memberAudit)
      .where(and(eq(memberAudit.memberId, m.id), eq(memberAudit.action, 'bank_account_bound')));
    expect(audit[0]?.detail).toEqual({ bank_name: 'ICBC', last4: '2233' });

    // The layout asks for a verifying deposit until the operator marks the account verified.
    const layout = async () =>
      (await post('/api/member/profile/common/layout', {}, { token: m.token })).json().data
        .member_common_layout.need_bank_account_deposit_verified;
    expect(await layout()).toBe(1);
    await t.db
      .update(memberBankAccounts)
      .set({ verifiedAt: new Date() })
      .where(eq(memberBankAccounts.memberId, m.id));
    expect(await layout()).toBe(0);
  });
});

describe('member info, agent checks and friend recommend', () => {
  it('one member cannot read or change another member’s data', async () => {
    const a = await member('owner01');
    const b = await member('intrud01');
    await post(
      '/api/member/bank_account/store',
      { bank_name: 'B', account_name: 'A', account_number: '11112222333', withdraw_password: '1234' },
      { token: a.token },
    );

    const info = (await post('/api/member_info', { id: a.id }, { token: b.token })).json();
    expect(info.code).toBe(403);
    expect((await post('/api/member_info', { id: b.id }, { token: b.token })).json().data).toEqual({
      id: b.id,
      currency: 'RMB',
    });
    // Lists and profile answer the caller only, whatever id the body names.
    const list = (
      await post('/api/member/bank_account', { member_id: a.id, id: a.id }, { token: b.token })
    ).json();
    expect(list.data.list).toEqual([]);
    const profile = (await post('/api/member/profile', { id: a.id }, { token: b.token })).json();
    expect(profile.data.member_profile.id).toBe(b.id);
    // Changing "their" withdraw password with b's token changes b's only.
    await post(
      '/api/member/profile/withdraw_password',
      { id: a.id, old_withdraw_password: '1234', withdraw_password: '7777', check_withdraw_password: '7777' },
      { token: b.token },
    );
    const [rowA] = await t.db.select().from(members).where(eq(members.id, a.id));
    const [rowB] = await t.db.select().from(members).where(eq(members.id, b.id));
    expect(rowA?.withdrawPasswordHash).not.toBe(rowB?.withdrawPasswordHash);
    const bankRows = await t.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, b.id));
    expect(bankRows).toEqual([]);
  });

  it('apply_for_agent/check: 104 without a bank account, ok with one, 101 for an agent', async () => {
    const m = await member('agentap1');
    const check = () =>
      post('/api/member/apply_for_agent/check', {}, { token: m.token }).then((r) => r.json());
    expect((await check()).code).toBe(MemberCenterCode.NOT_ELIGIBLE);
    await post(
      '/api/member/bank_account/store',
      { bank_name: 'B', account_name: 'A', account_number: '99990000111', withdraw_password: '1234' },
      { token: m.token },
    );
    expect(await check()).toMatchObject({ code: 1000, data: { apply_agent_flag: 1 } });
    await t.db.update(members).set({ memberType: 2 }).where(eq(members.id, m.id));
    expect((await check()).code).toBe(MemberCenterCode.ALREADY_AGENT);
    const rename = (
      await post('/api/arks/web/agent-level-rename', { site_id: 1 }, { token: m.token })
    ).json();
    expect(rename.data.detail.agent_level).toBe(1);
    expect(rename.data.detail.list.length).toBeGreaterThan(0);
  });

  it('bonus_setting/check answers is_friend from the site and currency setting', async () => {
    const m = await member('friend01');
    const check = (currency?: string) =>
      post(
        '/api/bonus_setting/check',
        { site_id: 1, ...(currency ? { member_currency: currency } : {}) },
        { token: m.token },
      ).then((r) => r.json());
    // The seed opens friend recommend; close it to see the check follow the setting.
    await t.db.delete(recommendSettings);
    expect((await check()).data.is_friend).toBe(0);
    await t.db.insert(recommendSettings).values({ siteId: 1, currency: 'RMB', isActive: true });
    expect((await check()).data.is_friend).toBe(1);
    expect((await check('USD')).data.is_friend).toBe(0);
  });

  it('every member-centre call answers 401 without a token', async () => {
    for (const url of [
      '/api/member_info',
      '/api/member/bank_account',
      '/api/member/bank_account/store',
      '/api/member/profile/withdraw_password',
      '/api/arks/web/agent-level-rename',
      '/api/member/apply_for_agent/check',
      '/api/bonus_setting/check',
    ])
      expect((await post(url, {})).statusCode, url).toBe(401);
  });
});

describe('login IP blocklist', () => {
  it('106 from a blocked network of the site, audited; other addresses log in', async () => {
    await member('ipblock1');
    await t.db.insert(loginIpBlocks).values({ siteId: 1, network: '10.66.0.0/16', reason: 'abuse' });
    const login = (ip: string) =>
      post('/api/login', { site_id: 1, account: 'ipblock1', password: 'abc123' }, { ip }).then((r) =>
        r.json(),
      );
    expect((await login('10.66.3.4')).code).toBe(106);
    expect((await login('10.67.3.4')).code).toBe(1000);
    const rows = await t.db.select().from(memberAudit).where(eq(memberAudit.action, 'login_ip_blocked'));
    expect(rows).toHaveLength(1);
  });
});

describe('member transfer validation (login 802)', () => {
  it('answers 802 until the member verifies and sets a new password, then logs in', async () => {
    const m = await member('transfer1');
    await t.db.update(members).set({ mustTransferValidate: true }).where(eq(members.id, m.id));
    const login = (password: string) =>
      post('/api/login', { site_id: 1, account: 'transfer1', password }, { ip: nextIp() }).then((r) =>
        r.json(),
      );
    expect((await login('abc123')).code).toBe(802);
    // A wrong password still answers 101: 802 never tells a stranger the account exists.
    expect((await login('wrong1')).code).toBe(101);
    const verified = await post('/api/arks/web/vx/verify', {
      site_id: 1,
      account: 'transfer1',
      withdraw_password: '1234',
      member_email: 'transfer1@example.com',
    });
    const token = verified.json().data.token;
    expect(
      (
        await post('/api/arks/web/vx/reset', { site_id: 1, account: 'transfer1', password: 'newpw1', token })
      ).json().code,
    ).toBe(1000);
    expect((await login('newpw1')).code).toBe(1000);
  });
});
