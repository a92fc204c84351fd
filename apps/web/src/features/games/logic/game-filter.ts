/**
 * Search and filters over a hall's games (our addition; the spec has none): by name or code, by
 * provider and by tag, all at once. The hall's games are already loaded, so filtering is instant
 * and asks the server nothing.
 */
export interface FilterableGame {
  game_name: string;
  game_code: string;
  gp_id: string;
  gp_name: string;
  tags: readonly string[];
}

export interface GameFilter {
  q: string;
  gpId: string | null;
  tag: string | null;
}

export const NO_FILTER: GameFilter = { q: '', gpId: null, tag: null };

/** Case- and width-insensitive, so "koi", "KOI" and full-width "ＫＯＩ" all find Koi Reels. */
const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase();

export function filterGames<G extends FilterableGame>(games: readonly G[], f: GameFilter): G[] {
  const q = fold(f.q.trim());
  return games.filter(
    (g) =>
      (!f.gpId || g.gp_id === f.gpId) &&
      (!f.tag || g.tags.includes(f.tag)) &&
      (!q || fold(g.game_name).includes(q) || fold(g.game_code).includes(q)),
  );
}

/** The choices worth offering: providers and tags present in the hall, in first-seen order. */
export function filterChoices(games: readonly FilterableGame[]) {
  const providers = new Map<string, string>();
  const tags = new Set<string>();
  for (const g of games) {
    if (!providers.has(g.gp_id)) providers.set(g.gp_id, g.gp_name);
    for (const tag of g.tags) tags.add(tag);
  }
  return {
    providers: [...providers].map(([gp_id, gp_name]) => ({ gp_id, gp_name })),
    tags: [...tags],
  };
}

export const isFiltered = (f: GameFilter) => f.q.trim() !== '' || f.gpId !== null || f.tag !== null;
