import {
  AdminMemberAdjustment,
  AdminMemberBankAccountVerify,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  AdminWithdrawalReview,
  AdminWithdrawLimitList,
  AdminWithdrawLimitSave,
  BankAccountStore,
  MoneyCode,
  WithdrawRequest,
  type AdminWithdrawLimit,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let maker: Staff;
let checker: Staff;
let boss: Staff;
let seq = 0;
const key = () => `payee-key-${++seq}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  maker = await staffMember(t, 'vp-maker', 'finance');
  checker = await staffMember(t, 'vp-checker', 'finance');
  boss = await staffMember(t, 'vp-boss', 'admin');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

/** Site 1's RMB limits as listed now (the defaults until a test saves them). */
async function rmbLimits(): Promise<AdminWithdrawLimit> {
  const { list } = await boss.call(AdminWithdrawLimitList, { site_id: 1, currency: 'RMB' });
  return list[0]!;
}

async function setPayoutRule(rule: { verified_payouts_only?: boolean; unverified_payout_below?: string }) {
  const l = await rmbLimits();
  return boss.call(AdminWithdrawLimitSave, {
    site_id: 1,
    currency: 'RMB',
    min_amount: l.min_amount,
    max_amount: l.max_amount,
    daily_count: l.daily_count,
    daily_amount: l.daily_amount,
    ...rule,
    reason: 'payout rule under test',
  });
}
// Each test starts from the product's defaults (on, from 0).
afterEach(() => setPayoutRule({ verified_payouts_only: true, unverified_payout_below: '0' }));

/** A member with an unverified bound account, `funds` RMB, and a way to withdraw to that account. */
async function funded(funds: string) {
  const m = await registeredMember(t, {
    member_account: `vpmem${String(++seq).padStart(4, '0')}`,
    member_name: '钱七',
  });
  const last4 = String(seq).padStart(4, '0');
  const { bank_account } = await m.call(BankAccountStore, {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `62227777${last4}`,
    withdraw_password: '1234',
  });
  const funding = await boss.call(AdminMemberAdjustment, {
    id: m.id,
    amount: funds,
    reason: 'funding',
    idempotency_key: key(),
  });
  if (funding.status === 'proposed') throw new Error('funding needs a second approver: fund less');
  const withdraw = async (amount: string) => {
    const r = await m.call(WithdrawRequest, {
      amount,
      bank_account_id: bank_account.id,
      withdraw_password: '1234',
      idempotency_key: key(),
    });
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from withdrawal_orders where order_number = ${r.order_number}`,
    );
    return Number(rows[0]!.id);
  };
  const verify = (by: Staff = boss) =>
    by.send(AdminMemberBankAccountVerify, {
      id: m.id,
      bank_account_id: bank_account.id,
      reason: 'deposit from this account matched the holder',
    });
  const balance = async () => (await t.app.ledger.mainBalance(m.id, 'RMB')).balance;
  return { ...m, bankId: bank_account.id, last4, withdraw, verify, balance };
}

/** The order's row and its held transfer, to show that a refusal changed nothing. */
async function orderState(id: number) {
  const { rows } = await t.db.execute<Record<string, unknown>>(
    sql`select o.status, o.first_approved_by, o.resolved_by, o.reason, t.status::text as transfer
          from withdrawal_orders o join ledger_transfers t on t.id = o.transfer_id where o.id = ${id}`,
  );
  return rows[0]!;
}
const held = {
  status: 'pending',
  first_approved_by: null,
  resolved_by: null,
  reason: null,
  transfer: 'pending',
};

const audits = async (memberId: number) =>
  (
    await t.db.execute<{ action: string }>(
      sql`select action from staff_audit where target like 'withdrawal:%'
           and detail->>'member_id' = ${String(memberId)} order by id`,
    )
  ).rows.map((r) => r.action);

