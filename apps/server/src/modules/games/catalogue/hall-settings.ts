import type { AdminGameHallsSave, TAdminGameHall } from '@arks/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter } from '../../accounts/staff';
import { defaultHalls, type HallSetting } from './hall-defaults';
import { gameHalls } from './schema';

/** A site's eight halls in its order (hidden ones included): staff's rows over the defaults. */
export async function siteHalls(db: DbOrTx, siteId: number): Promise<HallSetting[]> {
  const rows = await db
    .select()
    .from(gameHalls)
    .where(eq(gameHalls.siteId, siteId))
    .orderBy(asc(gameHalls.sort), asc(gameHalls.gtId));
  const saved = new Map(rows.map((r) => [r.gtId, r]));
  return defaultHalls()
    .map((d) => saved.get(d.gtId) ?? d)
    .sort((a, b) => a.sort - b.sort || a.gtId - b.gtId);
}

/** The hall's name in this language; the English one when staff left none (never happens once saved). */
export const hallNameIn = (hall: HallSetting | undefined, lang: string, gtId: number) =>
  hall?.names[lang] ?? hall?.names.en_US ?? String(gtId);

const toWire = (h: HallSetting): TAdminGameHall => ({
  gt_id: h.gtId,
  names: h.names,
  gt_icon: h.icon,
  gt_icon_active: h.iconActive,
  sort: h.sort,
  hidden: h.hidden,
});

/** Staff's side: a site's halls, saved all eight at once (the order is the list's), audited. */
export function createHallAdmin(deps: {
  db: Db;
  clock: Clock;
  /** Drops every node's cached game lists (they carry the halls) once a save is committed. */
  invalidate: () => Promise<void>;
}) {
  const { db } = deps;
  return {
    list: async (siteId: number) => ({ list: (await siteHalls(db, siteId)).map(toWire) }),
    async save(input: z.output<typeof AdminGameHallsSave.request>, who: { staffId: number; ip: string }) {
      const now = deps.clock.now();
      const saved = await db.transaction(async (tx) => {
        const before = (await siteHalls(tx, input.site_id)).map(toWire);
        for (const [i, h] of input.halls.entries()) {
          const row = {
            names: h.names as Record<string, string>,
            icon: h.gt_icon,
            iconActive: h.gt_icon_active,
            sort: i + 1,
            hidden: h.hidden,
            updatedAt: now,
          };
          await tx
            .insert(gameHalls)
            .values({ siteId: input.site_id, gtId: h.gt_id, ...row })
            .onConflictDoUpdate({ target: [gameHalls.siteId, gameHalls.gtId], set: row });
        }
        const after = (await siteHalls(tx, input.site_id)).map(toWire);
        await createStaffAuditWriter(
          tx,
          deps.clock,
        )({
          staffId: who.staffId,
          action: 'game_halls_save',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before, after },
          ip: who.ip,
        });
        return { list: after };
      });
      await deps.invalidate();
      return saved;
    },
  };
}
export type HallAdmin = ReturnType<typeof createHallAdmin>;
