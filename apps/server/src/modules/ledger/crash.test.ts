import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from '../../config';
import { createDb, createPool } from '../../db/client';
import {
  crash,
  embeddedDatabaseUrl,
  killAll,
  startServer,
  waitReady,
  type ServerProcess,
} from '../../test/server-process';
import { checkLedgerInvariants } from './invariants';

/**
 * Design.md §3 proof: kill -9 the server in the middle of money traffic, start it again, retry every
 * request, and the books still hold — no approved deposit or withdrawal lost, none applied twice.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-crash-'));
const started: ServerProcess[] = [];
const env = { NODE_ENV: 'test', CAPTCHA_MODE: 'off', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
const STAFF = { account: 'crashboss', password: 'crash-test-pass-1' };

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

type Body = { code: number; message: string; data: Record<string, unknown> | null };

describe.runIf(process.platform === 'linux')('money across a server crash', () => {
  it('applies every deposit, withdrawal and adjustment exactly once after kill -9 and retries', async () => {
    const made = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['src/cli/create-admin.ts', '--account', STAFF.account, '--password', STAFF.password],
      {
        cwd: serverRoot,
        env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(made.status, made.stderr).toBe(0);

    let server = await start();
    const call = async (method: string, url: string, token?: string, body?: object, ip?: string) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as Body;
    };
    const staff = (await call('POST', '/api/admin/auth/login', undefined, STAFF)).data!.token as string;

    // Members with money (acknowledged before the crash) and pending withdrawals to approve.
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const reg = await call(
        'POST',
        '/api/register',
        undefined,
        {
          site_id: 1,
          member_account: `crashm${i}x`,
          password: 'abc123',
          check_password: 'abc123',
          member_currency: 'RMB',
          member_name: '张三',
          withdraw_password: '1234',
          agreement: true,
        },
        `10.77.0.${i + 1}`,
      );
      expect(reg.code, reg.message).toBe(1000);
      const m = { id: reg.data!.member_id as number, token: reg.data!.token as string };
      members.push(m);
      const bank = await call('POST', '/api/member/bank_account/store', m.token, {
        bank_name: 'Koi Bank',
        account_name: '张三',
        account_number: `62220000${i}1234567`,
        withdraw_password: '1234',
      });
      expect(bank.code, bank.message).toBe(1000);
      const fund = await call('POST', `/api/admin/members/${m.id}/adjustments`, staff, {
        amount: '1000.00',
        reason: 'opening balance',
        idempotency_key: `crash-fund-${m.id}`,
      });
      expect(fund.code, fund.message).toBe(1000);
      const channels = await call('POST', '/api/member/deposit/channels', m.token, {});
      const channelId = (channels.data!.list as { id: number }[])[0]!.id;
      for (let k = 0; k < 2; k++) {
        const d = await call('POST', '/api/member/deposit', m.token, {
          channel_id: channelId,
          amount: '200.00',
          reference: `bank-ref-${k}`,
          idempotency_key: `crash-dep-${m.id}-${k}`,
        });
        expect(d.code, d.message).toBe(1000);
      }
      const bankId = (bank.data!.bank_account as { id: number }).id;
      for (let k = 0; k < 2; k++) {
        const w = await call('POST', '/api/member/withdraw', m.token, {
          amount: '150.00',
          bank_account_id: bankId,
          withdraw_password: '1234',
          idempotency_key: `crash-wd-${m.id}-${k}`,
        });
        expect(w.code, w.message).toBe(1000);
      }
    }
    const pending = await call('GET', '/api/admin/withdrawals?status=pending&page_size=100', staff);
    const orders = (pending.data!.list as { id: number; order_number: string; member_id: number }[]).filter(
      (o) => members.some((m) => m.id === o.member_id),
    );
    expect(orders).toHaveLength(10);

    const filed = await call('GET', '/api/admin/deposits?status=pending&page_size=100', staff);
    const deposits = (filed.data!.list as { id: number; order_number: string; member_id: number }[]).filter(
      (o) => members.some((m) => m.id === o.member_id),
    );
    expect(deposits).toHaveLength(10);

    // Staff approve and adjust while the server dies under them.
    const adjustments = members.flatMap((m) =>
      [1, 2, 3].map((k) => ({ member: m.id, key: `crash-adj-${m.id}-${k}` })),
    );
    const work = [
      ...orders.map((o) => () => call('POST', `/api/admin/withdrawals/${o.id}/approve`, staff, {})),
      ...deposits.map((o) => () => call('POST', `/api/admin/deposits/${o.id}/approve`, staff, {})),
      ...adjustments.map(
        (a) => () =>
          call('POST', `/api/admin/members/${a.member}/adjustments`, staff, {
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
    // Every request again, as the back office's retry would send it: done, replayed or already resolved.
    for (const w of work) {
      const res = await w();
      expect([1000, 605], res.message).toContain(res.code);
    }

    const pool = createPool(embeddedDatabaseUrl(dataDir), { warn: () => {} });
    try {
      for (const o of orders) {
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
      expect(await checkLedgerInvariants(createDb(pool))).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
