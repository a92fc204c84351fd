import { GAME_HALLS, type GameHallId, type TGameItem } from '@arks/contracts';
import type { Db } from '../../../db/client';
import { createTtlCache } from '../../../platform/ttl-cache';
import { hallProviders } from '../providers';
import { recentlyPlayed } from '../launch';
import * as repo from './repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export interface Viewer {
  siteId: number;
  currency: string;
  device: number;
  lang: string;
  memberId?: number;
}

const hallName = (gtId: number) => GAME_HALLS[gtId as GameHallId]?.name ?? String(gtId);

function toItem(row: repo.CatalogueRow, lang: string): TGameItem {
  return {
    id: Number(row.id),
    game_id: Number(row.id),
    gp_id: row.gp_id,
    gp_name: row.gp_name,
    gp_gt_name: `${row.gp_name} ${hallName(row.gt_id)}`,
    gt_id: row.gt_id,
    game_type: row.gt_id,
    game_code: row.game_code,
    game_name: row.names[lang] ?? row.names.en_US ?? row.game_code,
    house: row.house ? 1 : 0,
    customized: row.customized ? 1 : 0,
    icon_light: row.icon_light,
    tags: row.tags,
    member_favorite: row.favorite ? 1 : 0,
    demo: row.demo ? 1 : 0,
    open_mode: row.open_mode,
  };
}

/** Catalogue answers (spec §7 game lists) from the games table, limited to reachable providers. */
export function createCatalogueService(deps: { db: Db; reachable: () => string[]; cacheMs?: number }) {
  const { db } = deps;
  const cache = createTtlCache<repo.CatalogueRow[]>(deps.cacheMs ?? 0);
  const base = (v: Viewer): repo.CatalogueFilter => ({
    siteId: v.siteId,
    currency: v.currency,
    device: v.device,
    gpIds: deps.reachable(),
    memberId: v.memberId,
  });
  /**
   * The games of providers that are switched on and open on the viewer's device, with their provider's
   * name and open mode: one read of the few provider rows, then the games of those providers.
   */
  async function gameRows(f: repo.CatalogueFilter, page?: { limit: number; offset: number }) {
    const reachable = new Set(f.gpIds);
    const shown = new Map(
      (await hallProviders(db))
        // A provider staff closed on this device takes all its games out of the halls there.
        .filter((p) => reachable.has(p.gpId) && !p.blockedDevices.includes(f.device))
        .map((p) => [p.gpId, p]),
    );
    const rows = await repo.listGames(db, { ...f, gpIds: [...shown.keys()] }, page);
    return rows.map((row): repo.CatalogueRow => {
      const p = shown.get(row.gp_id)!;
      return {
        ...row,
        gp_name: p.name,
        open_mode: p.modalGameTypes.includes(row.gt_id) ? 'modal' : p.openMode,
      };
    });
  }
  /** Visitors' lists are the same for everyone, so they come from the short cache; members' carry favourites. */
  const rows = (f: repo.CatalogueFilter) =>
    f.memberId === undefined ? cache.get(JSON.stringify(f), () => gameRows(f)) : gameRows(f);
  const list = async (v: Viewer, extra: Partial<repo.CatalogueFilter> = {}) =>
    (await rows({ ...base(v), ...extra })).map((r) => toItem(r, v.lang));

  return {
    /** Halls that have games here, each with its providers and how many games they bring. */
    async halls(v: Viewer, only: Partial<repo.CatalogueFilter> = {}) {
      const halls = new Map<number, Map<string, { gp_id: string; gp_name: string; game_count: number }>>();
      for (const g of await list(v, only)) {
        const providers = halls.get(g.gt_id) ?? new Map();
        const entry = providers.get(g.gp_id) ?? { gp_id: g.gp_id, gp_name: g.gp_name, game_count: 0 };
        entry.game_count += 1;
        providers.set(g.gp_id, entry);
        halls.set(g.gt_id, providers);
      }
      return [...halls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([gtId, providers]) => ({
          gt_id: gtId,
          gt_name: hallName(gtId),
          gt_icon: null,
          gt_icon_active: null,
          gp_list: [...providers.values()],
        }));
    },

    /** One hall (optionally one provider): all its games, and one tab per tag. */
    async labels(v: Viewer, q: { gtId: number; gpId?: string; house?: boolean }) {
      const main = await list(v, { gtId: q.gtId, gpId: q.gpId, house: q.house });
      const tags = [...new Set(main.flatMap((g) => g.tags))].sort();
      return {
        main,
        list: tags.map((tag, i) => ({ id: i + 1, tag, game_list: main.filter((g) => g.tags.includes(tag)) })),
      };
    },

    byTag: (v: Viewer, tag: string, gtId?: number) => list(v, { tag, gtId }),

    /** Every hall with games here, in gt_id order, each with its first `perHall` games. */
    async byHall(v: Viewer, perHall: number) {
      // The list comes in catalogue order (hall, then staff's sort), so the map keeps halls in order.
      const halls = new Map<number, TGameItem[]>();
      for (const g of await list(v)) {
        const games = halls.get(g.gt_id) ?? [];
        if (games.length < perHall) games.push(g);
        halls.set(g.gt_id, games);
      }
      return [...halls].map(([gtId, games]) => ({ gt_id: gtId, gt_name: hallName(gtId), game_list: games }));
    },

    /** Demo-playable games of one provider (optionally one hall). */
    demoGames: (v: Viewer, gpId: string, gtId?: number) => list(v, { gpId, gtId, demo: true }),

    /** A demo-playable game, or undefined when it is not one here. */
    async demoGame(v: Viewer, gpId: string, gameCode: string) {
      return (await list(v, { gpId, demo: true })).find((g) => g.game_code === gameCode);
    },

    async search(v: Viewer, q: Partial<repo.CatalogueFilter>, page: number, pageSize: number) {
      const rows = await gameRows({ ...base(v), ...q }, { limit: pageSize, offset: (page - 1) * pageSize });
      return { list: rows.map((r) => toItem(r, v.lang)), total: rows[0] ? Number(rows[0].total) : 0 };
    },

    async recent(v: Viewer & { memberId: number }) {
      const played = await recentlyPlayed(db, v.memberId, 20);
      const byCode = await repo.gameIdsByCode(db, played);
      const ids = played
        .map((p) => byCode.get(`${p.gpId}\n${p.gameCode}`))
        .filter((id): id is number => id !== undefined);
      const byId = new Map((await list(v, { ids })).map((g) => [g.id, g]));
      return ids.map((id) => byId.get(id)).filter((g): g is TGameItem => g !== undefined);
    },

    async storeFavorites(v: Viewer & { memberId: number }, changes: { game_id: number; status: number }[]) {
      for (const c of changes) await repo.setFavorite(db, v.memberId, c.game_id, c.status === 1);
      const ids = await repo.favoriteIds(db, v.memberId);
      return ids.length ? list(v, { ids }) : [];
    },
  };
}
