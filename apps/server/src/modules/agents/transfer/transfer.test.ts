import {
  AdminAgentTransferApprove,
  AdminAgentTransferList,
  AdminAgentTransferReject,
  AdminAgentTransferSettingsSave,
  AdminApprovalList,
  AgentTransferCreate,
  AgentTransferList,
  AgentTransferSettings,
  MemberCenterCode,
  MemberTransactions,
  MoneyCode,
  PlatformCode,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { hashPassword, setIntroducer, setWithdrawPasswordHash } from '../../accounts/member';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { makeAgent, setAgentStatus } from '../tree';

let t: TestApp;
let finance: Staff;
let checker: Staff;
let seq = 0;
const key = () => `agent-transfer-${++seq}-${Date.now()}`;
// Site 1 keeps Asia/Shanghai days.
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'at-finance', 'finance');
  checker = await staffMember(t, 'at-checker', 'finance');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = (): Promise<Member> =>
  registeredMember(t, { member_account: `atrf${String(++seq).padStart(5, '0')}` });

async function withPassword(m: Member) {
  await setWithdrawPasswordHash(t.db, m.id, await hashPassword('1234'));
  return m;
}

/** An agent (under `parent`, else top) with a withdraw password and `funds` in its wallet. */
async function agent(funds: bigint, parent: number | null = null) {
  const a = await withPassword(await member());
  await makeAgent(t.db, { memberId: a.id, parentId: parent, approvedBy: null });
  if (funds > 0n) {
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'adjustments' },
      credit: { member: a.id },
      amount: funds,
      kind: 'adjustment',
      idempotencyKey: `fund:${a.id}:${++seq}`,
    });
  }
  return a;
}

async function downline(of: number) {
  const m = await member();
  await setIntroducer(t.db, m.id, of);
  return m;
}

const settings = (o: { max_single?: string; max_daily?: string; approval_line?: string } = {}) =>
  finance.call(AdminAgentTransferSettingsSave, {
    site_id: 1,
    currency: 'RMB',
    max_single: o.max_single ?? '1000.00',
    max_daily: o.max_daily ?? '5000.00',
    approval_line: o.approval_line ?? '0',
    reason: 'test limits',
  });

const input = (to: Member, amount: string, extra: Partial<Input<typeof AgentTransferCreate>> = {}) => ({
  member_account: to.account,
  amount,
  withdraw_password: '1234',
  idempotency_key: key(),
  ...extra,
});
const send = (
  from: Member,
  to: Member,
  amount: string,
  extra: Partial<Input<typeof AgentTransferCreate>> = {},
) => from.send(AgentTransferCreate, input(to, amount, extra));
const balance = async (m: Member) => (await t.app.ledger.mainBalance(m.id, 'RMB')).balance;
const available = async (m: Member) => (await t.app.ledger.mainBalance(m.id, 'RMB')).available;
async function ledgerTransfers(agentId: number) {
  const { rows } = await t.db.execute<{ n: string; sum: string | null }>(sql`
    select count(*)::text as n, sum(amount)::text as sum from ledger_transfers
    where kind = 'agent_transfer' and reference in (
      select 'agent-transfer:' || id from agent_transfers where agent_id = ${agentId})`);
  return { n: Number(rows[0]!.n), sum: BigInt(rows[0]!.sum ?? 0) };
}

