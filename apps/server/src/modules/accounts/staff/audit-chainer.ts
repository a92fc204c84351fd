import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Linking the staff audit's waiting rows into its hash chain (migration 0073). Writers only insert,
 * with no lock: a row gets its place and hash afterwards from `staff_audit_link`, which one session at
 * a time runs (a try-lock; the others skip) and which takes a row only once every transaction older
 * than its own has ended, so the chain keeps one order whoever writes and commits when.
 *
 * Every node runs the chainer: a write on this node asks for a pass a moment later (after its commit,
 * usually), and a short interval catches rows written inside longer transactions or on other nodes.
 */

/** Rows linked per statement: each statement holds the chain's lock, so batches keep that short. */
const BATCH = 2000;

/** A pass that found another session linking (-1) answers null. */
async function linkOnce(db: Db): Promise<{ linked: number | null; horizon: bigint }> {
  // The horizon read in the same statement, before the function's own: all it covers is linked
  // by the function when it answers a number below the batch.
  const { rows } = await db.execute<{ linked: number; horizon: string }>(
    sql`select staff_audit_link(${BATCH}::integer) as linked,
               pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  );
  const row = rows[0]!;
  return { linked: row.linked < 0 ? null : row.linked, horizon: BigInt(row.horizon) };
}

/** Links every waiting row it may now; null when another session holds the chain's lock. */
export async function linkPendingAudit(db: Db): Promise<number | null> {
  let total = 0;
  for (;;) {
    const { linked } = await linkOnce(db);
    if (linked === null) return total > 0 ? total : null;
    total += linked;
    if (linked < BATCH) return total;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Links every row committed before the call, waiting up to `waitMs` for transactions still open then
 * (and for another node's pass): what the chain check and the checkpoint do first, so they speak of
 * everything written so far. Answers whether it got there; rows of a transaction still open past the
 * wait stay waiting, and the check reports them so.
 */
export async function settleAuditChain(db: Db, waitMs: number): Promise<boolean> {
  const { rows } = await db.execute<{ target: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as target`,
  );
  const target = BigInt(rows[0]!.target);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { linked, horizon } = await linkOnce(db);
    if (linked !== null && linked < BATCH && horizon >= target) return true;
    if (linked === BATCH) continue;
    if (Date.now() >= deadline) return false;
    await pause(10);
  }
}

const written = new Set<() => void>();

/** Tells this process's chainers a row was written (called by every audit writer after its insert). */
export function auditWritten(): void {
  for (const wake of written) wake();
}

export interface AuditChainer {
  stop(): Promise<void>;
}

/**
 * Runs passes after writes (`delayMs` later: the writer's transaction has usually committed by then,
 * and the writes of that moment share one pass) and every `intervalMs`, one at a time. A failed pass
 * is logged and left to the next.
 */
export function startAuditChainer(
  db: Db,
  log: { warn(obj: object, msg: string): void },
  { intervalMs = 1000, delayMs = 50 }: { intervalMs?: number; delayMs?: number } = {},
): AuditChainer {
  let running: Promise<void> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  let stopped = false;
  const pass = () => {
    soon = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = linkPendingAudit(db)
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, 'staff audit rows not chained this time'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          pass();
        }
      });
  };
  const wake = () => {
    soon ??= setTimeout(pass, delayMs);
  };
  written.add(wake);
  const tick = setInterval(pass, intervalMs);
  tick.unref();
  return {
    async stop() {
      stopped = true;
      written.delete(wake);
      clearInterval(tick);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
