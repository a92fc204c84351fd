import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The documented command, run as an operator would, against a real database. */
const createAdmin = (...args: string[]) =>
  spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/create-admin.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

describe('admin:create', () => {
  it('refuses a weak password, creates the admin once, and refuses a duplicate', async () => {
    const weak = createAdmin('--account', 'firstboss', '--password', 'short');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toMatch(/12\+ chars/);

    const made = createAdmin('--account', 'firstboss', '--password', 'a-strong-pass-9');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Created admin "firstboss"/);

    const again = createAdmin('--account', 'firstboss', '--password', 'a-strong-pass-9');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists/);

    const { rows } = await database.pool.query(`select role from staff where account = 'firstboss'`);
    expect(rows).toEqual([{ role: 'admin' }]);
  });
});
