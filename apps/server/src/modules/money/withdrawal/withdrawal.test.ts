import {
  AdminMemberAdjustment,
  AdminMemberLedger,
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  AdminWithdrawalReject,
  MemberCenterCode,
  MoneyCode,
  WithdrawRecords,
  WithdrawRequest,
  WithdrawSettings,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { offContract, type Input } from '../../../test/api-client';
import { verifiedBankAccount } from '../../../test/bank-account';
import { registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
const staff = {} as Record<'finance' | 'admin' | 'support', Staff>;
let keySeq = 0;
let bankSeq = 0;
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
  for (const role of ['finance', 'admin', 'support'] as const)
    staff[role] = await staffMember(t, `w-${role}`, role);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function member(account: string) {
  const m = await registeredMember(t, { member_account: account, member_name: '钱七' });
  const bound = await verifiedBankAccount(m, staff.finance, {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `62220000${String(++bankSeq).padStart(4, '0')}`,
    withdraw_password: '1234',
  });
  return Object.assign(m, { bankId: bound.id });
}

type Member = Awaited<ReturnType<typeof member>>;

const credit = (m: Member, amount: string) =>
  staff.finance.call(AdminMemberAdjustment, {
    id: m.id,
    amount,
    reason: 'test funding',
    idempotency_key: key(),
  });

const available = async (m: Member) => (await m.call(WithdrawSettings)).available;
const withdrawal = (m: Member, amount: string, extra: Partial<Input<typeof WithdrawRequest>> = {}) => ({
  amount,
  bank_account_id: m.bankId,
  withdraw_password: '1234',
  idempotency_key: key(),
  ...extra,
});
const withdraw = (m: Member, amount: string, extra: Partial<Input<typeof WithdrawRequest>> = {}) =>
  m.call(WithdrawRequest, withdrawal(m, amount, extra));
const tryWithdraw = (m: Member, amount: string, extra: Partial<Input<typeof WithdrawRequest>> = {}) =>
  m.send(WithdrawRequest, withdrawal(m, amount, extra));
async function orderId(orderNumber: string) {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from withdrawal_orders where order_number = ${orderNumber}`,
  );
  return Number(rows[0]!.id);
}

describe('withdrawals', () => {
  it('shows settings and holds the funds on request; approve posts exactly once', async () => {
    const m = await member('wd_alice');
    const s = await m.call(WithdrawSettings);
    expect(s).toMatchObject({ min_amount: '100.00', available: '0.00', has_withdraw_password: true });
    expect(s.bank_accounts).toHaveLength(1);
    await credit(m, '1000.50');
    const r = await withdraw(m, '300.25');
    expect(r.status).toBe('pending');
    expect(await available(m)).toBe('700.25');
    const id = await orderId(r.order_number);
    const ok = await staff.finance.call(AdminWithdrawalApprove, { id });
    expect(ok.status).toBe('approved');
    const again = await staff.finance.send(AdminWithdrawalApprove, { id });
    expect(again.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    const rejectAfter = await staff.admin.send(AdminWithdrawalReject, { id, reason: 'late' });
    expect(rejectAfter.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    expect(await available(m)).toBe('700.25');
    const recs = await m.call(WithdrawRecords, { start_date: today, end_date: today });
    expect(recs.list[0]).toMatchObject({
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
    const id = await orderId(r.order_number);
    expect((await staff.finance.send(AdminWithdrawalReject, offContract({ id }))).code).toBe(400);
    const [a, b] = await Promise.all([
      staff.finance.send(AdminWithdrawalReject, { id, reason: 'name mismatch' }),
      staff.finance.send(AdminWithdrawalReject, { id, reason: 'name mismatch' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1000, MoneyCode.ORDER_ALREADY_RESOLVED]);
    expect(await available(m)).toBe('500.00');
    expect((await staff.finance.send(AdminWithdrawalApprove, { id })).code).toBe(
      MoneyCode.ORDER_ALREADY_RESOLVED,
    );
    const recs = await m.call(WithdrawRecords, {
      start_date: today,
      end_date: today,
      status: 'rejected',
    });
    expect(recs.list[0]).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
  });

  it('refuses bad requests: password, bank account, limits, decimals, funds; a retried key holds once', async () => {
    const m = await member('wd_carol');
    const other = await member('wd_dave');
    await credit(m, '1000');
    expect((await tryWithdraw(m, '150', { withdraw_password: '9999' })).code).toBe(
      MemberCenterCode.WRONG_WITHDRAW_PASSWORD,
    );
    expect((await tryWithdraw(m, '150', { withdraw_password: '12a4' })).code).toBe(400);
    expect((await tryWithdraw(m, '150', { bank_account_id: other.bankId })).code).toBe(
      MoneyCode.BANK_ACCOUNT_INVALID,
    );
    expect((await tryWithdraw(m, '99.99')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await tryWithdraw(m, '50000.01')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await tryWithdraw(m, '150.001')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await tryWithdraw(m, '-150')).code).toBe(400);
    expect((await tryWithdraw(m, 'abc')).code).toBe(400);
    expect((await tryWithdraw(m, '1000.01')).code).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    const k = key();
    const [x, y] = await Promise.all([
      withdraw(m, '400', { idempotency_key: k }),
      withdraw(m, '400', { idempotency_key: k }),
    ]);
    expect(y.order_number).toBe(x.order_number);
    expect((await tryWithdraw(m, '401', { idempotency_key: k })).code).toBe(MoneyCode.IDEMPOTENCY_CONFLICT);
    expect(await available(m)).toBe('600.00');
    // Another member sees none of it.
    const theirs = await other.call(WithdrawRecords, { start_date: today, end_date: today });
    expect(theirs).toEqual({ list: [], total: 0 });
  });

  it('locks the withdraw password after repeated failures', async () => {
    const m = await member('wd_erin');
    await credit(m, '500');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await tryWithdraw(m, '150', { withdraw_password: '0000' })).code);
    expect(codes.at(-1)).not.toBe(MemberCenterCode.WRONG_WITHDRAW_PASSWORD);
    expect((await tryWithdraw(m, '150')).code).not.toBe(1000);
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
    const id = await orderId(r.order_number);
    await staff.finance.send(AdminWithdrawalApprove, { id, reason: 'paid' });
    stop.forEach((off) => off());
    expect(seen).toEqual(['withdrawal:pending', 'balance', 'withdrawal:approved', 'balance']);
    const list = await staff.finance.call(AdminWithdrawalList, { member_id: m.id });
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
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
    const adjustment = { id: m.id, amount: '250.50', reason: 'bonus fix', idempotency_key: k };
    const first = await staff.finance.call(AdminMemberAdjustment, adjustment);
    const retry = await staff.finance.call(AdminMemberAdjustment, adjustment);
    expect(first).toMatchObject({ available: '250.50', replayed: false });
    expect(retry).toMatchObject({
      available: '250.50',
      replayed: true,
      transfer_id: first.transfer_id,
    });
    await withdraw(m, '150');
    const over = await staff.finance.send(AdminMemberAdjustment, {
      id: m.id,
      amount: '-100.51',
      reason: 'clawback',
      idempotency_key: key(),
    });
    expect(over.code).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    const down = await staff.admin.call(AdminMemberAdjustment, {
      id: m.id,
      amount: '-100.50',
      reason: 'clawback',
      idempotency_key: key(),
    });
    expect(down).toMatchObject({ available: '0.00', amount: '-100.50' });
    expect(
      (
        await staff.finance.send(AdminMemberAdjustment, {
          id: m.id,
          amount: '5',
          reason: ' ',
          idempotency_key: key(),
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await staff.finance.send(AdminMemberAdjustment, {
          id: m.id,
          amount: '0',
          reason: 'x',
          idempotency_key: key(),
        })
      ).code,
    ).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    const ledger = await staff.finance.call(AdminMemberLedger, { id: m.id, page: 1, page_size: 10 });
    expect(ledger.total).toBe(3);
    expect(ledger.list.map((r) => r.amount)).toEqual(['-100.50', '-150.00', '250.50']);
    const { rows } = await t.db.execute(
      sql`select * from staff_audit where action = 'member_adjusted' and target = ${`member:${m.id}`}`,
    );
    expect(rows).toHaveLength(2);
  });

  it('allows finance and admin only', async () => {
    const m = await member('wd_gina');
    expect((await staff.support.send(AdminWithdrawalList)).statusCode).toBe(403);
    expect((await staff.support.send(AdminMemberLedger, { id: m.id })).statusCode).toBe(403);
    expect(
      (
        await staff.support.send(AdminMemberAdjustment, {
          id: m.id,
          amount: '1',
          reason: 'x',
          idempotency_key: key(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await staff.support.send(AdminWithdrawalApprove, { id: 1 })).statusCode).toBe(403);
    const list = await staff.finance.call(AdminWithdrawalList, { status: 'pending', page: 1, page_size: 5 });
    expect(list.list.every((w) => w.status === 'pending')).toBe(true);
    const anon = await staff.finance.send(AdminWithdrawalList, {}, { token: null });
    expect(anon.statusCode).toBe(401);
  });
});
