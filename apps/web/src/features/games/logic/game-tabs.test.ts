import { describe, expect, it } from 'vitest';
import { favouriteChange, tabGames, visibleTabs } from './game-tabs';

const g = (id: number, gt_id: number, member_favorite = 0) => ({ id, gt_id, member_favorite });

describe('game tabs', () => {
  it('gives members all three tabs and visitors only all games', () => {
    expect(visibleTabs(true)).toEqual(['all_game', 'last_play', 'my_favorite']);
    expect(visibleTabs(false)).toEqual(['all_game']);
  });

  it('lists the hall, the recent games of this hall, or the favourites', () => {
    const hall = [g(1, 2, 1), g(2, 2), g(3, 2, 1)];
    const recent = [g(9, 3), g(2, 2)];
    expect(tabGames('all_game', hall, recent, 2).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(tabGames('last_play', hall, recent, 2).map((x) => x.id)).toEqual([2]);
    expect(tabGames('my_favorite', hall, recent, 2).map((x) => x.id)).toEqual([1, 3]);
  });

  it('turns a favourite off and a plain game on', () => {
    expect(favouriteChange(g(5, 2, 1))).toEqual({ data: [{ game_id: 5, status: 0 }] });
    expect(favouriteChange(g(6, 2, 0))).toEqual({ data: [{ game_id: 6, status: 1 }] });
  });
});
