import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import {
  AdminDepositApprove,
  AdminDepositList,
  AdminAdjustmentProposalApprove,
  AdminMemberAdjustment,
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  DepositChannels,
  DepositRequest,
  WithdrawRequest,
} from '@arks/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from '../../../config';
import { createDb, createPool } from '../../../db/client';
import {
  crash,
  embeddedDatabaseUrl,
  killAll,
  startServer,
  waitReady,
  type ServerProcess,
} from '../../../test/server-process';
import { registeredMember, type Member } from '../../../test/member-client';
import { loggedInStaff } from '../../../test/staff-token';
import { verifiedBankAccount } from '../../../test/bank-account';
import { checkLedgerInvariants } from './invariants';

/**
 * Design.md §3 proof: kill -9 the server in the middle of money traffic, start it again, retry every
 * request, and the books still hold — no approved deposit or withdrawal lost, none applied twice.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-crash-'));
const started: ServerProcess[] = [];
const env = { NODE_ENV: 'test', CAPTCHA_MODE: 'off', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
const STAFF = { account: 'crashboss', password: 'crash-test-pass-1' };
/** The second approver of the maker-checker paths (large withdrawals, large adjustments). */
const CHECKER = { account: 'crashchecker', password: 'crash-test-pass-2' };
/** Above RMB's WITHDRAWAL_APPROVAL_ABOVE (30,000.00) and its adjustment approval line (50,000.00). */
const LARGE_WITHDRAWAL = '40000.00';
const LARGE_ADJUSTMENT = '60000.00';

