import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A connection to the e2e server's embedded PostgreSQL (database `arks`), for a test that changes a
 * row behind the server's back. The port is the running postmaster's (line 4 of postmaster.pid).
 */
export async function withDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = inject('dataDir');
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'arks' });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
