/**
 * npm run bench:realtime [members] — N members of one site and currency, each with the member site's
 * channels (`web_member`, `web_api.RMB`, `member.RMB`, `presence-member.RMB`, `member.{id}`), spread
 * over two server nodes on one Redis. Prints connect and presence-join p50/p99, refused joins (must be
 * 0), memory per 1,000 sockets per node after connecting and after the sockets closed, then ledger
 * posts for random members at a steady rate: p50/p99 from the post to its `member.cash` event and the
 * delivered/sent ratio (must be 1.00). Loopback only.
 *
 * Env: BENCH_MEMBERS (default 10000; the first argument wins), BENCH_POST_RATE (50/s),
 * BENCH_POST_SECONDS (20), BENCH_WINDOW (sockets opening at once per client process, 100),
 * DATABASE_URL (a PostgreSQL server the run makes its own database on; default 127.0.0.1:5432),
 * REDIS_URL (default 127.0.0.1:6379), BENCH_CPU_PROF=<dir> (every process writes a .cpuprofile there).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { printResult } from './support/result';
import { createDb, createPool } from '../apps/server/src/db/client';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { createSessionService } from '../apps/server/src/modules/accounts/session';
import { systemClock } from '../apps/server/src/platform/clock';
import {
  nowMs,
  type BenchMember,
  type ClientsReply,
  type ClientsRequest,
  type ConnectReport,
  type NodeReply,
  type NodeRequest,
} from './realtime/protocol';

const MEMBERS = Number(process.argv[2] ?? process.env.BENCH_MEMBERS ?? 10_000);
const POST_RATE = Number(process.env.BENCH_POST_RATE ?? 50);
const POST_SECONDS = Number(process.env.BENCH_POST_SECONDS ?? 20);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 100);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const NODES = 2;
const CLIENT_PROCESSES = 2;
const log = pino({ level: 'warn' });
const here = path.dirname(new URL(import.meta.url).pathname);

/** A child process speaking the bench's messages; `ask` sends one and waits for the reply of a type. */
function child<Req, Rep extends { type: string }>(file: string, env: Record<string, string>) {
  const proc: ChildProcess = fork(path.join(here, 'realtime', file), [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      '--max-old-space-size=4096',
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    ],
    env: { ...process.env, ...env },
  });
  const waiting: { type: string; resolve(reply: Rep): void }[] = [];
  proc.on('message', (reply: Rep) => {
    const i = waiting.findIndex((w) => w.type === reply.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(reply);
  });
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code) => reject(new Error(`${file} exited (${code})`))),
  );
  exited.catch(() => undefined);
  const next = <T extends Rep['type']>(type: T) =>
    Promise.race([new Promise<Rep>((resolve) => waiting.push({ type, resolve })), exited]) as Promise<
      Extract<Rep, { type: T }>
    >;
  return {
    proc,
    next,
    send: (request: Req) => proc.send(request as object),
    ask<T extends Rep['type']>(request: Req, type: T) {
      const reply = next(type);
      proc.send(request as object);
      return reply;
    },
  };
}

