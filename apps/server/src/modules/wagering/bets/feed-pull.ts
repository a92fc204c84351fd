import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { ProviderAdapter } from '../../games/providers';
import {
  lockProviderWrites,
  placeBets,
  recordGaps,
  storeBets,
  storeBetsStatement,
  type MemberLookup,
} from './ingest';
import { betFeedCursors, betFeedRepulls } from './schema';

export interface BetFeedPullOptions {
  /** How far before the watermark each new window starts, so a round settled late is still read. */
  overlapMs: number;
  /** How far behind now a window ends, so rounds the provider is still writing are left to the next run. */
  settleDelayMs: number;
  /** Rows asked per page (the protocol allows up to 1000). */
  pageSize: number;
  /** Pages one run reads per provider before it yields to the next run (the job runs every minute). */
  maxPagesPerRun: number;
  /** Where a provider's first window starts. */
  firstFrom: Date;
}

export const DEFAULT_PULL_OPTIONS: BetFeedPullOptions = {
  overlapMs: 10 * 60_000,
  settleDelayMs: 60_000,
  pageSize: 1000,
  maxPagesPerRun: 500,
  firstFrom: new Date('2020-01-01T00:00:00Z'),
};

/** What one run did for one provider. */
export interface ProviderPullResult {
  provider: string;
  pages: number;
  rows: number;
  versions: number;
  gaps: number;
  /** Why it stopped before the window's end: the provider's error, or another run moved the cursor. */
  stopped?: string;
  repulls?: number;
}

type Window = { from: Date; to: Date };

/**
 * The pull job: reads each active provider's bet feed by update time in overlapping windows and
 * stores it page by page. Each page is written in one transaction with the cursor it advances (the
 * next page's cursor, or at the window's end the watermark), so a run stopped anywhere resumes at the
 * page it had not finished; the cursor moves only from the state this run read, so two runs at once
 * never move it backwards (the second stops), and the write itself is idempotent.
 */
