import { gameProviders, games } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage, type SeedTexts } from './texts';

const gameNames = (code: keyof SeedTexts['games']) => inEveryLanguage((texts) => texts.games[code]);

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
            names: gameNames('koi-reels'),
            house: true,
            tags: ['hot', 'new'],
            demo: true,
            sort: 1,
          },
          {
            gpId: 'GPHOUSE',
            gtId: 3,
            gameCode: 'punto-banco',
            names: gameNames('punto-banco'),
            house: true,
            tags: ['hot'],
            demo: true,
            sort: 1,
          },
          {
            gpId: 'GPHOUSE',
            gtId: 5,
            gameCode: 'lucky-ten',
            names: gameNames('lucky-ten'),
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
          names: gameNames('royal-21'),
          house: true,
          tags: ['new'],
          demo: true,
          sort: 1,
        })
        .onConflictDoNothing();
    },
  },
];