async function freshDatabase(): Promise<string> {
  const name = `bench_rt_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await client.end();
}

/** Members and their logins, written in bulk: setup, not what is measured. */
async function createMembers(url: string): Promise<{ id: number; token: string }[]> {
  const pool = createPool(url, log, 16);
  try {
    await withStartupLock(pool, async (client) => {
      await runMigrations(client);
      await runSeed(drizzle(client, { schema }));
    });
    const { rows } = await pool.query<{ id: string }>(
      `insert into members (site_id, account, password_hash, currency)
       select 1, 'rt' || g, 'x', 'RMB' from generate_series(1, $1) g returning id`,
      [MEMBERS],
    );
    const sessions = createSessionService(createDb(pool), systemClock);
    const out: { id: number; token: string }[] = [];
    for (let i = 0; i < rows.length; i += 64) {
      const batch = rows.slice(i, i + 64).map(async (r) => {
        const id = Number(r.id);
        const { token } = await sessions.issue({ memberId: id, siteId: 1, currency: 'RMB' });
        return { id, token };
      });
      out.push(...(await Promise.all(batch)));
    }
    return out;
  } finally {
    await pool.end();
  }
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
const mb = (bytes: number) => bytes / 1024 / 1024;
const pair = (m: { rss: number; heap: number }) => `${mb(m.rss).toFixed(0)} / ${mb(m.heap).toFixed(0)} MB`;

async function main() {
  const dbUrl = await freshDatabase();
  const redisPrefix = `bench-rt-${randomBytes(4).toString('hex')}:`;
  const webDist = mkdtempSync(path.join(tmpdir(), 'bench-rt-'));
  const children: ChildProcess[] = [];
  try {
    const setupStarted = nowMs();
    const members = await createMembers(dbUrl);
    console.log(
      `realtime bench: ${MEMBERS} members, ${NODES} nodes on one Redis, ${CLIENT_PROCESSES} client processes`,
    );
    console.log(`  setup (database, members, logins): ${ms(nowMs() - setupStarted)}`);

    const env = { DATABASE_URL: dbUrl, REDIS_URL, REDIS_PREFIX: redisPrefix, WEB_DIST: webDist };
    const nodes = Array.from({ length: NODES }, () => child<NodeRequest, NodeReply>('node.ts', env));
    children.push(...nodes.map((n) => n.proc));
    const ports = (await Promise.all(nodes.map((n) => n.next('ready')))).map((r) => r.port);
    const memory = () => Promise.all(nodes.map((n) => n.ask({ type: 'memory' }, 'memory')));
    const idle = await memory();

    const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
      child<ClientsRequest, ClientsReply>('clients.ts', {}),
    );
    children.push(...clients.map((c) => c.proc));
    // Member i connects to node i % NODES; client process j holds every CLIENT_PROCESSES-th member.
    const placed: BenchMember[] = members.map((m, i) => ({ ...m, port: ports[i % NODES]! }));
    const share = (j: number) => placed.filter((_, i) => i % CLIENT_PROCESSES === j);
    const reports: ConnectReport[] = await Promise.all(
      clients.map((c, j) => c.ask({ type: 'connect', members: share(j), window: WINDOW }, 'connected')),
    );
    const quiet = await Promise.all(clients.map((c) => c.ask({ type: 'quiet' }, 'quiet')));
    const connected = await memory();

    const connectMs = reports.flatMap((r) => r.connectMs);
    const joinMs = reports.flatMap((r) => r.joinMs);
    const refused = reports.reduce((n, r) => n + r.refused, 0);
    const failedConnects = reports.reduce((n, r) => n + r.failedConnects, 0);
    const wall = Math.max(...reports.map((r) => r.wallMs));
    const events = quiet.reduce((n, q) => n + q.events, 0);
    console.log(
      `  all sockets connected and joined in ${ms(wall)}; ${events} events received (presence announcements)`,
    );
    console.log(`  connect: p50 ${ms(pct(connectMs, 50))}, p99 ${ms(pct(connectMs, 99))}`);
    console.log(
      `  presence join (subscribe to member list): p50 ${ms(pct(joinMs, 50))}, p99 ${ms(pct(joinMs, 99))}`,
    );
    console.log(
      `  connects failed: ${failedConnects}, joins refused: ${refused}${refused + failedConnects ? ` (${reports.flatMap((r) => r.refusals).join('; ')})` : ''}`,
    );

    const joined = reports.flatMap((r) => r.joined);
    // Steady ledger posts, alternating the node that books them, so half the events cross Redis.
    const sent: [number, number][] = [];
    const total = POST_RATE * POST_SECONDS;
    const postsStarted = nowMs();
    for (let seq = 0; seq < total; seq++) {
      const due = postsStarted + (seq * 1000) / POST_RATE;
      const wait = due - nowMs();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const memberId = joined[Math.floor(Math.random() * joined.length)]!;
      sent.push([memberId, nowMs()]);
      nodes[seq % NODES]!.send({ type: 'post', memberId, seq });
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = (await Promise.all(clients.map((c) => c.ask({ type: 'received' }, 'received')))).flatMap(
      (r) => r.cash,
    );
    const latency = matchPosts(sent, received);

    await Promise.all(clients.map((c) => c.ask({ type: 'disconnect' }, 'disconnected')));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const closed = await memory();

    console.log(
      `  ledger posts: ${total} at ${POST_RATE}/s; post to member.cash p50 ${ms(pct(latency, 50))}, p99 ${ms(pct(latency, 99))}`,
    );
    console.log('');
    console.log(
      '| node | sockets | RSS / heap idle | RSS / heap connected | per 1,000 sockets (RSS / heap) | RSS / heap after close |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    nodes.forEach((_, i) => {
      const sockets = placed.filter((m) => m.port === ports[i]).length;
      const per = (v: number, base: number) => (mb(v - base) / sockets) * 1000;
      console.log(
        `| ${i + 1} | ${sockets} | ${pair(idle[i]!)} | ${pair(connected[i]!)} | ${per(connected[i]!.rss, idle[i]!.rss).toFixed(1)} / ${per(connected[i]!.heap, idle[i]!.heap).toFixed(1)} MB | ${pair(closed[i]!)} |`,
      );
    });
    console.log('');
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(`connects failed: ${failedConnects}`);
    console.log(`joins refused: ${refused}`);
    console.log(`delivered/sent ratio: ${(latency.length / total).toFixed(3)} (${latency.length}/${total})`);
    const delivered = latency.length / total;
    printResult({
      name: 'realtime delivered/sent',
      ratio: delivered,
      spread: [delivered, delivered],
      goal: { atLeast: 1 },
      problem:
        failedConnects + refused > 0 || delivered < 1
          ? `${failedConnects} connects failed, ${refused} joins refused, ${total - latency.length} events lost`
          : undefined,
    });

    await Promise.all(nodes.map((n) => n.send({ type: 'close' })));
    await Promise.all(nodes.map((n) => new Promise((resolve) => n.proc.once('exit', resolve))));
  } finally {
    for (const proc of children) if (proc.exitCode === null) proc.kill();
    await dropDatabase(dbUrl).catch((err: unknown) => console.error('database not dropped', err));
    await removeKeys(redisPrefix);
    rmSync(webDist, { recursive: true, force: true });
  }
}

/** Each post's event is the next one the member's sockets got after it was sent; ms between them. */
function matchPosts(sent: [number, number][], received: [number, number][]): number[] {
  const byMember = new Map<number, number[]>();
  for (const [id, at] of [...received].sort((a, b) => a[1] - b[1])) {
    const list = byMember.get(id) ?? [];
    list.push(at);
    byMember.set(id, list);
  }
  const latency: number[] = [];
  for (const [id, at] of sent) {
    const list = byMember.get(id);
    const i = list?.findIndex((t) => t >= at) ?? -1;
    if (i < 0) continue;
    latency.push(list!.splice(i, 1)[0]! - at);
  }
  return latency;
}

async function removeKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
