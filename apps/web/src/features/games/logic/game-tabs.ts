/** Spec §2 game tabs. */
export const GAME_TABS = ['all_game', 'last_play', 'my_favorite'] as const;
export type GameTab = (typeof GAME_TABS)[number];

interface TabGame {
  id: number;
  gt_id: number;
  member_favorite: number;
}

/** The tabs a reader gets: visitors have no history or favourites. */
export function visibleTabs(loggedIn: boolean): GameTab[] {
  return loggedIn ? [...GAME_TABS] : ['all_game'];
}

/** The games of a tab: the hall's list, the member's recent games of this hall, or their favourites. */
export function tabGames<G extends TabGame>(
  tab: GameTab,
  hall: readonly G[],
  lastPlayed: readonly G[],
  gtId: number,
): G[] {
  if (tab === 'last_play') return lastPlayed.filter((g) => g.gt_id === gtId);
  if (tab === 'my_favorite') return hall.filter((g) => g.member_favorite === 1);
  return [...hall];
}

/** What a favourite star click asks the server (spec §7 favorite/store: game_id and status). */
export function favouriteChange(game: Pick<TabGame, 'id' | 'member_favorite'>) {
  return { data: [{ game_id: game.id, status: game.member_favorite === 1 ? 0 : 1 }] };
}
