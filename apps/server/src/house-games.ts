import { releaseWhenBeginFails } from '@arks/db-support';
import { buildHouseApp, HOUSE_OPERATOR, parseFrameAncestors } from '@arks/house-games';
import { drizzle } from 'drizzle-orm/node-postgres';
import getPort from 'get-port';
import type pg from 'pg';
import type { Logger } from 'pino';
import { houseGamesSecret, type AppConfig } from './config';

export { HOUSE_OPERATOR };

/**
 * `npm start` runs our own game provider in this process on its own port (design.md §2), with its
 * own `house` schema in the same database (migrated at start by db/prepare.ts, as the tables' owner). At
 * scale it is its own deployment: set HOUSE_GAMES_URL.
 */
export async function startInProcessHouse(config: AppConfig, pool: pg.Pool, log: Logger) {
  const wanted = config.HOUSE_GAMES_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1);
  // The public URL names the port, so a "any free port" choice is made before building the app.
  const port = wanted === 0 ? await getPort() : wanted;
  const house = await buildHouseApp({
    // The provider's wallet transactions share this pool: a failed BEGIN must give its connection back.
    db: releaseWhenBeginFails(drizzle(pool), pool),
    operators: { [HOUSE_OPERATOR]: houseGamesSecret(config) },
    publicUrl: config.HOUSE_GAMES_PUBLIC_URL ?? `http://localhost:${port}`,
    frameAncestors: parseFrameAncestors(config.HOUSE_GAMES_FRAME_ANCESTORS),
    logger: log.child({ service: 'house-games' }),
  });
  await house.listen({ port, host: config.HOST });
  const url = `http://127.0.0.1:${port}`;
  log.info({ url }, 'house games provider listening');
  return { url, close: () => house.close() };
}
