import {
  AdminDashboard,
  AdminDepositApprove,
  AdminDepositList,
  AdminDepositReject,
  AdminMemberAdjustment,
  AdminReviewWaiting,
  AdminWithdrawalApprove,
  DepositChannels,
  DepositRequest,
  WithdrawRequest,
  type DashboardFigures,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifiedBankAccount } from '../../../test/bank-account';
import { registeredMember, type Member } from '../../../test/member-client';
import { client, closeClients } from '../../../test/realtime-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let finance: Staff;
let keys = 0;
const key = () => `dash-key-${++keys}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  finance = await staffMember(t, 'dash-finance', 'finance');
});
afterAll(async () => {
  closeClients();
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function deposit(m: Member, amount: string) {
  const channel = (await m.call(DepositChannels)).list.find((c) => c.type === 'bank')!;
  const order = await m.call(DepositRequest, { channel_id: channel.id, amount, idempotency_key: key() });
  const pending = await finance.call(AdminDepositList, { status: 'pending', member_id: m.id });
  return { order, id: pending.list.find((o) => o.order_number === order.order_number)!.id };
}
async function approvedDeposit(m: Member, amount: string) {
  const d = await deposit(m, amount);
  await finance.call(AdminDepositApprove, { id: d.id });
  return d.order.order_number;
}
/**
 * Moves a posted record back `days` days: the order and its ledger transfer took effect then. The
 * ledger's rows are immutable (a trigger refuses changes), so the test steps around its triggers.
 */
async function backdate(table: 'deposit_orders' | 'withdrawal_orders', orderNumber: string, days: number) {
  const when = new Date(Date.now() - days * 86_400_000).toISOString();
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update ${sql.identifier(table)} set resolved_at = ${when}, created_at = ${when}
      where order_number = ${orderNumber}`);
    await tx.execute(sql`update ledger_transfers set resolved_at = ${when}, created_at = ${when}
      where reference = ${orderNumber}`);
  });
}
async function withBank(m: Member) {
  const bound = await verifiedBankAccount(m, finance, {
    bank_name: 'ICBC',
    account_name: '张三',
    account_number: `6222${String(m.id).padStart(8, '0')}`,
    withdraw_password: '1234',
  });
  return bound.id;
}
const adjust = (m: Member, amount: string) =>
  finance.call(AdminMemberAdjustment, { id: m.id, amount, reason: 'goodwill', idempotency_key: key() });
const pay = (
  m: Member,
  kind: 'promotion' | 'provider_in' | 'provider_out',
  amount: bigint,
  reference: string,
) =>
  t.app.ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit:
      kind === 'promotion'
        ? { system: 'promotions_expense' }
        : kind === 'provider_in'
          ? { member: m.id }
          : { member: m.id, provider: 'house' },
    credit: kind === 'provider_in' ? { member: m.id, provider: 'house' } : { member: m.id },
    amount,
    kind,
    idempotencyKey: key(),
    reference,
  });

const zero: DashboardFigures = {
  registrations: 0,
  first_deposits: 0,
  deposit_count: 0,
  deposit_amount: '0.00',
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  net_amount: '0.00',
  adjustment_count: 0,
  adjustment_amount: '0.00',
  red_envelope_amount: '0.00',
  sign_in_amount: '0.00',
  other_promotion_amount: '0.00',
  promotion_amount: '0.00',
  game_in_count: 0,
  game_in_amount: '0.00',
  game_out_count: 0,
  game_out_amount: '0.00',
};

