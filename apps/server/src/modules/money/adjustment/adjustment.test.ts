import { MONEY_LIMITS } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { adminCaller, staffToken } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let maker: string;
let checker: string;
let boss: string;
let call: ReturnType<typeof adminCaller>;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  maker = await staffToken(t, 'adj-maker', 'finance');
  checker = await staffToken(t, 'adj-checker', 'finance');
  boss = await staffToken(t, 'adj-boss', 'admin');
  call = adminCaller(t, maker);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function member(currency = 'RMB') {
  const [row] = await t.db
    .insert(members)
    .values({ siteId: 1, account: `adj${++seq}`, passwordHash: 'x', currency })
    .returning({ id: members.id });
  return row!.id;
}

const adjust = (memberId: number, amount: string, as = maker) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/members/${memberId}/adjustments`,
    payload: { amount, reason: 'correction', idempotency_key: `adj-key-${++seq}` },
    headers: { authorization: `Bearer ${as}` },
  });

const mainBalance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'RMB')).balance;

describe('manual adjustment bounds', () => {
  it('answers a bigint-overflow-sized amount with a 400 naming the field, and moves nothing', async () => {
    const m = await member();
    for (const amount of ['999999999999999.99', '-999999999999999.99', '92233720368547758.07']) {
      const res = await adjust(m, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().message).toMatch(/^amount/);
    }
    expect(await mainBalance(m)).toBe(0n);
  });

  it('never takes a member balance past its ceiling, nor overflows it: a 400 on amount instead of a 500', async () => {
    const near = await member();
    const { maxBalance, approvalAbove } = MONEY_LIMITS.RMB;
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: near },
      amount: maxBalance - 100n,
      kind: 'deposit',
      idempotencyKey: `adj-near-${near}`,
    });
    const over = await adjust(near, '1.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^amount: the member's balance may not exceed 5000000000\.00 RMB/);
    expect((await adjust(near, '1.00')).json().code).toBe(1000);
    expect(await mainBalance(near)).toBe(maxBalance);

    // A wallet filled to the edge of bigint by other credits: the next credit is still a 400.
    const full = await member();
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: full },
      amount: 9_223_372_036_854_775_807n - approvalAbove + 1n,
      kind: 'deposit',
      idempotencyKey: `adj-full-${full}`,
    });
    const overflow = await adjust(full, '50000.00');
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().message).toMatch(/^amount/);
    // Take the test's giant deposit back out so the books stay in sane numbers.
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { member: full },
      credit: { system: 'deposits_clearing' },
      amount: 9_223_372_036_854_775_807n - approvalAbove + 1n,
      kind: 'deposit',
      idempotencyKey: `adj-full-back-${full}`,
    });
  });
});

describe('maker-checker above the approval threshold', () => {
  it('turns a large adjustment into a proposal that a second staff member approves exactly once', async () => {
    const m = await member();
    const small = await adjust(m, '50000.00');
    expect(small.json().data).toMatchObject({ status: 'posted', proposal_id: null });
    const big = (await adjust(m, '50000.01')).json();
    expect(big.code, big.message).toBe(1000);
    expect(big.data).toMatchObject({ status: 'proposed', transfer_id: null, available: '50000.00' });
    const id = big.data.proposal_id as number;
    expect(await mainBalance(m)).toBe(5_000_000n);

    const own = await t.app.inject({
      method: 'POST',
      url: `/api/admin/adjustment-proposals/${id}/approve`,
      payload: {},
      headers: { authorization: `Bearer ${maker}` },
    });
    expect(own.statusCode).toBe(403);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/adjustment-proposals/${id}/approve`,
          payload: {},
          headers: { authorization: `Bearer ${i % 2 ? checker : boss}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(199);
    expect(await mainBalance(m)).toBe(10_000_001n);
    const { rows: transfers } = await t.db.execute(
      sql`select id from ledger_transfers where reference = ${`adjustment-proposal:${id}`}`,
    );
    expect(transfers).toHaveLength(1);

    const approved = (await call('GET', `/adjustment-proposals?member_id=${m}`)).data.list[0];
    expect(approved).toMatchObject({ id, status: 'approved', amount: '50000.01' });
    expect(approved.decided_by).not.toBe(approved.proposed_by);
    const { rows: audit } = await t.db.execute<{ staff_id: number; detail: Record<string, unknown> }>(
      sql`select staff_id, detail from staff_audit where action = 'adjustment_approved' and target = ${`member:${m}`}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({
      proposal_id: id,
      maker_staff_id: approved.proposed_by,
      checker_staff_id: approved.decided_by,
    });
    const rejectLate = await call(
      'POST',
      `/adjustment-proposals/${id}/reject`,
      { reason: 'too late' },
      checker,
    );
    expect(rejectLate.code).not.toBe(1000);
  });

  it('rejects with a reason, once; a rejected proposal never posts', async () => {
    const m = await member();
    const big = (await adjust(m, '-60000.00')).json();
    expect(big.data.status).toBe('proposed');
    const id = big.data.proposal_id as number;
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/adjustment-proposals/${id}/reject`,
      payload: {},
      headers: { authorization: `Bearer ${checker}` },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(
      'POST',
      `/adjustment-proposals/${id}/reject`,
      { reason: 'no ground' },
      checker,
    );
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      decision_reason: 'no ground',
      transfer_id: null,
    });
    expect((await call('POST', `/adjustment-proposals/${id}/approve`, {}, boss)).code).not.toBe(1000);
    const pending = await call('GET', '/adjustment-proposals?status=pending');
    expect(pending.data.list.some((p: { id: number }) => p.id === id)).toBe(false);
  });

  it('keeps proposals to finance and admin staff', async () => {
    const content = await staffToken(t, 'adj-content', 'content');
    const support = await staffToken(t, 'adj-support', 'support');
    for (const token of [content, support]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/adjustment-proposals',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
