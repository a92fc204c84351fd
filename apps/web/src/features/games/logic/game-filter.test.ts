import { describe, expect, it } from 'vitest';
import { filterChoices, filterGames, isFiltered, NO_FILTER } from './game-filter';

const game = (game_code: string, game_name: string, gp_id: string, tags: string[] = []) => ({
  game_code,
  game_name,
  gp_id,
  gp_name: `${gp_id} Games`,
  tags,
});
const hall = [
  game('koi-reels', '锦鲤转轴', 'GPHOUSE', ['hot', 'new']),
  game('dragon-gold', 'Dragon Gold', 'XPG', ['hot']),
  game('lucky-ten', 'Lucky Ten', 'XPG'),
];
const codes = (list: { game_code: string }[]) => list.map((g) => g.game_code);

describe('game filter', () => {
  it('keeps every game when nothing is chosen', () => {
    expect(codes(filterGames(hall, NO_FILTER))).toEqual(['koi-reels', 'dragon-gold', 'lucky-ten']);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: '   ' })).toBe(false);
  });

  it('finds by name in any script, or by code, ignoring case, width and spaces around', () => {
    expect(codes(filterGames(hall, { ...NO_FILTER, q: ' DRAGON ' }))).toEqual(['dragon-gold']);
    expect(codes(filterGames(hall, { ...NO_FILTER, q: '锦鲤' }))).toEqual(['koi-reels']);
    expect(codes(filterGames(hall, { ...NO_FILTER, q: 'ＫＯＩ' }))).toEqual(['koi-reels']);
    expect(codes(filterGames(hall, { ...NO_FILTER, q: 'nothing like it' }))).toEqual([]);
  });

  it('narrows by provider and tag together with the search', () => {
    expect(codes(filterGames(hall, { ...NO_FILTER, gpId: 'XPG' }))).toEqual(['dragon-gold', 'lucky-ten']);
    expect(codes(filterGames(hall, { ...NO_FILTER, tag: 'hot' }))).toEqual(['koi-reels', 'dragon-gold']);
    expect(codes(filterGames(hall, { q: 'lucky', gpId: 'XPG', tag: 'hot' }))).toEqual([]);
  });

  it('offers the providers and tags the hall has, once each', () => {
    expect(filterChoices(hall)).toEqual({
      providers: [
        { gp_id: 'GPHOUSE', gp_name: 'GPHOUSE Games' },
        { gp_id: 'XPG', gp_name: 'XPG Games' },
      ],
      tags: ['hot', 'new'],
    });
  });
});
