import {
  AdminAuditList,
  AdminMemberAdjustment,
  AdminWithdrawalReject,
  AdminWithdrawLimitList,
  AdminWithdrawLimitSave,
  BankAccountStore,
  MoneyCode,
  WithdrawRequest,
  WithdrawSettings,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, offContract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let finance: Staff;
let support: Staff;
let admin: Staff;
let keySeq = 0;
const key = () => `limit-key-${++keySeq}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'wl-finance', 'finance');
  support = await staffMember(t, 'wl-support', 'support');
  admin = await staffMember(t, 'wl-admin', 'admin');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function fundedMember(account: string, amount: string) {
  const m = await registeredMember(t, { member_account: account, member_name: '钱七' });
  const bound = await m.call(BankAccountStore, {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `6222${account.length}${keySeq}0000123`,
    withdraw_password: '1234',
  });
  await finance.call(AdminMemberAdjustment, { id: m.id, amount, reason: 'funding', idempotency_key: key() });
  const withdraw = (value: string) =>
    m.send(WithdrawRequest, {
      amount: value,
      bank_account_id: bound.bank_account.id,
      withdraw_password: '1234',
      idempotency_key: key(),
    });
  return Object.assign(m, { withdraw });
}

const save = (over: Record<string, unknown> = {}) =>
  finance.send(AdminWithdrawLimitSave, {
    site_id: 1,
    currency: 'RMB',
    min_amount: '100',
    max_amount: '50000',
    daily_count: null,
    daily_amount: null,
    reason: 'risk review',
    ...over,
  });

describe('withdrawal limits in the console', () => {
  it('lists every currency of every site with the defaults until a site saves its own', async () => {
    const { list } = await finance.call(AdminWithdrawLimitList, { site_id: 1, currency: 'RMB' });
    expect(list).toEqual([
      {
        site_id: 1,
        currency: 'RMB',
        min_amount: '100.00',
        max_amount: '50000.00',
        daily_count: null,
        daily_amount: null,
        verified_payouts_only: true,
        unverified_payout_below: '0.00',
        configured: false,
        updated_at: null,
      },
    ]);
    const all = await finance.call(AdminWithdrawLimitList, { page_size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(list.length);
  });

  it('applies a changed minimum to the member’s next request and to what the withdraw page shows', async () => {
    const m = await fundedMember('wlmember1', '5000');
    expect((await m.call(WithdrawSettings)).min_amount).toBe('100.00');
    expect((await save({ min_amount: '300', reason: 'bank fees on small transfers' })).statusCode).toBe(200);
    expect((await m.call(WithdrawSettings)).min_amount).toBe('300.00');
    expect((await m.withdraw('200')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await m.withdraw('300')).code).toBe(1000);
    const audit = (await admin.call(AdminAuditList, { action: 'withdraw_limits_saved', page_size: 1 }))
      .list[0]!;
    expect(audit).toMatchObject({
      target: 'site:1:RMB',
      detail: {
        before: { min_amount: '100.00', configured: false },
        after: { min_amount: '300.00', configured: true },
        reason: 'bank fees on small transfers',
      },
    });
  });

  it('caps the day’s requests by count and by amount; a rejected request gives its place back', async () => {
    expect((await save({ daily_count: 2, daily_amount: '1000' })).statusCode).toBe(200);
    const m = await fundedMember('wlmember2', '5000');
    const first = await m.withdraw('400');
    expect(first.code).toBe(1000);
    const tooMuch = await m.withdraw('700');
    expect([tooMuch.code, tooMuch.message]).toEqual([
      MoneyCode.AMOUNT_OUT_OF_RANGE,
      '该金额超出您今日的取款额度',
    ]);
    expect((await m.withdraw('500')).code).toBe(1000);
    const third = await m.withdraw('100');
    expect([third.code, third.message]).toEqual([MoneyCode.AMOUNT_OUT_OF_RANGE, '今日取款次数已达上限']);
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from withdrawal_orders where order_number = ${(first.data as { order_number: string }).order_number}`,
    );
    await finance.call(AdminWithdrawalReject, { id: Number(rows[0]!.id), reason: 'wrong account' });
    expect((await m.withdraw('100')).code).toBe(1000);
  });

  it('holds the caps against parallel requests', async () => {
    expect((await save({ daily_count: 3, daily_amount: null })).statusCode).toBe(200);
    const m = await fundedMember('wlmember3', '5000');
    const answers = await Promise.all(Array.from({ length: 6 }, () => m.withdraw('150')));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(3);
    expect(answers.filter((a) => a.code === MoneyCode.AMOUNT_OUT_OF_RANGE)).toHaveLength(3);
    expect((await m.call(WithdrawSettings)).available).toBe('4550.00');
  });

  it('refuses bad input by field and other roles', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ max_amount: '50' }, 'max_amount'],
      [{ min_amount: '0.001' }, 'min_amount'],
      [{ daily_amount: '10' }, 'daily_amount'],
      [{ daily_count: 0 }, 'daily_count'],
      [{ currency: 'JPY' }, 'currency'],
      [{ reason: '' }, 'reason'],
      [{ max_amount: '99999999999' }, 'max_amount'],
    ];
    for (const [over, field] of cases) {
      const answer = await finance.send(
        AdminWithdrawLimitSave,
        offContract({
          site_id: 1,
          currency: 'RMB',
          min_amount: '100',
          max_amount: '50000',
          daily_count: null,
          daily_amount: null,
          reason: 'x',
          ...over,
        }),
      );
      expect([answer.statusCode, fieldErrors(answer)[0]?.field], JSON.stringify(over)).toEqual([400, field]);
    }
    expect((await support.send(AdminWithdrawLimitList, {})).statusCode).toBe(403);
    expect(
      (await support.send(AdminWithdrawLimitSave, offContract({ site_id: 1, currency: 'RMB' }))).statusCode,
    ).toBe(403);
  });
});
