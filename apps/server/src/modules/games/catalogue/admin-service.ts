import type { AdminGameList, AdminGameSave, ZAdminGame } from '@arks/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { games } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter } from '../../accounts/staff';
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
export function createGameAdmin(deps: {
  db: Db;
  clock: Clock;
  /** Drops every node's cached game lists once a save is committed. */
  invalidate: () => Promise<void>;
}) {
  const { db } = deps;
  const sortColumns = {
    sort: games.sort,
    id: games.id,
    game_code: games.gameCode,
    gp_id: games.gpId,
    gt_id: games.gtId,
    created_at: games.createdAt,
  } as const;

  /** The staff list's filters; null availability lists mean "everywhere", so they match any value. */
  function where(q: ListInput) {
    const filters: (SQL | undefined)[] = [
      q.gp_id ? eq(games.gpId, q.gp_id) : undefined,
      q.gt_id ? eq(games.gtId, q.gt_id) : undefined,
      q.tag ? sql`${q.tag}::text = any(${games.tags})` : undefined,
      q.site_id ? sql`(${games.siteIds} is null or ${q.site_id}::int = any(${games.siteIds}))` : undefined,
      q.currency
        ? sql`(${games.currencies} is null or ${q.currency}::text = any(${games.currencies}))`
        : undefined,
      q.device !== undefined
        ? sql`(${games.devices} is null or ${q.device}::int = any(${games.devices}))`
        : undefined,
      q.active ? eq(games.active, q.active === 'true') : undefined,
    ];
    if (q.q) filters.push(codeOrNameContains(games.gameCode, games.names, q.q));
    return and(...filters);
  }

  async function list(q: ListInput) {
    const filter = where(q);
    const by = q.order === 'desc' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(games)
        .where(filter)
        .orderBy(by(sortColumns[q.sort]), asc(games.gpId), asc(games.gtId), asc(games.sort), asc(games.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(games).where(filter),
    ]);
    return { list: rows.map(toAdminGame), total: total?.n ?? 0 };
  }

  async function detail(id: number): Promise<AdminGame> {
    const [row] = await db.select().from(games).where(eq(games.id, id));
    if (!row) throw new AppError(PlatformErrors.notFound, { message: 'id: no such game' });
    return toAdminGame(row);
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
      const [existing] = await tx.select().from(games).where(key).for('update');
      // Our own provider serves only the games it ships; a new code there would launch nothing.
      if (house && !existing) throw bad('game_code: the house provider serves only its own games');
      const [stored] = existing
        ? await tx.update(games).set(row).where(key).returning()
        : await tx
            .insert(games)
            .values({ gpId: input.gp_id, gameCode: input.game_code, house, ...row })
            .returning();
      await createStaffAuditWriter(
        tx,
        deps.clock,
      )({
        staffId: who.staffId,
        action: 'game_save',
        target: `game:${input.gp_id}:${input.game_code}`,
        detail: {
          reason: input.reason,
          before: existing ? toAdminGame(existing) : null,
          after: toAdminGame(stored!),
        },
        ip: who.ip,
      });
      return stored!;
    });
    await deps.invalidate();
    return toAdminGame(saved);
  }

  return { list, detail, save };
}
export type GameAdmin = ReturnType<typeof createGameAdmin>;
