import { describe, expect, it } from 'vitest';
import {
  back,
  canChooseGame,
  chooseHall,
  chooseProvider,
  initialDemoPick,
  playableHalls,
} from './demo-picker';

describe('demo picker', () => {
  it('goes halls, then a hall’s providers, then that provider’s games, and back again', () => {
    const providers = chooseHall(2);
    expect(providers).toEqual({ step: 'providers', gtId: 2 });
    const games = chooseProvider(providers, 'GPHOUSE');
    expect(games).toEqual({ step: 'games', gtId: 2, gpId: 'GPHOUSE' });
    expect(back(games)).toEqual(providers);
    expect(back(providers)).toEqual(initialDemoPick);
    expect(back(initialDemoPick)).toEqual(initialDemoPick);
  });

  it('needs a hall before a provider can be chosen', () => {
    expect(chooseProvider(initialDemoPick, 'GPHOUSE')).toEqual(initialDemoPick);
  });

  it('leaves out providers without demo games and halls left with none', () => {
    const halls = playableHalls([
      {
        gt_id: 2,
        gp_list: [
          { gp_id: 'A', game_count: 3 },
          { gp_id: 'B', game_count: 0 },
        ],
      },
      { gt_id: 4, gp_list: [{ gp_id: 'C', game_count: 0 }] },
      { gt_id: 5, gp_list: [] },
    ]);
    expect(halls).toEqual([{ gt_id: 2, gp_list: [{ gp_id: 'A', game_count: 3 }] }]);
  });

  it('starts a chosen game only while no other start is loading', () => {
    expect(canChooseGame(null)).toBe(true);
    expect(canChooseGame('GPHOUSE:koi-reels')).toBe(false);
  });
});