afterAll(() => {
  killAll(started, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = startServer(dataDir, await getPort(), env);
  started.push(server);
  await waitReady(server);
  return server;
}

describe.runIf(process.platform === 'linux')('money across a server crash', () => {
  it('applies every deposit, withdrawal and adjustment exactly once after kill -9 and retries', async () => {
    for (const who of [STAFF, CHECKER]) {
      const made = spawnSync(
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        ['src/cli/create-admin.ts', '--account', who.account, '--password', who.password],
        {
          cwd: serverRoot,
          env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(made.status, made.stderr).toBe(0);
    }

    let server = await start();
    // The same members and staff sessions after the restart, on the new port.
    const target = { url: server.url };
    const staff = await loggedInStaff(target, STAFF.account, STAFF.password);
    const checker = await loggedInStaff(target, CHECKER.account, CHECKER.password);

    // Members with money (acknowledged before the crash) and pending withdrawals to approve.
    const members: Member[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await registeredMember(target, { member_account: `crashm${i}x` });
      members.push(m);
      const bank = await verifiedBankAccount(m, staff, {
        bank_name: 'Koi Bank',
        account_name: '张三',
        account_number: `62220000${i}1234567`,
        withdraw_password: '1234',
      });
      await staff.call(AdminMemberAdjustment, {
        id: m.id,
        amount: '1000.00',
        reason: 'opening balance',
        idempotency_key: `crash-fund-${m.id}`,
      });
      const channelId = (await m.call(DepositChannels)).list[0]!.id;
      for (let k = 0; k < 2; k++) {
        await m.call(DepositRequest, {
          channel_id: channelId,
          amount: '200.00',
          reference: `bank-ref-${k}`,
          idempotency_key: `crash-dep-${m.id}-${k}`,
        });
      }
      for (let k = 0; k < 2; k++) {
        await m.call(WithdrawRequest, {
          amount: '150.00',
          bank_account_id: bank.id,
          withdraw_password: '1234',
          idempotency_key: `crash-wd-${m.id}-${k}`,
        });
      }
    }
    const ours = (o: { member_id: number }) => members.some((m) => m.id === o.member_id);
    const pending = await staff.call(AdminWithdrawalList, { status: 'pending', page_size: 100 });
    const orders = pending.list.filter(ours);
    expect(orders).toHaveLength(10);

    const filed = await staff.call(AdminDepositList, { status: 'pending', page_size: 100 });
    const deposits = filed.list.filter(ours);
    expect(deposits).toHaveLength(10);

    // Maker-checker: two members funded by an approved large adjustment each, then a large withdrawal
    // the first staff member approved (a proposal; the order stays pending) and a second large
    // adjustment proposed. The checker's approvals of both run into the crash.
    const rich: Member[] = [];
    const largeWithdrawals: { id: number; order_number: string; member_id: number }[] = [];
    const proposals: { id: number; member: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await registeredMember(target, { member_account: `crashrich${i}x` });
      rich.push(m);
      const bank = await verifiedBankAccount(m, staff, {
        bank_name: 'Koi Bank',
        account_name: '张三',
        account_number: `62229999${i}1234567`,
        withdraw_password: '1234',
      });
      const funding = await staff.call(AdminMemberAdjustment, {
        id: m.id,
        amount: LARGE_ADJUSTMENT,
        reason: 'opening balance, large',
        idempotency_key: `crash-rich-fund-${m.id}`,
      });
      expect(funding.status).toBe('proposed');
      await checker.call(AdminAdjustmentProposalApprove, { id: funding.proposal_id! });
      const { order_number } = await m.call(WithdrawRequest, {
        amount: LARGE_WITHDRAWAL,
        bank_account_id: bank.id,
        withdraw_password: '1234',
        idempotency_key: `crash-rich-wd-${m.id}`,
      });
      const listed = await staff.call(AdminWithdrawalList, { status: 'pending', page_size: 100 });
      const order = listed.list.find((o) => o.order_number === order_number)!;
      const first = await staff.call(AdminWithdrawalApprove, { id: order.id });
      expect(first.status).toBe('pending');
      largeWithdrawals.push({ id: order.id, order_number, member_id: m.id });
      const second = await staff.call(AdminMemberAdjustment, {
        id: m.id,
        amount: LARGE_ADJUSTMENT,
        reason: 'second large credit',
        idempotency_key: `crash-rich-adj-${m.id}`,
      });
      proposals.push({ id: second.proposal_id!, member: m.id });
    }

    // Staff approve and adjust while the server dies under them.
    const adjustments = members.flatMap((m) =>
      [1, 2, 3].map((k) => ({ member: m.id, key: `crash-adj-${m.id}-${k}` })),
    );
    const work = [
      ...orders.map((o) => () => staff.send(AdminWithdrawalApprove, { id: o.id })),
      ...deposits.map((o) => () => staff.send(AdminDepositApprove, { id: o.id })),
      ...largeWithdrawals.map((o) => () => checker.send(AdminWithdrawalApprove, { id: o.id })),
      ...proposals.map((p) => () => checker.send(AdminAdjustmentProposalApprove, { id: p.id })),
      ...adjustments.map(
        (a) => () =>
          staff.send(AdminMemberAdjustment, {
            id: a.member,
            amount: '5.00',
            reason: 'crash test',
            idempotency_key: a.key,
          }),
      ),
    ];
    const inFlight = Promise.allSettled(work.map((w) => w()));
    await new Promise((r) => setTimeout(r, 40));
    await crash(server, dataDir);
    await inFlight;

    server = await start();
    target.url = server.url;
    // Every request again, as the back office's retry would send it: done, replayed or already resolved.
    for (const w of work) {
      const res = await w();
      expect([1000, 605], res.message).toContain(res.code);
    }

    const pool = createPool(embeddedDatabaseUrl(dataDir), { warn: () => {} });
    try {
      for (const o of [...orders, ...largeWithdrawals]) {
        const { rows } = await pool.query(
          `select count(*)::int as n from ledger_transfers where reference = $1 and kind = 'withdrawal' and status = 'posted'`,
          [o.order_number],
        );
        expect({ order: o.order_number, posted: rows[0].n }).toEqual({ order: o.order_number, posted: 1 });
      }
      for (const o of deposits) {
        const { rows } = await pool.query(
          `select (select count(*)::int from ledger_transfers where idempotency_key = 'deposit:' || $1 and status = 'posted') as n,
                  (select status from deposit_orders where order_number = $1) as status`,
          [o.order_number],
        );
        expect({ order: o.order_number, ...rows[0] }).toEqual({
          order: o.order_number,
          n: 1,
          status: 'success',
        });
      }
      for (const a of adjustments) {
        const { rows } = await pool.query(
          `select count(*)::int as n from ledger_transfers where idempotency_key like $1`,
          [`%${a.key}%`],
        );
        expect({ key: a.key, applied: rows[0].n }).toEqual({ key: a.key, applied: 1 });
      }
      for (const m of members) {
        const { rows } = await pool.query(
          `select balance, pending_out from ledger_accounts where member_id = $1 and kind = 'member_main'`,
          [m.id],
        );
        // 1000.00 opening + 2 x 200.00 deposits + 3 x 5.00 adjustments - 2 x 150.00 withdrawals, in minor units.
        expect({ member: m.id, balance: rows[0].balance, held: rows[0].pending_out }).toEqual({
          member: m.id,
          balance: String(100000 + 40000 + 1500 - 30000),
          held: '0',
        });
      }
      for (const p of proposals) {
        const { rows } = await pool.query(
          `select p.status, (select count(*)::int from ledger_transfers t where t.id = p.transfer_id and t.status = 'posted') as n
             from adjustment_proposals p where p.id = $1`,
          [p.id],
        );
        expect({ proposal: p.id, ...rows[0] }).toEqual({ proposal: p.id, status: 'approved', n: 1 });
      }
      for (const m of rich) {
        const { rows } = await pool.query(
          `select balance, pending_out from ledger_accounts where member_id = $1 and kind = 'member_main'`,
          [m.id],
        );
        // 60,000.00 funding + 60,000.00 approved in the crash - 40,000.00 paid out, in minor units.
        expect({ member: m.id, balance: rows[0].balance, held: rows[0].pending_out }).toEqual({
          member: m.id,
          balance: String(6_000_000 + 6_000_000 - 4_000_000),
          held: '0',
        });
      }
      expect(await checkLedgerInvariants(createDb(pool))).toEqual([]);
    } finally {
      await pool.end();
    }
    // Several server starts and kills: on a loaded two-core machine this takes well over a minute.
  }, 240_000);
});
