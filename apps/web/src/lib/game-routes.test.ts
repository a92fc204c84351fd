import { describe, expect, it } from 'vitest';
import { gameHallHref, isGameHallId } from './game-routes';

describe('game routing by gt_id (spec §2)', () => {
  it('sends the slot hall to /slotgame, Popular by default', () => {
    expect(gameHallHref(2)).toBe('/slotgame?gt_id=2&gp_id=Popular&house=0');
    expect(gameHallHref(2, { gpId: 'GPJD', house: 1 })).toBe('/slotgame?gt_id=2&gp_id=GPJD&house=1');
  });
  it('sends other halls to /gameHall/{gt_id}', () => {
    for (const id of [3, 4, 5, 6, 7, 8, 9] as const) expect(gameHallHref(id)).toBe(`/gameHall/${id}`);
  });
  it('knows the hall ids 2-9', () => {
    expect([1, 2, 9, 10, 2.5].map(isGameHallId)).toEqual([false, true, true, false, false]);
  });
});
