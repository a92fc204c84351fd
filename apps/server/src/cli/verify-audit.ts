import { parseArgs } from 'node:util';
import type { AuditChainReport } from '@arks/contracts';
import { auditCheckpointKey, loadConfig } from '../config';
import { createAuditLog } from '../modules/accounts/staff';
import { CliRefusal, runCommand, withCliDatabase } from './database';

/**
 * Checks the staff audit's hash chain (npm run audit:verify -w apps/server): every row's hash is
 * recomputed here, never by a function stored in the database, and the head is compared with the
 * latest signed checkpoint: the one given as `--checkpoint '<json line>'` (one kept elsewhere), else
 * the last line of AUDIT_CHECKPOINT_FILE. Rows written are chained first (those of transactions still
 * open after a moment are counted as not chained yet, not as a fault). Exit 0 when everything holds,
 * 1 naming what does not.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { checkpoint: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const given = values.checkpoint === undefined ? undefined : { checkpointLine: values.checkpoint };
  if (given && !given.checkpointLine.trim()) throw new CliRefusal('--checkpoint needs a checkpoint line');
  const audit = (db: Parameters<typeof createAuditLog>[0]) =>
    createAuditLog(db, { key: auditCheckpointKey(config), file: config.AUDIT_CHECKPOINT_FILE });
  const report = await withCliDatabase(config, (db) => audit(db).verify(given));
  const waiting = report.pending ? ` (${report.pending} rows written since are not chained yet)` : '';
  const head = `${report.rows} rows, head #${report.head_seq} ${report.head_hash || '(empty)'}${waiting}`;
  const problems = [chainProblem(report), checkpointProblem(report)].filter((p) => p !== null);
  if (problems.length === 0) {
    console.log(`Audit chain intact: ${head}. ${checkpointLine(report)}`);
    return 0;
  }
  for (const problem of problems) console.error(`Audit chain broken${problem}. ${head}.`);
  return 1;
}

function chainProblem(report: AuditChainReport): string | null {
  if (!report.first_broken) return null;
  const { id, seq, reason } = report.first_broken;
  if (reason === 'unchained') {
    return ` at row id ${id}: it is not in the chain though rows written after it are (passed over or taken out)`;
  }
  const why =
    reason === 'content'
      ? 'its content no longer matches its hash'
      : 'the row before it was changed or removed';
  return ` at row #${seq} (id ${id}): ${why}`;
}

function checkpointProblem({ checkpoint: c }: AuditChainReport): string | null {
  const taken = `the checkpoint of row #${c.seq} taken ${c.at}`;
  switch (c.status) {
    case 'refused':
      return ': the checkpoint was refused (it does not parse, or its signature does not match AUDIT_CHECKPOINT_KEY)';
    case 'truncated':
      return `: rows were cut off the end since ${taken}`;
    case 'rewritten':
      return `: the row at ${taken} no longer has the hash it recorded (the chain was rewritten)`;
    default:
      return null;
  }
}

function checkpointLine({ checkpoint: c }: AuditChainReport): string {
  if (c.status === 'none') {
    return 'No checkpoint to compare (set AUDIT_CHECKPOINT_FILE or give --checkpoint): rows cut off the end cannot be seen.';
  }
  return `Checkpoint of row #${c.seq} taken ${c.at} (${c.source === 'given' ? 'given' : 'from the checkpoint file'}) matches.`;
}

runCommand(main);
