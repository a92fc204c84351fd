import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import {
  AdminAgentTransferSettingsSave,
  AdminCommissionApprove,
  AdminCommissionPlanSave,
  AdminCommissionRun,
  AdminCommissionStatements,
  AdminReportMembers,
  AdminReportOperations,
  AdminReportRebuildDay,
  AgentTransferCreate,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { loggedInMember, registeredMember, type Member } from '../../../test/member-client';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import { hashPassword, setWithdrawPasswordHash } from '../../accounts/member';
import { makeAgent, moveUnder } from '../../agents/tree';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { recordTestBet } from '../../wagering/bets/test-factory';
import { dayIn } from './effects';
import { createRollupJobs, type RollupJobs } from './rollup-jobs';

/**
 * Commission and agent transfers in the operator's reports, paid through the real services: a
 * downline member loses 1,234.56 in January, the month settles at 10% and staff pay the agent
 * 123.45 (the ledger stamps it today), and the agent passes money on to the member.
 */
const ZONE = 'Asia/Shanghai';
const clock = new ManualClock(Date.parse('2025-12-20T04:00:00Z'));
let t: TestApp;
let jobs: RollupJobs;
let finance: Staff;
let agent: Member;
let member: Member;
let today: string;
const filter = () => ({ site_id: 1, currency: 'RMB', from: '2026-01-01', to: today });

async function runAll() {
  return (await jobs.runMembers()) + (await jobs.runLedger()) + (await jobs.runBets());
}
const moneyRows = async () =>
  (
    await t.db.execute(
      sql`select * from report_money_daily where site_id = 1 order by site_id, currency, day, member_id`,
    )
  ).rows;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  await t.db.execute(sql`update sites set time_zone = ${ZONE} where id = 1`);
  jobs = createRollupJobs({ db: t.db, clock: { now: () => new Date() }, lagMs: 0 });
  today = dayIn(new Date(), ZONE);
  finance = await staffMember(t, 'rc-finance', 'finance', clock);
  // In force from January (saved before it opened): one tier at 10%, no fees.
  await finance.call(AdminCommissionPlanSave, {
    site_id: 1,
    currency: 'RMB',
    period: 'month',
    tiers: [{ min_net_revenue: '0', min_active_members: 0, rate_bp: 1000 }],
    hall_fees: [],
    default_hall_fee_bp: 0,
    deposit_fee_bp: 0,
    withdrawal_fee_bp: 0,
    active_min_deposits: '0',
    active_min_valid_bet: '0',
    carry_negative: true,
    cpa_amount: '0',
    cpa_min_deposits: '0',
    approval_line: '100000.00',
    reason: 'launch',
  });
  agent = await registeredMember(t, { member_account: 'rcagent' });
  member = await registeredMember(t, { member_account: 'rcmember' });
  await makeAgent(t.db, { memberId: agent.id, parentId: null, approvedBy: null });
  expect(await moveUnder(t.db, member.id, agent.id)).toBe('moved');
  await setWithdrawPasswordHash(t.db, agent.id, await hashPassword('1234'));
  await recordTestBet(t.db, {
    provider: 'house',
    roundId: 'rc-1',
    version: 1,
    siteId: 1,
    memberId: member.id,
    currency: 'RMB',
    hall: 1,
    stake: 123_456n,
    payout: 0n,
    validBet: 123_456n,
    status: 'settled',
    placedAt: new Date('2026-01-10T04:00:00Z'),
    settledAt: new Date('2026-01-10T04:00:00Z'),
  });
  await runAll();

  // February: January is closed; staff compute it and pay the agent.
  clock.advance(Date.parse('2026-02-01T04:00:00Z') - clock.now().getTime());
  finance = await loggedInStaff(t, 'rc-finance');
  await finance.call(AdminCommissionRun, { site_id: 1, currency: 'RMB', period_start: '2026-01-01' });
  const { list } = await finance.call(AdminCommissionStatements, {
    site_id: 1,
    currency: 'RMB',
    period_start: '2026-01-01',
    agent_id: agent.id,
  });
  expect(list).toEqual([expect.objectContaining({ agent_id: agent.id, amount: '123.45' })]);
  expect((await finance.call(AdminCommissionApprove, { id: list[0]!.id })).state).toBe('paid');

  await finance.call(AdminAgentTransferSettingsSave, {
    site_id: 1,
    currency: 'RMB',
    max_single: '1000.00',
    max_daily: '5000.00',
    approval_line: '0',
    reason: 'test limits',
  });
  agent = await loggedInMember(t, { account: agent.account });
  const send = (amount: string, key: string) =>
    agent.call(AgentTransferCreate, {
      member_account: member.account,
      amount,
      withdraw_password: '1234',
      idempotency_key: key,
    });
  expect((await send('50.25', 'rc-transfer-1')).state).toBe('paid');
  await send('20.00', 'rc-transfer-2');
  // The second transfer is undone in the ledger: both its sides leave the reports.
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id::text as id from ledger_transfers where kind = 'agent_transfer' and amount = 2000`,
  );
  await t.app.ledger.reverse({ transferId: BigInt(rows[0]!.id), idempotencyKey: 'rc-transfer-2-back' });
  await runAll();
});

afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

describe('commission and agent transfers in the reports', () => {
  it('the operations report shows commission as a cost; company profit is NGR less it', async () => {
    const r = await finance.call(AdminReportOperations, filter());
    expect(r.rows.find((d) => d.date === '2026-01-10')).toMatchObject({
      ggr: '1234.56',
      ngr: '1234.56',
      commission_amount: '0.00',
      company_profit: '1234.56',
    });
    expect(r.rows.find((d) => d.date === today)).toMatchObject({
      commission_amount: '123.45',
      ngr: '0.00',
      company_profit: '-123.45',
      // An agent transfer is no deposit, withdrawal or adjustment of the operator.
      deposit_amount: '0.00',
      withdrawal_amount: '0.00',
      adjustment_amount: '0.00',
      promotion_amount: '0.00',
    });
    expect(r.totals).toMatchObject({
      ggr: '1234.56',
      ngr: '1234.56',
      commission_amount: '123.45',
      company_profit: '1111.11',
    });
    expect(r.totals).not.toHaveProperty('agent_transfer_in_amount');
  });

  it('the member report has the agent’s commission and transfers out, the member’s transfers in', async () => {
    const r = await finance.call(AdminReportMembers, { ...filter(), rank_by: 'ggr' });
    const of = (id: number) => r.rows.find((m) => m.member_id === id)!;
    expect(of(agent.id)).toMatchObject({
      commission_amount: '123.45',
      agent_transfer_in_amount: '0.00',
      agent_transfer_out_amount: '50.25',
      ggr: '0.00',
      ngr: '0.00',
    });
    expect(of(member.id)).toMatchObject({
      commission_amount: '0.00',
      agent_transfer_in_amount: '50.25',
      agent_transfer_out_amount: '0.00',
      ggr: '1234.56',
      ngr: '1234.56',
    });
    // Over all members the two sides are equal.
    expect(r.totals).toMatchObject({
      commission_amount: '123.45',
      agent_transfer_in_amount: '50.25',
      agent_transfer_out_amount: '50.25',
    });
  });

  it('the exports carry the new columns', async () => {
    const q = new URLSearchParams({ site_id: '1', currency: 'RMB', from: '2026-01-01', to: today });
    const get = async (report: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/${report}/export?${q}&format=csv`,
        headers: { authorization: `Bearer ${finance.token}` },
      });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      const sheet = await book.csv.read(Readable.from(res.rawPayload.subarray(3)));
      const [header, ...rows] = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
      return { header: header!, total: rows.at(-1)!, rows };
    };
    const ops = await get('operations');
    const cell = (table: { header: unknown[] }, row: unknown[], heading: string) =>
      row[table.header.indexOf(heading)];
    expect(cell(ops, ops.total, 'Agent commission')).toBe(123.45);
    expect(cell(ops, ops.total, 'Company profit (NGR - commission)')).toBe(1111.11);
    expect(ops.header).not.toContain('Agent transfers in');
    const members = await get('members');
    const agentRow = members.rows.find((r) => cell(members, r, 'Account') === agent.account)!;
    expect(cell(members, agentRow, 'Agent commission')).toBe(123.45);
    expect(cell(members, agentRow, 'Agent transfers out')).toBe(50.25);
    expect(cell(members, members.total, 'Agent transfers in')).toBe(50.25);
  });

  it('a rebuild of the days equals the incremental rows', async () => {
    const incremental = await moneyRows();
    expect(incremental.length).toBeGreaterThan(0);
    for (const day of ['2026-01-10', today]) {
      await finance.call(AdminReportRebuildDay, { site_id: 1, day, reason: 'check' });
    }
    expect(await moneyRows()).toEqual(incremental);
    expect(await runAll()).toBe(0);
  });

  it('the migration counts what the rollup passed before it counted commission and transfers', async () => {
    const counted = await moneyRows();
    // As the rollup left them before: the new figures empty, rows with nothing else gone.
    await t.db.execute(
      sql`update report_money_daily set commissions = 0, agent_transfers_in = 0, agent_transfers_out = 0`,
    );
    await t.db.execute(sql`
      delete from report_money_daily
       where registered = 0 and deposit_count = 0 and deposits = 0 and first_deposit = 0
         and first_deposit_amount = 0 and withdrawal_count = 0 and withdrawals = 0 and promotions = 0
         and rebates = 0 and adjustments = 0`);
    expect(await moneyRows()).not.toEqual(counted);
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../drizzle/0072_report_commissions.sql',
    );
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(backfill));
    expect(await moneyRows()).toEqual(counted);
  });
});
