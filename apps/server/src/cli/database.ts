import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_DATABASE, type AppConfig } from '../config';
import { createDb, createPool, type Db } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { prepareDatabase } from '../db/prepare';
import { createLogger } from '../platform/logger';

/** Thrown for a refusal the command explains in one line (exit code 1, no stack). */
export class CliRefusal extends Error {}

/**
 * Opens the server's database for a one-off command: DATABASE_URL, or the embedded database in
 * DATA_DIR. One embedded PostgreSQL serves one process, so a running server must be stopped first.
 * Migrations run first, so a command works on a database no server has started yet; with
 * MIGRATION_DATABASE_URL they run as the owner and the command works as DATABASE_URL's role.
 */
export async function withCliDatabase<T>(config: AppConfig, work: (db: Db) => Promise<T>): Promise<T> {
  const log = createLogger('warn');
  const pidFile = path.join(config.DATA_DIR, 'postgres', 'postmaster.pid');
  if (!config.DATABASE_URL && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && existsSync(`/proc/${pid}`)) {
      throw new CliRefusal(
        'The embedded database is in use by a running server: stop it first, or set DATABASE_URL.',
      );
    }
  }
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        database: EMBEDDED_DATABASE,
        log,
        ownSignals: true,
      });
  const pool = createPool(config.DATABASE_URL ?? embedded!.url, log);
  try {
    // As the server starts (the tables' owner when MIGRATION_DATABASE_URL is set), without its seed.
    await prepareDatabase(config, pool, log, { house: false, then: async () => undefined });
    return await work(createDb(pool));
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

/** Runs a command's main and exits with its code; a refusal prints its line, anything else its stack. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof CliRefusal ? err.message : err);
      process.exit(1);
    },
  );
}
