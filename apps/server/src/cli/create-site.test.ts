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
const createSite = (...args: string[]) =>
  spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/create-site.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

const lotus = ['--name', 'lotus', '--title', 'Lotus Club', '--host', 'www.lotus.example'];

describe('site:create', () => {
  it('names each wrong field, creates the site once, and refuses a host another site serves', async () => {
    const wrong = createSite(...lotus, '--currency', 'EUR', '--language', 'th_TH', '--time-zone', 'Bangkok');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^--currency: Invalid option/m);
    expect(wrong.stderr).toMatch(/^--time-zone: an IANA zone/m);
    expect(wrong.stderr).toMatch(/usage: site:create/);

    const made = createSite(
      ...lotus,
      '--host',
      'm.lotus.example',
      '--currency',
      'THB,USD',
      '--language',
      'th_TH',
    );
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Created site 3 "lotus" for www.lotus.example, m.lotus.example/);

    const taken = createSite(
      '--name',
      'orchid',
      '--title',
      'Orchid',
      '--host',
      'localhost',
      '--currency',
      'USD',
      '--language',
      'en_US',
    );
    expect(taken.status).toBe(1);
    expect(taken.stderr.trim()).toBe('host: localhost already serves site 1');

    const { rows } = await database.pool.query(
      `select s.id, s.default_language, array_agg(c.currency order by c.sort) as currencies
         from sites s join site_currencies c on c.site_id = s.id where s.name = 'lotus' group by s.id`,
    );
    expect(rows).toEqual([{ id: 3, default_language: 'th_TH', currencies: ['THB', 'USD'] }]);
  });
});
