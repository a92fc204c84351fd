import { defaultIssuanceLimit } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function member() {
  const [row] = await t.db
    .insert(members)
    .values({ siteId: 1, account: `daily${++seq}`, passwordHash: 'x', currency: 'USD' })
    .returning({ id: members.id });
  return row!.id;
}

const adjust = async (as: string, memberId: number, amount: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/adjustments`,
      payload: { amount, reason: 'goodwill', idempotency_key: `daily-key-${++seq}` },
      headers: { authorization: `Bearer ${as}` },
    })
  ).json();

const balance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'USD')).balance;

const limits = (as: string, method: 'GET' | 'PUT', url = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/issuance-limits${url}`,
    payload,
    headers: { authorization: `Bearer ${as}` },
  });

describe('daily bounds on adjustments without a second approver', () => {
  it('turns split adjustments into proposals once one member has had a day’s worth (12 × 9,999.99 USD)', async () => {
    const finance = await staffToken(t, 'daily-splitter', 'finance');
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, () => adjust(finance, m, '9999.99')));
    expect(answers.every((a) => a.code === 1000)).toBe(true);
    const posted = answers.filter((a) => a.data.status === 'posted');
    expect(posted).toHaveLength(1);
    const held = answers.filter((a) => a.data.status === 'proposed');
    expect(held).toHaveLength(11);
    expect(held.every((a) => a.data.held_for === 'daily_limit' && a.data.transfer_id === null)).toBe(true);
    expect(await balance(m)).toBe(999_999n);
  });

  it('never passes the member’s bound under 50 parallel small adjustments', async () => {
    const finance = await staffToken(t, 'daily-parallel', 'finance');
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 50 }, () => adjust(finance, m, '300.00')));
    const posted = answers.filter((a) => a.data?.status === 'posted');
    const bound = defaultIssuanceLimit('adjustment_member_day', 'USD');
    expect(posted).toHaveLength(Number(bound / 30_000n));
    expect(answers.filter((a) => a.data?.status === 'proposed')).toHaveLength(50 - posted.length);
    expect(await balance(m)).toBe(BigInt(posted.length) * 30_000n);
    expect(await balance(m)).toBeLessThanOrEqual(bound);
  });

  it('bounds one staff member across many members, debits counted like credits', async () => {
    const finance = await staffToken(t, 'daily-spreader', 'finance');
    const bound = defaultIssuanceLimit('adjustment_staff_day', 'USD');
    const per = 900_000n; // 9,000.00 USD, under the member bound
    const ids = await Promise.all(Array.from({ length: Number(bound / per) + 1 }, () => member()));
    const statuses: string[] = [];
    for (const id of ids) statuses.push((await adjust(finance, id, '9000.00')).data.status);
    expect(statuses.slice(0, -1).every((s) => s === 'posted')).toBe(true);
    expect(statuses.at(-1)).toBe('proposed');
    // 5,000.00 USD is left today, debits drawing on it like credits, and not a cent more.
    const last = ids.at(-1)!;
    expect((await adjust(finance, ids[0]!, '-1000.00')).data.status).toBe('posted');
    expect((await adjust(finance, last, '4000.00')).data.status).toBe('posted');
    expect((await adjust(finance, last, '-0.01')).data.held_for).toBe('daily_limit');
    // Another staff member still has their own.
    const other = await staffToken(t, 'daily-other', 'finance');
    expect((await adjust(other, last, '-1.00')).data.status).toBe('posted');
  });

  it('lets a second approver post what the bound held back, without drawing on anyone’s bound', async () => {
    const maker = await staffToken(t, 'daily-maker', 'finance');
    const checker = await staffToken(t, 'daily-checker', 'finance');
    const m = await member();
    expect((await adjust(maker, m, '10000.00')).data.status).toBe('posted');
    const held = await adjust(maker, m, '5.00');
    expect(held.data).toMatchObject({ status: 'proposed', held_for: 'daily_limit' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/adjustment-proposals/${held.data.proposal_id}/approve`,
      payload: {},
      headers: { authorization: `Bearer ${checker}` },
    });
    expect(approved.json().data.status).toBe('approved');
    expect(await balance(m)).toBe(1_000_500n);
    // The checker's own day is untouched by approving.
    const fresh = await member();
    expect((await adjust(checker, fresh, '10000.00')).data.status).toBe('posted');
  });

  it('takes an admin’s bound, audited; finance reads the bounds but may not set them', async () => {
    const admin = await staffToken(t, 'daily-admin', 'admin');
    const finance = await staffToken(t, 'daily-reader', 'finance');
    const read = (await limits(finance, 'GET', '?currency=USD')).json();
    expect(read.data.list).toContainEqual(
      expect.objectContaining({ scope: 'adjustment_member_day', amount: '10000.00', configured: false }),
    );
    const body = { amount: '0', reason: 'Only second-approved adjustments this week' };
    expect((await limits(finance, 'PUT', '/adjustment_member_day/USD', body)).statusCode).toBe(403);
    const saved = await limits(admin, 'PUT', '/adjustment_member_day/USD', body);
    expect(saved.json().data).toMatchObject({ amount: '0.00', configured: true });
    const bad = await limits(admin, 'PUT', '/adjustment_member_day/USD', { ...body, amount: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/amount/);

    const m = await member();
    expect((await adjust(finance, m, '0.01')).data.held_for).toBe('daily_limit');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=issuance_limit_saved',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(audit.json().data.list[0].detail).toMatchObject({ before: '10000.00', after: '0.00' });
    await limits(admin, 'PUT', '/adjustment_member_day/USD', { amount: '10000', reason: 'back to normal' });
  });
});
