import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../db/embedded';

/**
 * The one PostgreSQL of a test run and its template databases. Every project's global setup runs in
 * vitest's main process, each loaded on its own, so the cluster is kept on globalThis: the server and
 * house-games projects share it, and the last one to let go stops it.
 */
export interface TestCluster {
  adminUrl: string;
  /** A template database built once per run by `build`, which must close every connection it opens. */
  template(kind: string, build: (url: string) => Promise<void>): Promise<string>;
  release(): Promise<void>;
}

interface Running {
  adminUrl: string;
  /** Whether the run owns the server (embedded) or borrows DATABASE_URL's, where it must clean up. */
  borrowed: boolean;
  stop(): Promise<void>;
}

interface Shared {
  users: number;
  running: Promise<Running>;
  templates: Map<string, Promise<string>>;
}

const SHARED = Symbol.for('arks.test-cluster');
const holder = globalThis as { [SHARED]?: Shared };

export async function acquireTestCluster(): Promise<TestCluster> {
  const shared = (holder[SHARED] ??= { users: 0, running: startCluster(), templates: new Map() });
  shared.users++;
  const release = () => releaseCluster(shared);
  const running = await shared.running.catch(async (err: unknown) => {
    await release();
    throw err;
  });
  return {
    adminUrl: running.adminUrl,
    template(kind, build) {
      let made = shared.templates.get(kind);
      if (!made) {
        made = buildTemplate(running.adminUrl, kind, build);
        shared.templates.set(kind, made);
      }
      return made;
    },
    release,
  };
}

/** The URL of `database` on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startCluster(): Promise<Running> {
  // A server the run does not own (its user may create databases), e.g. CI's service container.
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, borrowed: true, stop: async () => undefined };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-server-test-'));
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'arks_test',
    // The last release stops it; the library's hook would turn a failing run's exit code into 0.
    exitHooks: false,
    throwaway: true,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' }),
  });
  return {
    adminUrl: cluster.adminUrl,
    borrowed: false,
    async stop() {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function buildTemplate(adminUrl: string, kind: string, build: (url: string) => Promise<void>) {
  // Random, so runs sharing one DATABASE_URL server never take each other's template.
  const name = `template_${kind}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  try {
    await build(databaseUrl(adminUrl, name));
  } catch (err) {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    throw err;
  }
  // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to; nobody may connect now.
  await adminQuery(adminUrl, `alter database ${name} with is_template true allow_connections false`);
  return name;
}

async function releaseCluster(shared: Shared): Promise<void> {
  if (--shared.users > 0) return;
  if (holder[SHARED] === shared) delete holder[SHARED];
  const running = await shared.running.catch(() => undefined);
  if (!running) return;
  if (running.borrowed) {
    for (const made of shared.templates.values()) {
      const name = await made.catch(() => undefined);
      if (!name) continue;
      await adminQuery(running.adminUrl, `alter database ${name} with is_template false`);
      await adminQuery(running.adminUrl, `drop database if exists ${name}`);
    }
  }
  await running.stop();
}
