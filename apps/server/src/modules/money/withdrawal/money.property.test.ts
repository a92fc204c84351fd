import {
  AdminDepositApprove,
  AdminDepositReject,
  AdminMemberAdjustment,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  DepositChannels,
  DepositRequest,
  MoneyCode,
  WithdrawRequest,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { verifiedBankAccount } from '../../../test/bank-account';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

/**
 * The proof: many members, random money operations run in parallel (with retries of the
 * same idempotency key racing each other), and afterwards the books balance and every member's
 * wallet equals a model built only from the operations that answered success.
 */

const MEMBERS = 4;
const RUNS = 30;
const OPS = 40;
const PARALLEL = 8;

let t: TestApp;
let finance: Staff;
const members: (Member & { bankId: number })[] = [];
/** The model: posted balance and held (pending) amount per member, in minor units. */
const model = new Map<number, { balance: bigint; held: bigint }>();
type Order = { id: number; kind: 'deposit' | 'withdrawal'; member: number; amount: bigint; status: string };
/** Deposit and withdrawal orders awaiting (or past) a staff decision. */
const orders = new Map<string, Order>();
let channelId = 0;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'prop-finance', 'finance');
  for (let i = 0; i < MEMBERS; i++) {
    const m = await registeredMember(t, { member_account: `prop_m${i}`, member_name: '钱七' });
    const bound = await verifiedBankAccount(m, finance, {
      bank_name: 'ICBC',
      account_name: '钱七',
      account_number: `6222777700${i}`,
      withdraw_password: '1234',
    });
    members.push(Object.assign(m, { bankId: bound.id }));
    model.set(m.id, { balance: 0n, held: 0n });
  }
  const channels = await members[0]!.call(DepositChannels);
  channelId = channels.list.find((c) => c.type === 'bank')!.id;
}, 60_000);

afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

type Op =
  | { type: 'adjust'; member: number; cents: number; retry: boolean }
  | { type: 'deposit'; member: number; cents: number; retry: boolean }
  | { type: 'withdraw'; member: number; cents: number; retry: boolean }
  | { type: 'approve' | 'reject'; pick: number; retry: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('adjust' as const),
    member: fc.nat(MEMBERS - 1),
    cents: fc.integer({ min: -60_000, max: 100_000 }).filter((c) => c !== 0),
    retry: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('deposit' as const),
    member: fc.nat(MEMBERS - 1),
    // Within the seeded RMB bank channel's limits (100.00 to 50,000.00).
    cents: fc.integer({ min: 10_000, max: 80_000 }),
    retry: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('withdraw' as const),
    member: fc.nat(MEMBERS - 1),
    cents: fc.integer({ min: 10_000, max: 90_000 }),
    retry: fc.boolean(),
  }),
  fc.record({
    type: fc.constantFrom('approve' as const, 'reject' as const),
    pick: fc.nat(1000),
    retry: fc.boolean(),
  }),
);

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

async function adjust(op: Extract<Op, { type: 'adjust' }>) {
  const m = members[op.member]!;
  const payload = { amount: money(op.cents), reason: 'property', idempotency_key: `prop-adj-${++seq}` };
  const send = () => finance.send(AdminMemberAdjustment, { id: m.id, ...payload });
  const answers = await Promise.all(op.retry ? [send(), send()] : [send()]);
  const fresh = answers.filter((a) => a.code === 1000 && !AdminMemberAdjustment.data.parse(a.data).replayed);
  for (const a of answers) expect([1000, MoneyCode.INSUFFICIENT_FUNDS]).toContain(a.code);
  expect(fresh.length).toBeLessThanOrEqual(1);
  if (answers.some((a) => a.code === 1000)) model.get(m.id)!.balance += BigInt(op.cents);
}