export function createBetFeedPuller(deps: {
  db: Db;
  clock: Clock;
  providers: Map<string, ProviderAdapter>;
  activeProviders: () => Promise<string[]>;
  members: MemberLookup;
  options?: Partial<BetFeedPullOptions>;
}) {
  const { db, clock, providers } = deps;
  const opt = { ...DEFAULT_PULL_OPTIONS, ...deps.options };

  /** Reads one page; answers the outcome, an exception counting as an unknown one. */
  async function fetchPage(adapter: ProviderAdapter, window: Window, cursor: string | null) {
    try {
      return await adapter.betFeed({ from: window.from, to: window.to, cursor, limit: opt.pageSize });
    } catch (err) {
      return { kind: 'unknown' as const, error: err instanceof Error ? err.message : String(err) };
    }
  }

  async function recordFailure(provider: string, error: string) {
    await db
      .update(betFeedCursors)
      .set({
        lastError: error.slice(0, 1000),
        lastErrorAt: clock.now(),
        failures: sql`${betFeedCursors.failures} + 1`,
        updatedAt: clock.now(),
      })
      .where(eq(betFeedCursors.provider, provider));
  }

  /**
   * Reads one page and places its rows on members. The next page is read this way while the current
   * one is written, so the provider's answer time and the write overlap.
   */
  async function readPage(provider: string, adapter: ProviderAdapter, window: Window, cursor: string | null) {
    const answer = await fetchPage(adapter, window, cursor);
    if (answer.kind !== 'ok')
      return { ok: false as const, error: answer.kind === 'failed' ? answer.reason : answer.error };
    try {
      const { placed, gaps } = await placeBets(answer.value.bets, deps.members);
      return {
        ok: true as const,
        rows: answer.value.bets.length,
        nextCursor: answer.value.nextCursor,
        statement: storeBetsStatement(provider, placed),
        gaps,
      };
    } catch (err) {
      return { ok: false as const, error: err instanceof Error ? err.message : String(err) };
    }
  }
  type Page = Extract<Awaited<ReturnType<typeof readPage>>, { ok: true }>;

  /**
   * Writes a page and moves the cursor in one transaction, under the provider's write lock. `advance`
   * moves the cursor only if it still holds what this run read (answers false otherwise: another run
   * got there first and this one stops; its write changed nothing). `whileStoring` runs once the page's
   * statement is on its way: the next page is read and prepared while the server stores this one (run
   * any earlier, its work on this thread would hold up the transaction's own round trips).
   */
  async function writePage(
    provider: string,
    window: Window,
    page: Page,
    advance: (tx: Db) => Promise<boolean>,
    whileStoring?: () => void,
  ) {
    const { statement, gaps } = page;
    return db.transaction(async (tx) => {
      await lockProviderWrites(tx, provider);
      if (!(await advance(tx as unknown as Db))) return null;
      const storing = storeBets(tx, provider, statement);
      whileStoring?.();
      const stored = await storing;
      await recordGaps(tx, provider, gaps, window, clock.now());
      return { ...stored, gaps: gaps.length };
    });
  }

  /** The window in progress, or a new one from an overlap before the watermark to now less the delay. */
  async function currentWindow(provider: string) {
    await db.insert(betFeedCursors).values({ provider }).onConflictDoNothing();
    const [cur] = await db.select().from(betFeedCursors).where(eq(betFeedCursors.provider, provider));
    if (cur!.windowFrom && cur!.windowTo)
      return { window: { from: cur!.windowFrom, to: cur!.windowTo }, cursor: cur!.pageCursor };
    const from = cur!.watermark ? new Date(cur!.watermark.getTime() - opt.overlapMs) : opt.firstFrom;
    const to = new Date(clock.now().getTime() - opt.settleDelayMs);
    if (to <= from) return null;
    // Only if no other run opened a window meanwhile.
    const opened = await db
      .update(betFeedCursors)
      .set({ windowFrom: from, windowTo: to, pageCursor: null, updatedAt: clock.now() })
      .where(and(eq(betFeedCursors.provider, provider), isNull(betFeedCursors.windowFrom)))
      .returning({ provider: betFeedCursors.provider });
    if (opened.length === 0) return currentWindow(provider);
    return { window: { from, to }, cursor: null };
  }

  /** Reads the provider's main window from where it stands, up to `maxPagesPerRun` pages. */
  async function pullWindow(provider: string, adapter: ProviderAdapter): Promise<ProviderPullResult> {
    const result: ProviderPullResult = { provider, pages: 0, rows: 0, versions: 0, gaps: 0 };
    const start = await currentWindow(provider);
    if (!start) return result;
    const { window } = start;
    let cursor = start.cursor;
    let reading = readPage(provider, adapter, window, cursor);
    while (result.pages < opt.maxPagesPerRun) {
      const page = await reading;
      if (!page.ok) {
        await recordFailure(provider, page.error);
        return { ...result, stopped: page.error };
      }
      const { nextCursor } = page;
      const done = nextCursor === null;
      // Read ahead while this page is stored (dropped if this run stops here).
      const readAhead = () => {
        if (!done && result.pages + 1 < opt.maxPagesPerRun)
          reading = readPage(provider, adapter, window, nextCursor);
      };
      const written = await writePage(
        provider,
        window,
        page,
        async (tx) => {
          const now = clock.now();
          const moved = await tx
            .update(betFeedCursors)
            .set({
              pageCursor: done ? null : nextCursor,
              windowFrom: done ? null : window.from,
              windowTo: done ? null : window.to,
              ...(done
                ? {
                    watermark: sql`greatest(${betFeedCursors.watermark}, ${window.to.toISOString()}::timestamptz)`,
                  }
                : {}),
              lastSuccessAt: now,
              failures: 0,
              rowsRead: sql`${betFeedCursors.rowsRead} + ${page.rows}`,
              updatedAt: now,
            })
            .where(
              and(
                eq(betFeedCursors.provider, provider),
                eq(betFeedCursors.windowFrom, window.from),
                eq(betFeedCursors.windowTo, window.to),
                cursor === null ? isNull(betFeedCursors.pageCursor) : eq(betFeedCursors.pageCursor, cursor),
              ),
            )
            .returning({ provider: betFeedCursors.provider });
          return moved.length > 0;
        },
        readAhead,
      );
      if (!written) return { ...result, stopped: 'another run moved the cursor' };
      result.pages += 1;
      result.rows += page.rows;
      result.versions += written.versions;
      result.gaps += written.gaps;
      if (done) return result;
      cursor = nextCursor;
    }
    return result;
  }

  /** Reads the provider's queued re-pulls, oldest first, with what is left of this run's pages. */
  async function pullRepulls(provider: string, adapter: ProviderAdapter, result: ProviderPullResult) {
    const queued = await db
      .select()
      .from(betFeedRepulls)
      .where(and(eq(betFeedRepulls.provider, provider), eq(betFeedRepulls.status, 'queued')))
      .orderBy(asc(betFeedRepulls.id));
    for (const job of queued) {
      const window = { from: job.fromAt, to: job.toAt };
      let cursor = job.pageCursor;
      for (;;) {
        if (result.pages >= opt.maxPagesPerRun) return;
        const page = await readPage(provider, adapter, window, cursor);
        if (!page.ok) {
          await db
            .update(betFeedRepulls)
            .set({ lastError: page.error.slice(0, 1000), lastErrorAt: clock.now() })
            .where(eq(betFeedRepulls.id, job.id));
          result.stopped = page.error;
          return;
        }
        const { nextCursor } = page;
        const done = nextCursor === null;
        const written = await writePage(provider, window, page, async (tx) => {
          const moved = await tx
            .update(betFeedRepulls)
            .set({
              pageCursor: nextCursor,
              rowsRead: sql`${betFeedRepulls.rowsRead} + ${page.rows}`,
              ...(done ? { status: 'done' as const, finishedAt: clock.now() } : {}),
            })
            .where(
              and(
                eq(betFeedRepulls.id, job.id),
                eq(betFeedRepulls.status, 'queued'),
                cursor === null ? isNull(betFeedRepulls.pageCursor) : eq(betFeedRepulls.pageCursor, cursor),
              ),
            )
            .returning({ id: betFeedRepulls.id });
          return moved.length > 0;
        });
        if (!written) {
          result.stopped = 'another run moved the cursor';
          return;
        }
        result.pages += 1;
        result.rows += page.rows;
        result.versions += written.versions;
        result.gaps += written.gaps;
        result.repulls = (result.repulls ?? 0) + (done ? 1 : 0);
        if (done) break;
        cursor = nextCursor;
      }
    }
  }

  async function pullProvider(provider: string): Promise<ProviderPullResult> {
    const adapter = providers.get(provider);
    if (!adapter) return { provider, pages: 0, rows: 0, versions: 0, gaps: 0, stopped: 'no adapter' };
    const result = await pullWindow(provider, adapter);
    if (result.stopped === undefined) await pullRepulls(provider, adapter, result);
    return result;
  }

  return {
    pullProvider,
    /** One run of the job: every active provider this node has an adapter for, one after another. */
    async pullAll(): Promise<ProviderPullResult[]> {
      const active = (await deps.activeProviders()).filter((gp) => providers.has(gp));
      const results: ProviderPullResult[] = [];
      for (const provider of active) results.push(await pullProvider(provider));
      return results;
    },
  };
}
export type BetFeedPuller = ReturnType<typeof createBetFeedPuller>;
