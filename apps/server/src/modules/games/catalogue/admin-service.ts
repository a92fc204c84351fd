import type { AdminGameList, AdminGameSave, ZAdminGame } from '@arks/contracts';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { games } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { StaffAuditWriter } from '../../accounts/staff';
import { codeOrNameContains } from './repository';
import { findProvider, HOUSE_GP_ID } from '../providers';

type AdminGame = z.infer<typeof ZAdminGame>;
type ListInput = z.output<typeof AdminGameList.request>;
type SaveInput = z.output<typeof AdminGameSave.request>;

const bad = (message: string) => new AppError(PlatformErrors.badRequest, { message });

function toAdminGame(g: typeof games.$inferSelect): AdminGame {
  return {
    id: g.id,
    gp_id: g.gpId,
    gt_id: g.gtId,
    game_code: g.gameCode,
    names: g.names,
    icon_light: g.iconLight,
    house: g.house,
    customized: g.customized,
    tags: g.tags,
    demo: g.demo,
    sort: g.sort,
    active: g.active,
    site_ids: g.siteIds,
    currencies: g.currencies,
    devices: g.devices,
  };
}

/** Staff's view of the games table: every game, shown or not, with where it is offered. */
export function createGameAdmin(deps: { db: Db; audit: StaffAuditWriter }) {
  const { db } = deps;

  async function list(q: ListInput) {
    const filters: (SQL | undefined)[] = [
      q.gp_id ? eq(games.gpId, q.gp_id) : undefined,
      q.gt_id ? eq(games.gtId, q.gt_id) : undefined,
    ];
    if (q.q) filters.push(codeOrNameContains(games.gameCode, games.names, q.q));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(games)
        .where(where)
        .orderBy(asc(games.gpId), asc(games.gtId), asc(games.sort), asc(games.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(games).where(where),
    ]);
    return { list: rows.map(toAdminGame), total: total?.n ?? 0 };
  }

  async function save(input: SaveInput, who: { staffId: number; ip: string }): Promise<AdminGame> {
    const provider = await findProvider(db, input.gp_id);
    if (!provider) throw bad('gp_id: no such provider; save the provider first');
    const key = and(eq(games.gpId, input.gp_id), eq(games.gameCode, input.game_code));
    const house = input.gp_id === HOUSE_GP_ID;
    const row = {
      gtId: input.gt_id,
      names: input.names as Record<string, string>,
      iconLight: input.icon_light,
      customized: input.customized,
      tags: [...new Set(input.tags)],
      demo: input.demo,
      sort: input.sort,
      active: input.active,
      siteIds: input.site_ids ? [...new Set(input.site_ids)] : null,
      currencies: input.currencies ? [...new Set(input.currencies)] : null,
      devices: input.devices ? [...new Set(input.devices)] : null,
    };
    const saved = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: games.id }).from(games).where(key).for('update');
      // Our own provider serves only the games it ships; a new code there would launch nothing.
      if (house && !existing) throw bad('game_code: the house provider serves only its own games');
      const [stored] = existing
        ? await tx.update(games).set(row).where(key).returning()
        : await tx
            .insert(games)
            .values({ gpId: input.gp_id, gameCode: input.game_code, house, ...row })
            .returning();
      await deps.audit({
        staffId: who.staffId,
        action: 'game_save',
        target: `game:${input.gp_id}:${input.game_code}`,
        detail: input,
        ip: who.ip,
      });
      return stored!;
    });
    return toAdminGame(saved);
  }

  return { list, save };
}
export type GameAdmin = ReturnType<typeof createGameAdmin>;