describe('agent to downline transfers', () => {
  it('moves money from the agent to a direct member in one ledger transfer, shown to both and audited', async () => {
    await settings();
    const a = await agent(100_000n);
    const m = await downline(a.id);
    const s = await a.call(AgentTransferSettings);
    expect(s).toMatchObject({ available: '1000.00', max_single: '1000.00', left_today: '5000.00' });

    const done = await a.call(AgentTransferCreate, input(m, '250.50'));
    expect(done).toMatchObject({ member_account: m.account, amount: '250.50', state: 'paid' });
    expect(await balance(a)).toBe(100_000n - 25_050n);
    expect(await balance(m)).toBe(25_050n);
    expect(await ledgerTransfers(a.id)).toEqual({ n: 1, sum: 25_050n });
    expect((await a.call(AgentTransferSettings)).left_today).toBe('4749.50');

    const range = { start_date: today, end_date: today };
    expect((await a.call(AgentTransferList, range)).list).toEqual([expect.objectContaining({ id: done.id })]);
    // Both see it in their transaction records as an agent transfer.
    const theirs = (await m.call(MemberTransactions, range)).list;
    expect(theirs).toEqual([expect.objectContaining({ kind: 'agent_transfer', amount: '250.50' })]);
    const mine = (await a.call(MemberTransactions, range)).list.filter((x) => x.kind === 'agent_transfer');
    expect(mine).toEqual([expect.objectContaining({ amount: '-250.50' })]);

    const { rows } = await t.db.execute(
      sql`select action from member_audit where member_id = ${a.id} and action = 'agent_transfer'`,
    );
    expect(rows).toHaveLength(1);
    const staffView = await finance.call(AdminAgentTransferList, { agent_id: a.id });
    expect(staffView.list[0]).toMatchObject({
      agent_account: a.account,
      member_account: m.account,
      state: 'paid',
    });
  });

  it('refuses whoever is not the member’s direct agent, and every bad request', async () => {
    await settings();
    const top = await agent(100_000n);
    const sub = await agent(100_000n, top.id);
    const other = await agent(100_000n);
    const subs = await downline(sub.id);
    const others = await downline(other.id);
    const direct = await downline(top.id);
    const plain = await withPassword(await member());

    // A sub-agent's member, another agent's member, itself: not its direct members.
    for (const to of [subs, others, top]) {
      const answer = await send(top, to, '10');
      expect(answer.code, to.account).toBe(PlatformCode.BAD_REQUEST);
      expect(answer.message).toContain('member_account');
    }
    // Nothing for a frozen member, nor a zero amount.
    await t.db.execute(sql`update members set status = 'frozen' where id = ${direct.id}`);
    expect((await send(top, direct, '10')).code).toBe(PlatformCode.BAD_REQUEST);
    await t.db.execute(sql`update members set status = 'active' where id = ${direct.id}`);
    expect((await send(top, direct, '0')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    // A plain member and a suspended agent are no agents.
    expect((await send(plain, direct, '10')).code).toBe(PlatformCode.FORBIDDEN);
    await setAgentStatus(t.db, other.id, 'suspended');
    expect((await send(other, others, '10')).code).toBe(PlatformCode.FORBIDDEN);
    // Above the single limit, more than the balance, a wrong password.
    expect((await send(top, direct, '1000.01')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await send(top, direct, '10.001')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    const poor = await agent(500n, null);
    const poorsMember = await downline(poor.id);
    expect((await send(poor, poorsMember, '5.01')).code).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    expect((await send(top, direct, '10', { withdraw_password: '9999' })).code).toBe(
      MemberCenterCode.WRONG_WITHDRAW_PASSWORD,
    );
    const { rows } = await t.db.execute(
      sql`select 1 from member_audit where member_id = ${top.id} and action = 'withdraw_password_failed'`,
    );
    expect(rows).toHaveLength(1);
    // Nothing of any of it moved money or counted against the day.
    expect(await ledgerTransfers(top.id)).toEqual({ n: 0, sum: 0n });
    expect(await ledgerTransfers(poor.id)).toEqual({ n: 0, sum: 0n });
    expect((await top.call(AgentTransferSettings)).used_today).toBe('0.00');
    expect(await balance(poorsMember)).toBe(0n);
  });

  it('is off until staff set limits, and an agent’s own limits come before the site’s', async () => {
    await finance.call(AdminAgentTransferSettingsSave, {
      site_id: 1,
      currency: 'RMB',
      max_single: '0',
      max_daily: '0',
      approval_line: '0',
      reason: 'off',
    });
    const a = await agent(100_000n);
    const m = await downline(a.id);
    expect((await send(a, m, '1')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    await t.db.execute(
      sql`update agents set transfer_max_single = 2000, transfer_max_daily = 3000 where member_id = ${a.id}`,
    );
    expect((await send(a, m, '20.01')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await a.call(AgentTransferCreate, input(m, '20'))).state).toBe('paid');
    expect((await send(a, m, '10.01')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await a.call(AgentTransferSettings)).left_today).toBe('10.00');
    const bad = await finance.send(AdminAgentTransferSettingsSave, {
      site_id: 1,
      currency: 'RMB',
      max_single: '10',
      max_daily: '5',
      approval_line: '0',
      reason: 'x',
    });
    expect(bad.code).toBe(PlatformCode.BAD_REQUEST);
    expect(bad.message).toContain('max_single');
  });

  it('a repeated key moves the money once; the same key for another transfer is refused', async () => {
    await settings();
    const a = await agent(100_000n);
    const m = await downline(a.id);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(a, m, '30', { idempotency_key: k })),
    );
    expect(answers.every((x) => x.code === 1000)).toBe(true);
    expect(new Set(answers.map((x) => (x.data as { id: number }).id)).size).toBe(1);
    expect(await ledgerTransfers(a.id)).toEqual({ n: 1, sum: 3_000n });
    expect((await send(a, m, '31', { idempotency_key: k })).code).toBe(MoneyCode.IDEMPOTENCY_CONFLICT);
    expect(await balance(m)).toBe(3_000n);
  });

  it('parallel transfers never pass the daily limit together', async () => {
    await settings({ max_single: '100', max_daily: '100' });
    const a = await agent(1_000_000n);
    const members = await Promise.all([downline(a.id), downline(a.id)]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(a, members[i % 2]!, '30')));
    const paid = answers.filter((x) => x.code === 1000);
    expect(paid).toHaveLength(3);
    expect(
      answers.filter((x) => x.code !== 1000).every((x) => x.code === MoneyCode.AMOUNT_OUT_OF_RANGE),
    ).toBe(true);
    expect(await ledgerTransfers(a.id)).toEqual({ n: 3, sum: 9_000n });
    expect((await a.call(AgentTransferSettings)).used_today).toBe('90.00');
    expect(await balance(a)).toBe(1_000_000n - 9_000n);
  });

  it('holds a transfer above the line for the approvals inbox: approval pays the member once, refusal gives it back', async () => {
    await settings({ max_single: '1000', max_daily: '1500', approval_line: '500' });
    const a = await agent(200_000n);
    const m = await downline(a.id);
    const held = await a.call(AgentTransferCreate, input(m, '600'));
    expect(held.state).toBe('waiting_approval');
    expect(await available(a)).toBe(200_000n - 60_000n);
    expect(await balance(m)).toBe(0n);
    expect((await a.call(AgentTransferSettings)).used_today).toBe('600.00');

    const inbox = await finance.call(AdminApprovalList, {
      kind: 'agent_transfer',
      status: 'pending',
      member_id: m.id,
    });
    expect(inbox.list).toEqual([
      expect.objectContaining({
        kind: 'agent_transfer',
        id: held.id,
        amount: '600.00',
        member_account: m.account,
      }),
    ]);

    // Two checkers at once: the transfer is paid once.
    const decisions = await Promise.all([
      finance.send(AdminAgentTransferApprove, { id: held.id }),
      checker.send(AdminAgentTransferApprove, { id: held.id }),
    ]);
    expect(decisions.map((d) => d.code).sort()).toEqual([1000, MoneyCode.ORDER_ALREADY_RESOLVED]);
    expect(await balance(m)).toBe(60_000n);
    expect(await balance(a)).toBe(140_000n);
    expect((await m.call(MemberTransactions, { start_date: today, end_date: today })).list).toEqual([
      expect.objectContaining({ kind: 'agent_transfer', amount: '600.00', status: 'posted' }),
    ]);
    expect((await checker.send(AdminAgentTransferReject, { id: held.id, reason: 'late' })).code).toBe(
      MoneyCode.ORDER_ALREADY_RESOLVED,
    );

    // A second one past the line is refused: the agent has it back, and its day too.
    const second = await a.call(AgentTransferCreate, input(m, '700'));
    expect(second.state).toBe('waiting_approval');
    expect((await send(a, m, '300')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE); // 600 + 700 + 300 > 1500
    const refused = await checker.call(AdminAgentTransferReject, { id: second.id, reason: 'not expected' });
    expect(refused).toMatchObject({ state: 'rejected', decision_reason: 'not expected' });
    expect(await available(a)).toBe(140_000n);
    expect(await balance(m)).toBe(60_000n);
    expect((await a.call(AgentTransferSettings)).used_today).toBe('600.00');
    const list = (await a.call(AgentTransferList, { start_date: today, end_date: today })).list;
    expect(list.map((x) => x.state)).toEqual(['rejected', 'paid']);
    const { rows } = await t.db.execute(
      sql`select action from staff_audit where action in ('agent_transfer_approved', 'agent_transfer_rejected')
          and (detail->>'agent_transfer_id')::int in (${held.id}, ${second.id}) order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['agent_transfer_approved', 'agent_transfer_rejected']);
  });

  it('a suspended agent’s held transfer is not paid; rejecting it gives the money back', async () => {
    await settings({ max_single: '1000', max_daily: '5000', approval_line: '500' });
    const a = await agent(100_000n);
    const m = await downline(a.id);
    const held = await a.call(AgentTransferCreate, input(m, '600'));
    expect(held.state).toBe('waiting_approval');
    await setAgentStatus(t.db, a.id, 'suspended');
    const approve = await checker.send(AdminAgentTransferApprove, { id: held.id });
    expect(approve.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    expect(approve.message).toMatch(/^agent_id: the agent is suspended/);
    expect(await balance(m)).toBe(0n);
    expect((await send(a, m, '10')).code).not.toBe(1000);
    const refused = await checker.call(AdminAgentTransferReject, { id: held.id, reason: 'agent suspended' });
    expect(refused.state).toBe('rejected');
    expect(await available(a)).toBe(100_000n);
    expect(await ledgerTransfers(a.id)).toEqual({ n: 1, sum: 60_000n });
  });
});
