import { gameProviders, games } from '../schema';
import type { SeedUnit } from './index';

/** Our own provider ships with the product, live from the first start, with its games. */
export const gameUnits: SeedUnit[] = [
  {
    key: 'games:provider:GPHOUSE',
    async apply(tx) {
      await tx
        .insert(gameProviders)
        .values({ gpId: 'GPHOUSE', name: 'Arks House Games', active: true })
        .onConflictDoNothing();
    },
  },
  {
    key: 'games:catalogue:GPHOUSE',
    async apply(tx) {
      await tx
        .insert(games)
        .values([
          {
            gpId: 'GPHOUSE',
            gtId: 2,
            gameCode: 'koi-reels',
            names: { en_US: 'Koi Reels', zh_CN: '锦鲤转轴', zh_TW: '錦鯉轉軸' },
            house: true,
            tags: ['hot', 'new'],
            demo: true,
            sort: 1,
          },
          {
            gpId: 'GPHOUSE',
            gtId: 3,
            gameCode: 'punto-banco',
            names: { en_US: 'Punto Banco', zh_CN: '百家乐', zh_TW: '百家樂' },
            house: true,
            tags: ['hot'],
            demo: true,
            sort: 1,
          },
          {
            gpId: 'GPHOUSE',
            gtId: 5,
            gameCode: 'lucky-ten',
            names: { en_US: 'Lucky Ten', zh_CN: '幸运十', zh_TW: '幸運十' },
            house: true,
            tags: ['new'],
            demo: true,
            sort: 1,
          },
        ])
        .onConflictDoNothing();
    },
  },
  {
    // A unit of its own so that databases seeded before blackjack shipped receive it too.
    key: 'games:catalogue:GPHOUSE:royal-21',
    async apply(tx) {
      await tx
        .insert(games)
        .values({
          gpId: 'GPHOUSE',
          gtId: 6,
          gameCode: 'royal-21',
          names: { en_US: 'Royal 21', zh_CN: '皇家21点', zh_TW: '皇家21點' },
          house: true,
          tags: ['new'],
          demo: true,
          sort: 1,
        })
        .onConflictDoNothing();
    },
  },
];