describe('payouts go only to bank accounts finance verified', () => {
  it('is on from 0 by default, for every currency of a site', async () => {
    const { list } = await boss.call(AdminWithdrawLimitList, { site_id: 1 });
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) expect(l).toMatchObject({ verified_payouts_only: true });
    expect(list.find((l) => l.currency === 'RMB')!.unverified_payout_below).toBe('0.00');
  });

  it('refuses 35,000 RMB to an unverified account at the first approval; nothing changes', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    const refused = await maker.send(AdminWithdrawalApprove, { id, reason: 'looks fine' });
    expect(refused.statusCode).toBe(409);
    expect(refused.code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect(refused.message).toContain(`Bank account ICBC ****${m.last4} (钱七)`);
    expect(refused.message).toMatch(/not verified by finance/);
    expect(refused.data).toEqual({ member_id: m.id, bank_account_id: m.bankId });
    expect(await orderState(id)).toEqual(held);
    expect(await m.balance()).toBe(4_000_000n);
    expect(await audits(m.id)).toEqual([]);
    const review = await checker.call(AdminWithdrawalReview, { id });
    expect(review.withdrawal).toMatchObject({ payee_verified: false, payee_verification_required: true });
    // Rejecting stays possible: the money is the member's again.
    expect((await checker.call(AdminWithdrawalReject, { id, reason: 'unverified' })).status).toBe('rejected');
    expect((await orderState(id)).transfer).toBe('voided');
  });

  it('refuses the second approval when the first was given before the rule (nothing is paid)', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    await setPayoutRule({ verified_payouts_only: false });
    await maker.call(AdminWithdrawalApprove, { id });
    await setPayoutRule({ verified_payouts_only: true });
    const refused = await checker.send(AdminWithdrawalApprove, { id });
    expect(refused.code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect((await orderState(id)).transfer).toBe('pending');
    expect(await m.balance()).toBe(4_000_000n);
    expect(await audits(m.id)).toEqual(['withdrawal_approval_proposed']);
  });

  it('pays once finance verified the account', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    expect((await maker.send(AdminWithdrawalApprove, { id })).code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect((await m.verify()).code).toBe(1000);
    const review = await checker.call(AdminWithdrawalReview, { id });
    expect(review.withdrawal).toMatchObject({ payee_verified: true, payee_verification_required: true });
    expect((await maker.call(AdminWithdrawalApprove, { id })).status).toBe('pending');
    expect((await checker.call(AdminWithdrawalApprove, { id })).status).toBe('approved');
    expect(await orderState(id)).toMatchObject({ status: 'approved', transfer: 'posted' });
    expect(await m.balance()).toBe(500_000n);
  });

  it('pays an unverified account below the amount the site allows, and refuses from it on', async () => {
    const saved = await setPayoutRule({ unverified_payout_below: '500' });
    expect(saved).toMatchObject({ verified_payouts_only: true, unverified_payout_below: '500.00' });
    const m = await funded('2000');
    const small = await m.withdraw('499.99');
    const atLine = await m.withdraw('500');
    const review = await checker.call(AdminWithdrawalReview, { id: small });
    expect(review.withdrawal).toMatchObject({ payee_verified: false, payee_verification_required: false });
    expect((await maker.call(AdminWithdrawalApprove, { id: small })).status).toBe('approved');
    const refused = await maker.send(AdminWithdrawalApprove, { id: atLine });
    expect(refused.code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect(refused.message).toMatch(/from 500\.00/);
    expect(await orderState(atLine)).toEqual(held);
    expect(await m.balance()).toBe(200_000n - 49_999n);
  });

  it('pays an unverified account when the site turned the rule off', async () => {
    await setPayoutRule({ verified_payouts_only: false });
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    await maker.call(AdminWithdrawalApprove, { id });
    expect((await checker.call(AdminWithdrawalApprove, { id })).status).toBe('approved');
    expect(await m.balance()).toBe(500_000n);
  });

  it('keeps the rule when limits are saved without it, audits it, and refuses bad amounts', async () => {
    await setPayoutRule({ unverified_payout_below: '300' });
    const l = await rmbLimits();
    const saved = await boss.call(AdminWithdrawLimitSave, {
      site_id: 1,
      currency: 'RMB',
      min_amount: l.min_amount,
      max_amount: '45000',
      daily_count: null,
      daily_amount: null,
      reason: 'only the maximum',
    });
    expect(saved).toMatchObject({ verified_payouts_only: true, unverified_payout_below: '300.00' });
    const { rows } = await t.db.execute<{ detail: { after: AdminWithdrawLimit } }>(
      sql`select detail from staff_audit where action = 'withdraw_limits_saved' order by id desc limit 1`,
    );
    expect(rows[0]!.detail.after).toMatchObject({ unverified_payout_below: '300.00' });
    for (const below of ['-1', '1.001', 'abc']) {
      const bad = await boss.send(AdminWithdrawLimitSave, {
        site_id: 1,
        currency: 'RMB',
        min_amount: saved.min_amount,
        max_amount: saved.max_amount,
        daily_count: null,
        daily_amount: null,
        unverified_payout_below: below,
        reason: 'bad',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toMatch(/unverified_payout_below/);
    }
  });

  it('a withdrawal whose account is no longer the one the order copied is refused, even if verified', async () => {
    const m = await funded('2000');
    const id = await m.withdraw('300');
    expect((await m.verify()).code).toBe(1000);
    // An operator edit of the bound account (no call does it today): the order still pays its copy.
    await t.db.execute(
      sql`update member_bank_accounts set account_number = '999988887777' where id = ${m.bankId}`,
    );
    const refused = await maker.send(AdminWithdrawalApprove, { id });
    expect(refused.code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect(refused.message).toMatch(/no longer the member's bound account/);
    expect(await orderState(id)).toEqual(held);
    expect((await checker.call(AdminWithdrawalReject, { id, reason: 'account changed' })).status).toBe(
      'rejected',
    );
  });
});

describe('approval and verification at the same moment', () => {
  it('settle either way, never paying an account that was unverified when the money left', async () => {
    const m = await funded('3000');
    const ids = await Promise.all(Array.from({ length: 8 }, () => m.withdraw('150')));
    // The verify runs between the approvals: some see it, some do not; each answer is whole.
    const answers = await Promise.all([
      ...ids.slice(0, 4).map((id) => maker.send(AdminWithdrawalApprove, { id })),
      m.verify(checker),
      ...ids.slice(4).map((id) => maker.send(AdminWithdrawalApprove, { id })),
    ]);
    const verified = answers.splice(4, 1)[0]!;
    expect(verified.code).toBe(1000);
    for (const [i, a] of answers.entries()) {
      const state = await orderState(ids[i]!);
      if (a.code === 1000) expect(state).toMatchObject({ status: 'approved', transfer: 'posted' });
      else {
        expect(a.code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
        expect(state).toEqual(held);
      }
    }
    // Every payout that went through saw the verification: it was stamped before the money left.
    const { rows } = await t.db.execute<{ early: boolean }>(
      sql`select b.verified_at <= o.resolved_at as early from withdrawal_orders o
           join member_bank_accounts b on b.id = o.bank_account_id
          where o.member_id = ${m.id} and o.status = 'approved'`,
    );
    expect(rows.every((r) => r.early)).toBe(true);
    // After the race every remaining order pays.
    for (const [i, a] of answers.entries())
      if (a.code !== 1000)
        expect((await maker.call(AdminWithdrawalApprove, { id: ids[i]! })).status).toBe('approved');
    expect(await m.balance()).toBe(300_000n - 8n * 15_000n);
  });

  /**
   * Until the approval waits on a row lock (blocked behind the open change) or has answered (it did
   * not wait: the change could slip past it).
   */
  async function untilBlockedOrDone(approval: Promise<unknown>) {
    let done = false;
    void approval.finally(() => (done = true));
    while (!done) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setImmediate(r));
    }
  }

  it('an un-verify in flight is waited for and seen, not slipped past', async () => {
    const m = await funded('2000');
    const id = await m.withdraw('300');
    expect((await m.verify()).code).toBe(1000);
    let approval: Promise<{ code: number }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update member_bank_accounts set verified_at = null where id = ${m.bankId}`);
      approval = maker.send(AdminWithdrawalApprove, { id });
      await untilBlockedOrDone(approval);
    });
    expect((await approval!).code).toBe(MoneyCode.BANK_ACCOUNT_UNVERIFIED);
    expect(await orderState(id)).toEqual(held);
  });

  it('a verification in flight is waited for and seen: the approval pays', async () => {
    const m = await funded('2000');
    const id = await m.withdraw('300');
    let approval: Promise<{ code: number }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update member_bank_accounts set verified_at = now() where id = ${m.bankId}`);
      approval = maker.send(AdminWithdrawalApprove, { id });
      await untilBlockedOrDone(approval);
    });
    expect((await approval!).code).toBe(1000);
    expect(await orderState(id)).toMatchObject({ status: 'approved', transfer: 'posted' });
  });
});
