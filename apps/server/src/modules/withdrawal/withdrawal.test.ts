import { MemberCenterCode, MoneyCode } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { createStaffService } from '../staff/service';

let t: TestApp;
const tokens: Record<string, string> = {};
let ipSeq = 0;
let keySeq = 0;
const key = () => `test-key-${++keySeq}`;
// Records read whole days in the site's zone (site 1: Asia/Shanghai), which is not always UTC's date.
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  const staff = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  for (const role of ['finance', 'admin', 'support'] as const) {
    await staff.create({ account: `w-${role}`, password: 'correct-horse-42', role });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: `w-${role}`, password: 'correct-horse-42' },
    });
    tokens[role] = login.json().data.token;
  }
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

export async function admin(role: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  return { status: res.statusCode, ...res.json() };
}

async function member(account: string) {
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': `10.9.0.${++ipSeq}` },
      payload: {
        site_id: 1,
        member_account: account,
        password: 'abc123',
        check_password: 'abc123',
        member_currency: 'RMB',
        member_name: '钱七',
        withdraw_password: '1234',
        agreement: true,
      },
    })
  ).json();
  expect(body.code, body.message).toBe(1000);
  const token = body.data.token as string;
  const call = async (url: string, payload: object = {}) =>
    (
      await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json();
  const bound = await call('/api/member/bank_account/store', {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `62220000${String(ipSeq).padStart(4, '0')}`,
    withdraw_password: '1234',
  });
  expect(bound.code, bound.message).toBe(1000);
  const id = (await call('/api/member_info')).data.id as number;
  return { call, id: Number(id), bankId: bound.data.bank_account.id as number };
}

type Member = Awaited<ReturnType<typeof member>>;

async function credit(m: Member, amount: string) {
  const r = await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
    amount,
    reason: 'test funding',
    idempotency_key: key(),
  });
  expect(r.code, r.message).toBe(1000);
  return r;
}

const available = async (m: Member) => (await m.call('/api/member/withdraw/settings')).data.available;
const withdraw = (m: Member, amount: string, extra: object = {}) =>
  m.call('/api/member/withdraw', {
    amount,
    bank_account_id: m.bankId,
    withdraw_password: '1234',
    idempotency_key: key(),
    ...extra,
  });
