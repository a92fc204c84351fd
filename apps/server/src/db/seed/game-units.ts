import { gameProviders } from '../schema';
import type { SeedUnit } from './index';

/** Our own provider ships with the product and is live from the first start. */
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
];
