import { loadConfig } from '../config';
import { createAuditLog } from '../modules/accounts/staff';
import { runCommand, withCliDatabase } from './database';

/**
 * Checks the staff audit's hash chain (npm run audit:verify -w apps/server): exit 0 when every row
 * holds, 1 naming the first row that does not. Keep the printed head outside the database (a ticket,
 * a log shipper) to also notice rows cut off the end later.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
 */
async function main(): Promise<number> {
  const report = await withCliDatabase(loadConfig(), (db) => createAuditLog(db).verify());
  const head = `${report.rows} rows, head #${report.head_seq} ${report.head_hash || '(empty)'}`;
  if (report.intact) {
    console.log(`Audit chain intact: ${head}.`);
    return 0;
  }
  const { id, seq, reason } = report.first_broken!;
  const why =
    reason === 'content'
      ? 'its content no longer matches its hash'
      : 'the row before it was changed or removed';
  console.error(`Audit chain broken at row #${seq} (id ${id}): ${why}. ${head}.`);
  return 1;
}

runCommand(main);
