import {
  AdminApprovalList,
  AdminIssuanceLimitSave,
  AdminMemberAdjustment,
  AdminPasswordChange,
  AdminStaffCreate,
  AdminStaffProposalApprove,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  AdminWithdrawalReview,
  MoneyCode,
  PlatformCode,
  WithdrawRequest,
  WithdrawSettings,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifiedBankAccount } from '../../../test/bank-account';
import { registeredMember } from '../../../test/member-client';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let maker: Staff;
let checker: Staff;
let third: Staff;
let boss: Staff;
let support: Staff;
let seq = 0;
const key = () => `second-key-${++seq}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  maker = await staffMember(t, 'w2-maker', 'finance');
  checker = await staffMember(t, 'w2-checker', 'finance');
  third = await staffMember(t, 'w2-third', 'finance');
  boss = await staffMember(t, 'w2-boss', 'admin');
  // The boss funds every member here with one adjustment each: more than a default day's worth.
  await boss.call(AdminIssuanceLimitSave, {
    scope: 'adjustment_staff_day',
    currency: 'RMB',
    amount: '5000000',
    reason: 'test members funded by one staff member',
  });
  support = await staffMember(t, 'w2-support', 'support');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

/** A member with a bound bank account finance verified and `funds` RMB in the main wallet. */
async function funded(funds: string) {
  const m = await registeredMember(t, {
    member_account: `w2mem${String(++seq).padStart(4, '0')}`,
    member_name: '钱七',
  });
  const bound = await verifiedBankAccount(m, third, {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `62228888${String(seq).padStart(4, '0')}`,
    withdraw_password: '1234',
  });
  await boss.call(AdminMemberAdjustment, {
    id: m.id,
    amount: funds,
    reason: 'funding',
    idempotency_key: key(),
  });
  const withdraw = async (amount: string) => {
    const r = await m.call(WithdrawRequest, {
      amount,
      bank_account_id: bound.id,
      withdraw_password: '1234',
      idempotency_key: key(),
    });
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from withdrawal_orders where order_number = ${r.order_number}`,
    );
    return Number(rows[0]!.id);
  };
  const wallet = async () => {
    const b = await t.app.ledger.mainBalance(m.id, 'RMB');
    return { balance: b.balance, available: (await m.call(WithdrawSettings)).available };
  };
  return { ...m, withdraw, wallet };
}

const outTransfers = async (id: number) =>
  (
    await t.db.execute<{ status: string }>(
      sql`select t.status::text from ledger_transfers t join withdrawal_orders o on o.transfer_id = t.id
           where o.id = ${id}`,
    )
  ).rows.map((r) => r.status);

