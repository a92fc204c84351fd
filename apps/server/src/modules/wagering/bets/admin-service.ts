import {
  BET_FEED_REPULL_MAX_DAYS,
  type BetFeedGap,
  type BetFeedGapFilter,
  type BetFeedRepull,
  type BetFeedStatus,
} from '@arks/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, fieldError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { BetFeedErrors } from './errors';
import { betFeedCursors, betFeedGaps, betFeedRepulls } from './schema';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const REPULLS_SHOWN = 5;

function repullOut(r: typeof betFeedRepulls.$inferSelect): BetFeedRepull {
  return {
    id: r.id,
    gp_id: r.provider,
    from: r.fromAt.toISOString(),
    to: r.toAt.toISOString(),
    status: r.status,
    rows_read: r.rowsRead,
    requested_by: r.requestedBy,
    requested_at: r.requestedAt.toISOString(),
    finished_at: iso(r.finishedAt),
    last_error: r.lastError,
    last_error_at: iso(r.lastErrorAt),
    reason: r.reason,
  };
}

function gapOut(g: typeof betFeedGaps.$inferSelect): BetFeedGap {
  return {
    id: g.id,
    gp_id: g.provider,
    round_id: g.roundId,
    version: g.version,
    player_id: g.playerId,
    reason: g.reason,
    detail: g.detail,
    window_from: iso(g.windowFrom),
    window_to: iso(g.windowTo),
    first_seen_at: g.firstSeenAt.toISOString(),
    last_seen_at: g.lastSeenAt.toISOString(),
    times_seen: g.timesSeen,
    resolved_at: iso(g.resolvedAt),
    resolved_by: g.resolvedBy,
    resolution_note: g.resolutionNote,
  };
}

/** The staff side of the bet feeds: each provider's standing, the gaps, re-pulls. */
export function createBetFeedDesk(deps: {
  db: Db;
  clock: Clock;
  /** Active providers this node has an adapter for: the ones the job pulls. */
  pulledProviders: () => Promise<string[]>;
}) {
  const { db, clock } = deps;
  return {
    async list(): Promise<{ list: BetFeedStatus[]; total: number }> {
      const pulled = await deps.pulledProviders();
      const cursors = await db.select().from(betFeedCursors);
      const names = [...new Set([...pulled, ...cursors.map((c) => c.provider)])].sort();
      if (names.length === 0) return { list: [], total: 0 };
      const gaps = await db
        .select({ provider: betFeedGaps.provider, n: count() })
        .from(betFeedGaps)
        .where(and(isNull(betFeedGaps.resolvedAt), inArray(betFeedGaps.provider, names)))
        .groupBy(betFeedGaps.provider);
      // Re-pulls are a few a month: the latest per provider are picked here.
      const repulls = await db
        .select()
        .from(betFeedRepulls)
        .where(inArray(betFeedRepulls.provider, names))
        .orderBy(desc(betFeedRepulls.id))
        .limit(names.length * 50);
      const now = clock.now().getTime();
      const list = names.map((gp): BetFeedStatus => {
        const c = cursors.find((x) => x.provider === gp);
        return {
          gp_id: gp,
          reachable: pulled.includes(gp),
          watermark: iso(c?.watermark ?? null),
          lag_seconds: c?.watermark ? Math.max(0, Math.round((now - c.watermark.getTime()) / 1000)) : null,
          window_from: iso(c?.windowFrom ?? null),
          window_to: iso(c?.windowTo ?? null),
          last_success_at: iso(c?.lastSuccessAt ?? null),
          last_error: c?.lastError ?? null,
          last_error_at: iso(c?.lastErrorAt ?? null),
          failures: c?.failures ?? 0,
          rows_read: c?.rowsRead ?? 0,
          open_gaps: gaps.find((g) => g.provider === gp)?.n ?? 0,
          repulls: repulls
            .filter((r) => r.provider === gp)
            .slice(0, REPULLS_SHOWN)
            .map(repullOut),
        };
      });
      return { list, total: list.length };
    },

    async gaps(filter: BetFeedGapFilter) {
      const where: (SQL | undefined)[] = [
        filter.gp_id ? eq(betFeedGaps.provider, filter.gp_id) : undefined,
        filter.status === 'open'
          ? isNull(betFeedGaps.resolvedAt)
          : filter.status === 'resolved'
            ? isNotNull(betFeedGaps.resolvedAt)
            : undefined,
      ];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(betFeedGaps)
          .where(and(...where))
          .orderBy(desc(betFeedGaps.lastSeenAt), desc(betFeedGaps.id))
          .limit(filter.page_size)
          .offset((filter.page - 1) * filter.page_size),
        db
          .select({ n: count() })
          .from(betFeedGaps)
          .where(and(...where)),
      ]);
      return { list: rows.map(gapOut), total: total?.n ?? 0, page: filter.page, page_size: filter.page_size };
    },

    /** Queues a re-read of [from, to): the job reads it through the same idempotent write. */
    async repull(who: StaffActor, input: { gp_id: string; from: string; to: string; reason: string }) {
      if (!(await deps.pulledProviders()).includes(input.gp_id))
        throw new AppError(BetFeedErrors.unknownProvider);
      const from = new Date(input.from);
      const to = new Date(input.to);
      if (to <= from) throw fieldError('to', 'to: must be after from');
      if (to.getTime() > clock.now().getTime()) throw fieldError('to', 'to: may not be in the future');
      if (to.getTime() - from.getTime() > BET_FEED_REPULL_MAX_DAYS * 86_400_000)
        throw fieldError('to', `to: at most ${BET_FEED_REPULL_MAX_DAYS} days after from`);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(betFeedRepulls)
          .values({
            provider: input.gp_id,
            fromAt: from,
            toAt: to,
            reason: input.reason,
            requestedBy: who.staffId,
            requestedAt: clock.now(),
          })
          .returning();
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'bet_feed_repull',
          target: `provider:${input.gp_id}`,
          detail: {
            repull_id: row!.id,
            from: from.toISOString(),
            to: to.toISOString(),
            reason: input.reason,
          },
          ip: who.ip,
        });
        return repullOut(row!);
      });
    },

    async resolveGap(who: StaffActor, input: { id: number; note: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(betFeedGaps)
          .set({ resolvedAt: clock.now(), resolvedBy: who.staffId, resolutionNote: input.note })
          .where(and(eq(betFeedGaps.id, input.id), isNull(betFeedGaps.resolvedAt)))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: betFeedGaps.id })
            .from(betFeedGaps)
            .where(eq(betFeedGaps.id, input.id));
          throw new AppError(exists ? BetFeedErrors.gapResolved : BetFeedErrors.gapNotFound);
        }
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'bet_feed_gap_resolved',
          target: `bet_feed_gap:${row.id}`,
          detail: {
            note: input.note,
            gp_id: row.provider,
            round_id: row.roundId,
            version: row.version,
            reason: row.reason,
          },
          ip: who.ip,
        });
        return gapOut(row);
      });
    },
  };
}
export type BetFeedDesk = ReturnType<typeof createBetFeedDesk>;
