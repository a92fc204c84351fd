import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { signProviderRequest } from '@arks/contracts/provider/signing';
import { buildHouseApp } from '../app';
import { migrateHouse } from '../db/migrate';
import './provided';

export const HOUSE_SECRET = 'house-test-secret';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** The house app on a database of its own, with a signed-call helper for the operator `arks`. */
export async function createHouseTest(clock: () => number = Date.now) {
  const dbName = `house_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  await migrateHouse(pool);
  const app: FastifyInstance = await buildHouseApp({
    db: drizzle(pool),
    operators: { arks: HOUSE_SECRET },
    publicUrl: 'http://house.test',
    now: clock,
  });

  async function call(
    path: string,
    body: object,
    opts: { secret?: string; at?: number; tamper?: boolean } = {},
  ) {
    const raw = JSON.stringify(body);
    const headers = signProviderRequest(
      opts.secret ?? HOUSE_SECRET,
      'arks',
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

  return {
    app,
    pool,
    call,
    async close() {
      await app.close();
      await pool.end();
      await admin(`drop database ${dbName} with (force)`);
    },
  };
}
