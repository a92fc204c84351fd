import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GameOpenMode } from '@arks/contracts';
import type { DbOrTx } from '../../../db/client';

export interface CatalogueFilter {
  siteId: number;
  currency: string;
  device: number;
  /** Providers listed: reachable, switched on and open on this device (the service asks the providers face). */
  gpIds: string[];
  memberId?: number;
  gtId?: number;
  gpId?: string;
  tag?: string;
  house?: boolean;
  demo?: boolean;
  /** Case-insensitive part of a game name in any language, or its code. */
  q?: string;
  ids?: number[];
  /** Halls staff hid on this site: their games are listed nowhere. */
  exceptGtIds?: number[];
}

export interface GameRow extends Record<string, unknown> {
  id: number;
  gp_id: string;
  gt_id: number;
  game_code: string;
  names: Record<string, string>;
  icon_light: string | null;
  house: boolean;
  customized: boolean;
  tags: string[];
  demo: boolean;
  favorite: boolean;
  total: string;
}

/** A game row with what its provider adds: the provider's name and how the game opens. */
export interface CatalogueRow extends GameRow {
  gp_name: string;
  open_mode: GameOpenMode;
}

/** A typed array literal: drizzle expands a bare JS array into separate parameters. */
function arrayOf(values: (string | number)[], type: 'text' | 'bigint'): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

function where(f: CatalogueFilter): SQL {
  const parts: SQL[] = [
    sql`g.active`,
    sql`g.gp_id = any(${arrayOf(f.gpIds, 'text')})`,
    sql`(g.site_ids is null or ${f.siteId}::int = any(g.site_ids))`,
    sql`(g.currencies is null or ${f.currency}::text = any(g.currencies))`,
    sql`(g.devices is null or ${f.device}::int = any(g.devices))`,
  ];
  if (f.gtId !== undefined) parts.push(sql`g.gt_id = ${f.gtId}`);
  if (f.gpId) parts.push(sql`g.gp_id = ${f.gpId}`);
  if (f.tag) parts.push(sql`${f.tag}::text = any(g.tags)`);
  if (f.house !== undefined) parts.push(sql`g.house = ${f.house}`);
  if (f.demo !== undefined) parts.push(sql`g.demo = ${f.demo}`);
  if (f.exceptGtIds?.length) parts.push(sql`not (g.gt_id = any(${arrayOf(f.exceptGtIds, 'bigint')}))`);
  if (f.ids) parts.push(sql`g.id = any(${arrayOf(f.ids, 'bigint')})`);
  if (f.q) parts.push(codeOrNameContains(sql`g.game_code`, sql`g.names`, f.q));
  return sql.join(parts, sql` and `);
}

/**
 * A game whose code, or its name in any language, contains `q` (any case). The pattern characters
 * typed into a search box are taken literally. Shared by the member search and the staff list.
 */
export function codeOrNameContains(code: SQLWrapper, names: SQLWrapper, q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${code} ilike ${like} or exists (select 1 from jsonb_each_text(${names}) n where n.value ilike ${like}))`;
}

/**
 * Games matching the filter, in catalogue order, with the caller's favourites marked. Providers' own
 * columns are theirs (`games/providers`): the service adds them to the rows.
 */
export async function listGames(db: DbOrTx, f: CatalogueFilter, page?: { limit: number; offset: number }) {
  const { rows } = await db.execute<GameRow>(sql`
    select g.id, g.gp_id, g.gt_id, g.game_code, g.names, g.icon_light, g.house, g.customized,
           g.tags, g.demo, (f.game_id is not null) as favorite,
           count(*) over () as total
      from games g
      left join member_favorite_games f on f.game_id = g.id and f.member_id = ${f.memberId ?? null}::bigint
     where ${where(f)}
     order by g.gt_id, g.sort, g.id
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return rows;
}

export async function setFavorite(db: DbOrTx, memberId: number, gameId: number, on: boolean) {
  if (on) {
    await db.execute(sql`
      insert into member_favorite_games (member_id, game_id)
      select ${memberId}, id from games where id = ${gameId}
      on conflict do nothing`);
  } else {
    await db.execute(
      sql`delete from member_favorite_games where member_id = ${memberId} and game_id = ${gameId}`,
    );
  }
}

export async function favoriteIds(db: DbOrTx, memberId: number): Promise<number[]> {
  const { rows } = await db.execute<{ game_id: string }>(
    sql`select game_id from member_favorite_games where member_id = ${memberId} order by created_at desc`,
  );
  return rows.map((r) => Number(r.game_id));
}

/** Ids of the games of these (provider, code) pairs, through the `games_provider_code_key` index. */
export async function gameIdsByCode(
  db: DbOrTx,
  played: readonly { gpId: string; gameCode: string }[],
): Promise<Map<string, number>> {
  if (played.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; gp_id: string; game_code: string }>(sql`
    select g.id, g.gp_id, g.game_code
      from games g
      join unnest(${arrayOf(
        played.map((p) => p.gpId),
        'text',
      )}, ${arrayOf(
        played.map((p) => p.gameCode),
        'text',
      )}) as s(gp_id, game_code) on g.gp_id = s.gp_id and g.game_code = s.game_code`);
  return new Map(rows.map((r) => [`${r.gp_id}\n${r.game_code}`, Number(r.id)]));
}

/**
 * Names of the games of these (provider, code) pairs in `lang`, else English, else none (the caller
 * shows the code): what a bet list shows beside a round. Keyed `${gpId}\n${gameCode}`; one query
 * through `games_provider_code_key`.
 */
export async function gameNames(
  db: DbOrTx,
  played: readonly { gpId: string; gameCode: string }[],
  lang: string,
): Promise<Map<string, string>> {
  if (played.length === 0) return new Map();
  const { rows } = await db.execute<{ gp_id: string; game_code: string; name: string | null }>(sql`
    select g.gp_id, g.game_code, coalesce(g.names ->> ${lang}, g.names ->> 'en_US') as name
      from games g
      join unnest(${arrayOf(
        played.map((p) => p.gpId),
        'text',
      )}, ${arrayOf(
        played.map((p) => p.gameCode),
        'text',
      )}) as s(gp_id, game_code) on g.gp_id = s.gp_id and g.game_code = s.game_code`);
  return new Map(
    rows.filter((r) => r.name !== null).map((r) => [`${r.gp_id}\n${r.game_code}`, r.name!] as const),
  );
}
