import { parseArgs } from 'node:util';
import { ZStaffAccount, ZStaffPassword, ZStaffRole } from '@arks/contracts';
import { loadConfig, staffTotpKey } from '../config';
import { systemClock } from '../platform/clock';
import { createStaffService } from '../modules/accounts/staff/service';
import { CliRefusal, runCommand, withCliDatabase } from './database';

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
  const created = await withCliDatabase(config, (db) =>
    createStaffService({ db, clock: systemClock, totpKey: staffTotpKey(config) }).create({
      account: account.data,
      password: password.data,
      role: role.data,
    }),
  );
  if (!created) throw new CliRefusal(`A staff account "${account.data}" already exists.`);
  console.log(
    `Created ${created.role} "${created.account}". Log in with POST /api/admin/auth/login, then enrol two-factor with /api/admin/auth/totp/setup and /totp/enable.`,
  );
  return 0;
}

runCommand(main);