async function orderId(orderNumber: string) {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from withdrawal_orders where order_number = ${orderNumber}`,
  );
  return Number(rows[0]!.id);
}

describe('withdrawals', () => {
  it('shows settings and holds the funds on request; approve posts exactly once', async () => {
    const m = await member('wd_alice');
    const s = await m.call('/api/member/withdraw/settings');
    expect(s.data).toMatchObject({ min_amount: '100.00', available: '0.00', has_withdraw_password: true });
    expect(s.data.bank_accounts).toHaveLength(1);
    await credit(m, '1000.50');
    const r = await withdraw(m, '300.25');
    expect(r.code, r.message).toBe(1000);
    expect(r.data.status).toBe('pending');
    expect(await available(m)).toBe('700.25');
    const id = await orderId(r.data.order_number);
    const ok = await admin('finance', 'POST', `/withdrawals/${id}/approve`, {});
    expect(ok.code, ok.message).toBe(1000);
    expect(ok.data.status).toBe('approved');
    const again = await admin('finance', 'POST', `/withdrawals/${id}/approve`, {});
    expect(again.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    const rejectAfter = await admin('admin', 'POST', `/withdrawals/${id}/reject`, { reason: 'late' });
    expect(rejectAfter.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    expect(await available(m)).toBe('700.25');
    const recs = await m.call('/api/member/withdraw/records', { start_date: today, end_date: today });
    expect(recs.data.list[0]).toMatchObject({
      amount: '300.25',
      status: 'approved',
      account_masked: expect.stringMatching(/^\*{4}\d{4}$/),
    });
    const { rows } = await t.db.execute(sql`select * from staff_audit where action = 'withdrawal_approved'`);
    expect(rows).toHaveLength(1);
  });

  it('reject returns the money exactly once and approve after reject is refused', async () => {
    const m = await member('wd_bob');
    await credit(m, '500');
    const r = await withdraw(m, '200');
    expect(await available(m)).toBe('300.00');
    const id = await orderId(r.data.order_number);
    expect((await admin('finance', 'POST', `/withdrawals/${id}/reject`, {})).code).toBe(400);
    const [a, b] = await Promise.all([
      admin('finance', 'POST', `/withdrawals/${id}/reject`, { reason: 'name mismatch' }),
      admin('finance', 'POST', `/withdrawals/${id}/reject`, { reason: 'name mismatch' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1000, MoneyCode.ORDER_ALREADY_RESOLVED]);
    expect(await available(m)).toBe('500.00');
    expect((await admin('finance', 'POST', `/withdrawals/${id}/approve`, {})).code).toBe(
      MoneyCode.ORDER_ALREADY_RESOLVED,
    );
    const recs = await m.call('/api/member/withdraw/records', {
      start_date: today,
      end_date: today,
      status: 'rejected',
    });
    expect(recs.data.list[0]).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
  });

  it('refuses bad requests: password, bank account, limits, decimals, funds; a retried key holds once', async () => {
    const m = await member('wd_carol');
    const other = await member('wd_dave');
    await credit(m, '1000');
    expect((await withdraw(m, '150', { withdraw_password: '9999' })).code).toBe(
      MemberCenterCode.WRONG_WITHDRAW_PASSWORD,
    );
    expect((await withdraw(m, '150', { withdraw_password: '12a4' })).code).toBe(400);
    expect((await withdraw(m, '150', { bank_account_id: other.bankId })).code).toBe(
      MoneyCode.BANK_ACCOUNT_INVALID,
    );
    expect((await withdraw(m, '99.99')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await withdraw(m, '50000.01')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await withdraw(m, '150.001')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await withdraw(m, '-150')).code).toBe(400);
    expect((await withdraw(m, 'abc')).code).toBe(400);
    expect((await withdraw(m, '1000.01')).code).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    const k = key();
    const [x, y] = await Promise.all([
      withdraw(m, '400', { idempotency_key: k }),
      withdraw(m, '400', { idempotency_key: k }),
    ]);
    expect(x.code, x.message).toBe(1000);
    expect(y.data?.order_number).toBe(x.data.order_number);
    expect((await withdraw(m, '401', { idempotency_key: k })).code).toBe(MoneyCode.IDEMPOTENCY_CONFLICT);
    expect(await available(m)).toBe('600.00');
    // Another member sees none of it.
    const theirs = await other.call('/api/member/withdraw/records', { start_date: today, end_date: today });
    expect(theirs.data).toEqual({ list: [], total: 0 });
  });

  it('locks the withdraw password after repeated failures', async () => {
    const m = await member('wd_erin');
    await credit(m, '500');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await withdraw(m, '150', { withdraw_password: '0000' })).code);
    expect(codes.at(-1)).not.toBe(MemberCenterCode.WRONG_WITHDRAW_PASSWORD);
    expect((await withdraw(m, '150')).code).not.toBe(1000);
    expect(await available(m)).toBe('500.00');
  });
});

describe('withdrawal events', () => {
  it('announces the request and the review after commit, and lists by member', async () => {
    const m = await member('wd_hank');
    await credit(m, '400');
    const seen: string[] = [];
    const stop = [
      t.app.events.subscribe('withdrawal.updated', (e) => {
        if (e.memberId === m.id) seen.push(`withdrawal:${e.status}`);
      }),
      t.app.events.subscribe('member.balance_changed', (e) => {
        if (e.memberId === m.id) seen.push('balance');
      }),
    ];
    const r = await withdraw(m, '120');
    const id = await orderId(r.data.order_number);
    await admin('finance', 'POST', `/withdrawals/${id}/approve`, { reason: 'paid' });
    stop.forEach((off) => off());
    expect(seen).toEqual(['withdrawal:pending', 'balance', 'withdrawal:approved', 'balance']);
    const list = await admin('finance', 'GET', `/withdrawals?member_id=${m.id}`);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      member_account: 'wd_hank',
      amount: '120.00',
      status: 'approved',
    });
  });
});

describe('admin money', () => {
  it('adjusts both ways, once per key, never below available, and lists the ledger signed', async () => {
    const m = await member('wd_frank');
    const k = key();
    const first = await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
      amount: '250.50',
      reason: 'bonus fix',
      idempotency_key: k,
    });
    const retry = await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
      amount: '250.50',
      reason: 'bonus fix',
      idempotency_key: k,
    });
    expect(first.data).toMatchObject({ available: '250.50', replayed: false });
    expect(retry.data).toMatchObject({
      available: '250.50',
      replayed: true,
      transfer_id: first.data.transfer_id,
    });
    await withdraw(m, '150');
    const over = await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
      amount: '-100.51',
      reason: 'clawback',
      idempotency_key: key(),
    });
    expect(over.code).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    const down = await admin('admin', 'POST', `/members/${m.id}/adjustments`, {
      amount: '-100.50',
      reason: 'clawback',
      idempotency_key: key(),
    });
    expect(down.data).toMatchObject({ available: '0.00', amount: '-100.50' });
    expect(
      (
        await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
          amount: '5',
          reason: ' ',
          idempotency_key: key(),
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await admin('finance', 'POST', `/members/${m.id}/adjustments`, {
          amount: '0',
          reason: 'x',
          idempotency_key: key(),
        })
      ).code,
    ).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    const ledger = await admin('finance', 'GET', `/members/${m.id}/ledger?page=1&page_size=10`);
    expect(ledger.data.total).toBe(3);
    expect(ledger.data.list.map((r: { amount: string }) => r.amount)).toEqual([
      '-100.50',
      '-150.00',
      '250.50',
    ]);
    const { rows } = await t.db.execute(
      sql`select * from staff_audit where action = 'member_adjusted' and target = ${`member:${m.id}`}`,
    );
    expect(rows).toHaveLength(2);
  });

  it('allows finance and admin only', async () => {
    const m = await member('wd_gina');
    expect((await admin('support', 'GET', '/withdrawals')).status).toBe(403);
    expect((await admin('support', 'GET', `/members/${m.id}/ledger`)).status).toBe(403);
    expect(
      (
        await admin('support', 'POST', `/members/${m.id}/adjustments`, {
          amount: '1',
          reason: 'x',
          idempotency_key: key(),
        })
      ).status,
    ).toBe(403);
    expect((await admin('support', 'POST', '/withdrawals/1/approve', {})).status).toBe(403);
    const list = await admin('finance', 'GET', '/withdrawals?status=pending&page=1&page_size=5');
    expect(list.code).toBe(1000);
    expect(list.data.list.every((w: { status: string }) => w.status === 'pending')).toBe(true);
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals' });
    expect(anon.statusCode).toBe(401);
  });
});