async function deposit(op: Extract<Op, { type: 'deposit' }>) {
  const m = members[op.member]!;
  const payload = {
    channel_id: channelId,
    amount: money(op.cents),
    reference: 'property',
    idempotency_key: `prop-dep-${++seq}`,
  };
  const send = () => m.call(DepositRequest, payload);
  const answers = await Promise.all(op.retry ? [send(), send()] : [send()]);
  // A retried request is the same order, never a second one.
  const numbers = new Set(answers.map((a) => a.order_number));
  expect(numbers.size).toBe(1);
  const [n] = [...numbers];
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from deposit_orders where order_number = ${n!}`,
  );
  orders.set(n!, {
    id: Number(rows[0]!.id),
    kind: 'deposit',
    member: m.id,
    amount: BigInt(op.cents),
    status: 'pending',
  });
}

async function withdraw(op: Extract<Op, { type: 'withdraw' }>) {
  const m = members[op.member]!;
  const payload = {
    amount: money(op.cents),
    bank_account_id: m.bankId,
    withdraw_password: '1234',
    idempotency_key: `prop-wd-${++seq}`,
  };
  const send = () => m.send(WithdrawRequest, payload);
  const answers = await Promise.all(op.retry ? [send(), send()] : [send()]);
  for (const a of answers) expect([1000, MoneyCode.INSUFFICIENT_FUNDS]).toContain(a.code);
  const numbers = new Set(
    answers.filter((a) => a.code === 1000).map((a) => WithdrawRequest.data.parse(a.data).order_number),
  );
  expect(numbers.size).toBeLessThanOrEqual(1);
  for (const n of numbers) {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from withdrawal_orders where order_number = ${n}`,
    );
    orders.set(n, {
      id: Number(rows[0]!.id),
      kind: 'withdrawal',
      member: m.id,
      amount: BigInt(op.cents),
      status: 'pending',
    });
    model.get(m.id)!.held += BigInt(op.cents);
  }
}

const REVIEWS = {
  deposit: { approve: AdminDepositApprove, reject: AdminDepositReject },
  withdrawal: { approve: AdminWithdrawalApprove, reject: AdminWithdrawalReject },
};

async function review(op: Extract<Op, { type: 'approve' | 'reject' }>) {
  const all = [...orders.values()];
  if (all.length === 0) return;
  const o = all[op.pick % all.length]!;
  const decision = REVIEWS[o.kind][op.type];
  const send = () => finance.send(decision, { id: o.id, reason: 'property' });
  const answers = await Promise.all(op.retry ? [send(), send()] : [send()]);
  for (const a of answers) expect([1000, MoneyCode.ORDER_ALREADY_RESOLVED]).toContain(a.code);
  const wins = answers.filter((a) => a.code === 1000);
  expect(wins.length).toBeLessThanOrEqual(1);
  if (wins.length === 0) return;
  // A win on an order the model already saw resolved would be money moving twice.
  expect(o.status).toBe('pending');
  o.status = op.type === 'approve' ? 'approved' : 'rejected';
  const b = model.get(o.member)!;
  if (o.kind === 'deposit') {
    if (op.type === 'approve') b.balance += o.amount;
    return;
  }
  b.held -= o.amount;
  if (op.type === 'approve') b.balance -= o.amount;
}

const run = (op: Op) =>
  op.type === 'adjust'
    ? adjust(op)
    : op.type === 'deposit'
      ? deposit(op)
      : op.type === 'withdraw'
        ? withdraw(op)
        : review(op);

describe('money property', () => {
  it('keeps the books balanced and every wallet equal to the model under parallel random operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: OPS }), async (ops) => {
        for (let i = 0; i < ops.length; i += PARALLEL) await Promise.all(ops.slice(i, i + PARALLEL).map(run));
        for (const m of members) {
          const expected = model.get(m.id)!;
          const actual = await t.app.ledger.mainBalance(m.id, 'RMB');
          expect({ balance: actual.balance, held: actual.pendingOut }).toEqual(expected);
        }
        expect(await checkLedgerInvariants(t.db)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
