import type { AddressInfo } from 'node:net';
import { buildHouseApp } from '@arks/house-games';
import { drizzle } from 'drizzle-orm/node-postgres';
import { houseGamesSecret, loadConfig } from '../config';
import { HOUSE_OPERATOR } from '../house-games';
import { createHouseTestDatabase } from './test-database';

/** The house provider on a database of its own and a real port, as the platform's tests reach it. */
export async function startTestHouse() {
  const database = await createHouseTestDatabase();
  const house = await buildHouseApp({
    db: drizzle(database.pool),
    operators: { [HOUSE_OPERATOR]: houseGamesSecret(loadConfig({ NODE_ENV: 'test' })) },
    publicUrl: 'http://house.test',
  });
  await house.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(house.server.address() as AddressInfo).port}`,
    pool: database.pool,
    async close() {
      await house.close();
      await database.drop();
    },
  };
}
