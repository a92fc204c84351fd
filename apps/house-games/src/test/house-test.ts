import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { signProviderRequest } from '@arks/contracts/provider/signing';
import { buildHouseApp, type HouseDeps } from '../app';
import { createHouseDb, createHousePool } from '../db/client';
import './provided';

export const HOUSE_SECRET = 'house-test-secret';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** An empty database of its own on the test PostgreSQL: its URL, and how to drop it. */
export async function createTestDatabase() {
  const dbName = `house_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${dbName}`;
  return { url: url.toString(), drop: () => admin(`drop database ${dbName} with (force)`) };
}

/** The house app on a database of its own, with a signed-call helper for the operator `arks`. */
export async function createHouseTest(
  clock: () => number = Date.now,
  extra: Pick<HouseDeps, 'frameAncestors'> & { operators?: Record<string, string> } = {},
) {
  const dbName = `house_${randomBytes(5).toString('hex')}`;
  // A copy of the template the global setup migrated once (apps/server/src/test/house-global-setup.ts).
  await admin(`create database ${dbName} template ${inject('houseTemplateDatabase')}`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${dbName}`;
  // As the service builds it: a connection still closing when the drop below terminates it is no error.
  const pool = createHousePool(url.toString(), { warn: () => undefined });
  const app: FastifyInstance = await buildHouseApp({
    // As the service builds it, so the tests' wallet transactions run the way production's do.
    db: createHouseDb(pool),
    operators: { arks: HOUSE_SECRET, ...extra.operators },
    publicUrl: 'http://house.test',
    now: clock,
    frameAncestors: extra.frameAncestors,
  });

  async function call(
    path: string,
    body: object,
    opts: { secret?: string; at?: number; tamper?: boolean; operator?: string } = {},
  ) {
    const raw = JSON.stringify(body);
    const operator = opts.operator ?? 'arks';
    const headers = signProviderRequest(
      opts.secret ?? (operator === 'arks' ? HOUSE_SECRET : extra.operators?.[operator]) ?? HOUSE_SECRET,
      operator,
      'POST',
      path,
      raw,
      opts.at ?? clock(),
    );
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: opts.tamper ? raw.replace(/"\d+"/, '"999999"') : raw,
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** Launches `game` for the player (null: demo) and answers the page's launch token. */
  async function launch(game: string, playerId: string | null, operator = 'arks'): Promise<string> {
    const res = await call(
      ProviderPaths.launch,
      {
        player_id: playerId,
        game_code: game,
        currency: 'RMB',
        lang: 'en_US',
        lobby_url: 'http://localhost/close',
      },
      { operator },
    );
    if (!res.body.ok) throw new Error(`launch ${game}: ${JSON.stringify(res.body)}`);
    return new URL(res.body.data.url).hash.slice('#t='.length);
  }

  /** The game page's own calls, with its launch token. */
  function player(token: string) {
    const headers = { 'x-launch-token': token };
    const post = async (url: string, payload: object) =>
      (await app.inject({ method: 'POST', url, headers, payload })).json();
    return {
      session: async () => (await app.inject({ method: 'GET', url: '/play-api/session', headers })).json(),
      history: async () => (await app.inject({ method: 'GET', url: '/play-api/history', headers })).json(),
      round: (bet: string, params: object = {}) => post('/play-api/round', { bet, params }),
      act: (action: string) => post('/play-api/action', { action }),
      rotate: (client_seed: string) => post('/play-api/seed', { client_seed }),
    };
  }

  return {
    app,
    pool,
    call,
    launch,
    player,
    async close() {
      await app.close();
      await pool.end();
      await admin(`drop database ${dbName} with (force)`);
    },
  };
}
