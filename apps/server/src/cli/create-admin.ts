import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZStaffAccount, ZStaffPassword, ZStaffRole } from '@arks/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConfig, staffTotpKey } from '../config';
import { createPool } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations, withStartupLock } from '../db/migrate';
import * as schema from '../db/schema';
import { createLogger } from '../platform/logger';
import { systemClock } from '../platform/clock';
import { createStaffService } from '../modules/staff/service';

/**
 * Creates a staff account (the first admin, typically):
 *   npm run admin:create -w apps/server -- --account boss --password '<12+ chars, letter and digit>'
 * Uses DATABASE_URL, or the embedded database in DATA_DIR — then the server must be stopped first,
 * since one embedded PostgreSQL serves one process.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  const account = ZStaffAccount.safeParse(values.account ?? '');
  const password = ZStaffPassword.safeParse(values.password ?? '');
  const role = ZStaffRole.safeParse(values.role);
  if (!account.success || !password.success || !role.success) {
    console.error(
      'usage: admin:create --account <3-32 of a-z 0-9 . _ -> --password <12+ chars with a letter and a digit> [--role admin|finance|content|support]',
    );
    return 2;
  }
  const config = loadConfig();
  const log = createLogger('warn');
  const pidFile = path.join(config.DATA_DIR, 'postgres', 'postmaster.pid');
  if (!config.DATABASE_URL && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && existsSync(`/proc/${pid}`)) {
      console.error(
        'The embedded database is in use by a running server: stop it first, or set DATABASE_URL.',
      );
      return 1;
    }
  }
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, database: 'arks', log, ownSignals: true });
  const pool = createPool(config.DATABASE_URL ?? embedded!.url, log);
  try {
    await withStartupLock(pool, (client) => runMigrations(client));
    const staff = createStaffService({
      db: drizzle(pool, { schema }),
      clock: systemClock,
      totpKey: staffTotpKey(config),
    });
    const created = await staff.create({ account: account.data, password: password.data, role: role.data });
    if (!created) {
      console.error(`A staff account "${account.data}" already exists.`);
      return 1;
    }
    console.log(
      `Created ${created.role} "${created.account}". Log in with POST /api/admin/auth/login, then enrol two-factor with /api/admin/auth/totp/setup and /totp/enable.`,
    );
    return 0;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