describe('the dashboard', () => {
  it('counts each figure per period and currency in the site’s days', async () => {
    const before = await finance.call(AdminDashboard, { site_id: 1, currency: 'RMB' });
    expect(before.periods.last_30_days).toEqual(zero);

    const alice = await registeredMember(t, { member_account: 'dash_alice' });
    const bob = await registeredMember(t, { member_account: 'dash_bob' });
    const carol = await registeredMember(t, {
      member_account: 'dash_carol',
      member_currency: 'USD',
      member_email: 'carol@example.com',
    });
    // Alice's first deposit was three days ago; her second and Bob's first are today's.
    await backdate('deposit_orders', await approvedDeposit(alice, '250.50'), 3);
    await approvedDeposit(alice, '100.00');
    await approvedDeposit(bob, '300.00');
    await finance.call(AdminDepositReject, { id: (await deposit(bob, '120.00')).id, reason: 'no money' });
    await deposit(bob, '200.00'); // left waiting
    await approvedDeposit(carol, '40.00');
    // Alice's withdrawal was paid twenty days ago; Bob's waits.
    const wd = await alice.call(WithdrawRequest, {
      amount: '150.00',
      bank_account_id: await withBank(alice),
      withdraw_password: '1234',
      idempotency_key: key(),
    });
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from withdrawal_orders where order_number = ${wd.order_number}`,
    );
    await finance.call(AdminWithdrawalApprove, { id: Number(rows[0]!.id) });
    await backdate('withdrawal_orders', wd.order_number, 20);
    await bob.call(WithdrawRequest, {
      amount: '100.00',
      bank_account_id: await withBank(bob),
      withdraw_password: '1234',
      idempotency_key: key(),
    });
    await adjust(alice, '50.00');
    await adjust(alice, '-20.00');
    await adjust(bob, '60000.00'); // above the approval line: a proposal, no money yet
    await pay(alice, 'promotion', 800n, 'sign-in:1');
    await pay(bob, 'promotion', 500n, 'red-envelope:7');
    await pay(alice, 'provider_in', 3000n, 'gp:house:in:a');
    await pay(alice, 'provider_out', 1000n, 'gp:house:out:a');
    const online = await client(t, { token: alice.token });

    const d = await finance.call(AdminDashboard, { site_id: 1, currency: 'RMB' });
    const today = {
      ...zero,
      registrations: 2,
      first_deposits: 1,
      deposit_count: 2,
      deposit_amount: '400.00',
      net_amount: '400.00',
      adjustment_count: 2,
      adjustment_amount: '30.00',
      red_envelope_amount: '5.00',
      sign_in_amount: '8.00',
      promotion_amount: '13.00',
      game_in_count: 1,
      game_in_amount: '30.00',
      game_out_count: 1,
      game_out_amount: '10.00',
    };
    expect(d.periods.today).toEqual(today);
    expect(d.periods.last_7_days).toEqual({
      ...today,
      first_deposits: 2,
      deposit_count: 3,
      deposit_amount: '650.50',
      net_amount: '650.50',
    });
    expect(d.periods.last_30_days).toEqual({
      ...today,
      first_deposits: 2,
      deposit_count: 3,
      deposit_amount: '650.50',
      withdrawal_count: 1,
      withdrawal_amount: '150.00',
      net_amount: '500.50',
    });
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)).toEqual({ date: d.today, ...today });
    expect(d.days.at(-4)).toMatchObject({ deposit_count: 1, deposit_amount: '250.50', first_deposits: 1 });
    expect(d.days.at(-21)).toMatchObject({ withdrawal_count: 1, withdrawal_amount: '150.00' });
    expect(d.time_zone).toBe('Asia/Shanghai');
    expect(d.waiting).toEqual({ deposits: 1, withdrawals: 1, adjustments: 1 });
    expect(d.online_members).toBe(1);
    online.disconnect();

    const usd = await finance.call(AdminDashboard, { site_id: 1, currency: 'USD' });
    expect(usd.periods.today).toEqual({
      ...zero,
      registrations: 1,
      first_deposits: 1,
      deposit_count: 1,
      deposit_amount: '40.00',
      net_amount: '40.00',
    });
    expect(usd.waiting).toEqual({ deposits: 0, withdrawals: 0, adjustments: 0 });
    expect(await finance.call(AdminReviewWaiting, {})).toEqual({
      deposits: 1,
      withdrawals: 1,
      adjustments: 1,
    });
  });

  it('is finance’s (and admin’s and the auditor’s) and refuses bad input by field', async () => {
    const support = await staffMember(t, 'dash-support', 'support');
    const auditor = await staffMember(t, 'dash-auditor', 'auditor');
    expect((await support.send(AdminDashboard, { site_id: 1, currency: 'RMB' })).statusCode).toBe(403);
    expect((await support.send(AdminReviewWaiting, {})).statusCode).toBe(403);
    expect((await auditor.send(AdminDashboard, { site_id: 1, currency: 'RMB' })).statusCode).toBe(200);
    const bad = await finance.send(AdminDashboard, { site_id: 1, currency: 'XXX' } as never);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('currency');
    expect((await finance.send(AdminDashboard, { site_id: 999, currency: 'RMB' })).statusCode).toBe(404);
  });
});
