import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { terminateBackends } from './test/terminate-backends';
import {
  embeddedDatabaseUrl,
  exited,
  isAlive,
  killAll,
  startServer,
  waitReady,
  type ServerProcess,
} from './test/server-process';
import { registeredMember } from './test/member-client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-blip-'));
const started: ServerProcess[] = [];

afterAll(() => {
  killAll(started, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

const secret = () => randomBytes(32).toString('base64url');
const PRODUCTION = {
  NODE_ENV: 'production',
  STAFF_TOTP_KEY: secret(),
  AUDIT_CHECKPOINT_KEY: secret(),
  HOUSE_GAMES_SECRET: secret(),
  LOGIN_TICKET_KEY: secret(),
  PROVIDER_SECRET_KEY: secret(),
  CAPTCHA_KEY: secret(),
  CAPTCHA_MODE: 'off',
  // The members register on the demo site 1, which production seeds only when asked.
  SEED_DEMO: 'on',
  // Each request names its own address, so the load stays under the per-address API limit.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
/** Load bounds: this many requests per worker at most, and none after the test's last check. */
const WORKERS = 3;
const MAX_REQUESTS_PER_WORKER = 1_500;
const RECOVERY_MS = 30_000;

let addressSeq = 0;
const address = () => `10.9.${Math.floor(++addressSeq / 250) % 250}.${addressSeq % 250}`;

async function call(server: ServerProcess, url: string, body: object, token?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => ({}))) as { code?: number; data?: unknown };
  return { status: res.status, code: json.code, data: json.data };
}

const register = async (server: ServerProcess, account: string) =>
  (
    await registeredMember(server, {
      member_account: account,
      member_name: '李四',
      identity_id: '110101199003071234',
    })
  ).token;

const launch = {
  gp_id: 'GPHOUSE',
  game_type: 2,
  game_code: 'koi-reels',
  lobby_url: 'http://localhost/close',
  device: 0,
};

/**
 * A member playing over and over: launching a game holds a member-lock connection across the call to
 * the house provider and moves money in transactions, so a terminated backend finds clients lent out.
 */
async function play(server: ServerProcess, token: string, running: () => boolean, seen: number[]) {
  for (let n = 0; n < MAX_REQUESTS_PER_WORKER && running(); n += 3) {
    for (const [url, body] of [
      ['/api/member/game/play1', launch],
      ['/api/member/profile/my_cash', {}],
      ['/api/member/game/leave1', {}],
    ] as const) {
      seen.push(
        await call(server, url, body, token).then(
          (r) => r.status,
          () => 0,
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check().catch(() => false)) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${ms} ms (last answer ${JSON.stringify(lastAnswer)})`);
}

const readyz = async (server: ServerProcess) =>
  (await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5_000) })).status;

let lastAnswer: unknown;
async function serving(server: ServerProcess, token: string): Promise<boolean> {
  const cash = await call(server, '/api/member/profile/my_cash', {}, token);
  lastAnswer = cash;
  return cash.status === 200 && cash.code === 1000;
}

async function adminQuery(server: ServerProcess, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir, 'postgres') });
  await admin.connect();
  await admin.query(text).finally(() => admin.end());
  expect(server.child.exitCode).toBeNull();
}

describe.runIf(process.platform === 'linux')('a production server losing its database connections', () => {
  it('stays up under load through repeated backend terminations and an outage, then serves again', async () => {
    const server = startServer(dataDir, await getPort(), PRODUCTION);
    started.push(server);
    await waitReady(server);
    const alive = () => isAlive(server.child.pid!) && server.child.exitCode === null;
    const tokens = await Promise.all(
      Array.from({ length: WORKERS }, (_, i) => register(server, `blip0${i}`)),
    );
    const adminUrl = embeddedDatabaseUrl(dataDir, 'postgres');

    let running = true;
    const seen: number[] = [];
    const load = Promise.all(tokens.map((token) => play(server, token, () => running && alive(), seen)));
    try {
      for (let blip = 1; blip <= 4; blip++) {
        await new Promise((r) => setTimeout(r, 1_500));
        expect(await terminateBackends(adminUrl, 'arks')).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 500));
        expect({ blip, alive: alive() }).toEqual({ blip, alive: true });
        await until(`ready after blip ${blip}`, async () => (await readyz(server)) === 200, RECOVERY_MS);
        await until(`serving after blip ${blip}`, () => serving(server, tokens[0]!), RECOVERY_MS);
      }

      // An outage: the database refuses new connections for a while. Readiness says so; the process waits.
      await adminQuery(server, 'alter database arks with allow_connections false');
      await terminateBackends(adminUrl, 'arks');
      await until('not ready during the outage', async () => (await readyz(server)) === 503, 10_000);
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await readyz(server)).toBe(503);
      expect(alive()).toBe(true);
      await adminQuery(server, 'alter database arks with allow_connections true');
      await until('ready after the outage', async () => (await readyz(server)) === 200, RECOVERY_MS);
      await until('serving after the outage', () => serving(server, tokens[0]!), RECOVERY_MS);
    } finally {
      running = false;
      await load;
    }
    expect(alive()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    // The load really ran across the blips, and every worker's calls answer again at the end.
    expect(seen.filter((s) => s === 200).length).toBeGreaterThan(50);
    for (const token of tokens) expect(await serving(server, token)).toBe(true);

    server.child.kill('SIGTERM');
    const code = await exited(server.child);
    // The last lines of the server's log when the exit is not clean: they say which step failed.
    expect({ code, log: code === 0 ? '' : server.output().split('\n').slice(-25).join('\n') }).toEqual({
      code: 0,
      log: '',
    });
  }, 240_000);
});