describe('a large withdrawal needs a second approver', () => {
  it('posts at once up to the threshold (RMB 30,000.00) with one approver', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('30000.00');
    const ok = await maker.call(AdminWithdrawalApprove, { id });
    expect(ok).toMatchObject({ status: 'approved', needs_second_approval: false, first_approval: null });
    expect((await m.wallet()).balance).toBe(1_000_000n);
  });

  it('records the first approval as a proposal; the same staff member is refused; another moves the money', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('30000.01');
    const first = await maker.call(AdminWithdrawalApprove, { id, reason: 'documents checked' });
    expect(first).toMatchObject({
      status: 'pending',
      needs_second_approval: true,
      first_approval: { staff_account: 'w2-maker', note: 'documents checked' },
    });
    expect(await m.wallet()).toEqual({ balance: 4_000_000n, available: '9999.99' });
    expect(await outTransfers(id)).toEqual(['pending']);

    const again = await maker.send(AdminWithdrawalApprove, { id });
    expect(again.statusCode).toBe(403);
    expect(again.code).toBe(PlatformCode.FORBIDDEN);
    expect(again.message).toMatch(/second staff member/);
    expect(await outTransfers(id)).toEqual(['pending']);

    const second = await checker.call(AdminWithdrawalApprove, { id, reason: 'paid out' });
    expect(second).toMatchObject({ status: 'approved', reason: 'paid out' });
    expect(second.resolved_by).not.toBe(second.first_approval!.staff_id);
    expect((await m.wallet()).balance).toBe(4_000_000n - 3_000_001n);
    expect(await outTransfers(id)).toEqual(['posted']);

    const { rows } = await t.db.execute<{ action: string; detail: Record<string, unknown> }>(
      sql`select action, detail from staff_audit where target like 'withdrawal:%'
           and detail->>'member_id' = ${String(m.id)} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['withdrawal_approval_proposed', 'withdrawal_approved']);
    expect(rows[1]!.detail).toMatchObject({ maker_staff_id: first.first_approval!.staff_id });
  });

  it('refuses a second approver the first one made (issue 24: a second account of one’s own)', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('30000.01');
    await boss.call(AdminWithdrawalApprove, { id, reason: 'documents checked' });
    // The boss proposes a finance account; another admin approves it; it sets its own password.
    const made = await boss.call(AdminStaffCreate, {
      account: 'w2-shadow',
      password: 'first-password-1',
      role: 'finance',
      reason: 'cashier',
    });
    const other = await staffMember(t, 'w2-boss-2', 'admin');
    await other.call(AdminStaffProposalApprove, { id: made.proposal!.id });
    const shadow = await loggedInStaff(t, 'w2-shadow', 'first-password-1');
    const { token } = await shadow.call(AdminPasswordChange, {
      password: 'first-password-1',
      new_password: 'own-password-22',
    });
    const refused = await shadow.send(AdminWithdrawalApprove, { id }, { token });
    expect([refused.statusCode, refused.message]).toEqual([
      403,
      'You cannot approve this: your account was created by its maker',
    ]);
    expect(await outTransfers(id)).toEqual(['pending']);
    expect((await checker.call(AdminWithdrawalApprove, { id })).status).toBe('approved');
    expect(await outTransfers(id)).toEqual(['posted']);
  });

  it('the database refuses a maker completing their own proposal, whatever the code does', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    const first = await maker.call(AdminWithdrawalApprove, { id });
    const attempt = t.db.execute(
      sql`update withdrawal_orders set status = 'approved', resolved_by = ${first.first_approval!.staff_id}
           where id = ${id}`,
    );
    await expect(attempt).rejects.toThrow();
  });

  it('moves the money once under parallel second approvals', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    await maker.call(AdminWithdrawalApprove, { id });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        [checker, third, boss, maker][i % 4]!.send(AdminWithdrawalApprove, { id }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(
      codes.every((c) => [1000, MoneyCode.ORDER_ALREADY_RESOLVED, PlatformCode.FORBIDDEN].includes(c)),
    ).toBe(true);
    expect((await m.wallet()).balance).toBe(4_000_000n - 3_500_000n);
    expect(await outTransfers(id)).toEqual(['posted']);
  });

  it('parallel first approvals by one staff member never complete the order', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => maker.send(AdminWithdrawalApprove, { id })),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.code === PlatformCode.FORBIDDEN)).toHaveLength(9);
    expect(await outTransfers(id)).toEqual(['pending']);
    expect((await m.wallet()).available).toBe('5000.00');
  });

  it('a rejected proposal moves nothing and gives the money back', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    await maker.call(AdminWithdrawalApprove, { id });
    const rejected = await checker.call(AdminWithdrawalReject, { id, reason: 'name differs from bank' });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'name differs from bank' });
    expect(await m.wallet()).toEqual({ balance: 4_000_000n, available: '40000.00' });
    expect(await outTransfers(id)).toEqual(['voided']);
    expect((await third.send(AdminWithdrawalApprove, { id })).code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    expect(await outTransfers(id)).toEqual(['voided']);
  });
});

describe('the review desk', () => {
  it("shows the member's money by kind, the pending hold and the wallet; finance and admin only", async () => {
    const m = await funded('40000');
    const paid = await m.withdraw('1000');
    await maker.call(AdminWithdrawalApprove, { id: paid });
    const id = await m.withdraw('2000');
    const review = await checker.call(AdminWithdrawalReview, { id });
    expect(review.withdrawal).toMatchObject({ id, amount: '2000.00', status: 'pending' });
    expect(review).toMatchObject({
      balance: '39000.00',
      available: '37000.00',
      pending_withdrawals: { amount: '2000.00', count: 1 },
      recent_games: [],
    });
    expect(review.totals).toEqual(
      expect.arrayContaining([
        { kind: 'adjustment', in: '40000.00', out: '0.00', count: 1 },
        { kind: 'withdrawal', in: '0.00', out: '1000.00', count: 1 },
      ]),
    );
    expect((await support.send(AdminWithdrawalReview, { id })).statusCode).toBe(403);
    expect((await checker.send(AdminWithdrawalReview, { id: 99_999_999 })).code).toBe(
      MoneyCode.ORDER_NOT_FOUND,
    );
    expect((await checker.send(AdminWithdrawalReview, { id: 'x' as never })).statusCode).toBe(400);
  });
});

describe('the approvals inbox', () => {
  it('lists large adjustments and withdrawals together with kind, maker, member and amount', async () => {
    const m = await funded('40000');
    const id = await m.withdraw('35000');
    await maker.call(AdminWithdrawalApprove, { id, reason: 'checked' });
    const proposed = await maker.call(AdminMemberAdjustment, {
      id: m.id,
      amount: '-60000.00',
      reason: 'chargeback',
      idempotency_key: key(),
    });
    expect(proposed.status).toBe('proposed');

    const inbox = await checker.call(AdminApprovalList, { member_id: m.id });
    expect(inbox.total).toBe(2);
    expect(inbox.list.map((a) => [a.kind, a.amount, a.maker_account, a.member_account])).toEqual([
      ['withdrawal', '35000.00', 'w2-maker', m.account],
      ['adjustment', '-60000.00', 'w2-maker', m.account],
    ]);
    const newest = await checker.call(AdminApprovalList, { member_id: m.id, order: 'desc', page_size: 1 });
    expect(newest.list.map((a) => a.kind)).toEqual(['adjustment']);
    const page2 = await checker.call(AdminApprovalList, { member_id: m.id, page: 2, page_size: 1 });
    expect(page2.list.map((a) => a.kind)).toEqual(['adjustment']);
    const onlyWithdrawals = await checker.call(AdminApprovalList, { member_id: m.id, kind: 'withdrawal' });
    expect(onlyWithdrawals.list.map((a) => a.id)).toEqual([id]);

    await checker.call(AdminWithdrawalApprove, { id });
    const decided = await checker.call(AdminApprovalList, { member_id: m.id, status: 'approved' });
    expect(decided.list[0]).toMatchObject({
      kind: 'withdrawal',
      checker_account: 'w2-checker',
      status: 'approved',
    });
    expect((await checker.call(AdminApprovalList, { member_id: m.id })).total).toBe(1);
  });

  it('is for finance and admin; bad filters are a 400', async () => {
    expect((await support.send(AdminApprovalList)).statusCode).toBe(403);
    expect((await boss.send(AdminApprovalList)).code).toBe(1000);
    expect((await boss.send(AdminApprovalList, { status: 'maybe' as never })).statusCode).toBe(400);
    expect((await boss.send(AdminApprovalList, { kind: 'bonus' as never })).statusCode).toBe(400);
    expect((await boss.send(AdminApprovalList, { page: 101 })).statusCode).toBe(400);
  });
});
