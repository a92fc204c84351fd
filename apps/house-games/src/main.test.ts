import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { signProviderRequest } from '@arks/contracts/provider/signing';
import { HOUSE_OPERATOR } from './config';
import { packageRoot } from './package-root';
import { createTestDatabase } from './test/house-test';
import './test/provided';

const repoRoot = path.resolve(packageRoot, '../..');
const SECRET = 'a standalone house secret';
const PUBLIC_URL = 'https://games.example';

interface HouseProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The compiled service as `npm start -w apps/house-games` runs it, with only the environment given. */
function startHouse(port: number, env: Record<string, string>): HouseProcess {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/house-games/dist/main.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitHealthy(house: HouseProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (house.child.exitCode !== null)
      throw new Error(`exited with ${house.child.exitCode}:\n${house.output()}`);
    try {
      if ((await fetch(`${house.url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within 30 s:\n${house.output()}`);
}

async function signedCall(house: HouseProcess, urlPath: string, body: object) {
  const raw = JSON.stringify(body);
  const headers = signProviderRequest(SECRET, HOUSE_OPERATOR, 'POST', urlPath, raw, Date.now());
  const res = await fetch(`${house.url}${urlPath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: raw,
  });
  return (await res.json()) as { ok: boolean; data: Record<string, string> };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  // The compiled service, built first when missing or older than its sources.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'house-games'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('the house games service on its own', () => {
  it('migrates, answers health, readiness and the signed protocol, and stops cleanly on SIGTERM', async () => {
    const house = startHouse(await freePort(), {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      HOUSE_GAMES_SECRET: SECRET,
      HOUSE_GAMES_PUBLIC_URL: PUBLIC_URL,
      HOUSE_GAMES_FRAME_ANCESTORS: 'https://www.site.example',
    });
    try {
      await waitHealthy(house);
      expect(await (await fetch(`${house.url}/readyz`)).json()).toEqual({ status: 'ok' });

      const player = await signedCall(house, ProviderPaths.createPlayer, {
        player_id: '1:7',
        currency: 'RMB',
      });
      expect(player).toEqual({ ok: true, data: { player_id: '1:7', currency: 'RMB', balance: '0' } });
      const launch = await signedCall(house, ProviderPaths.launch, {
        player_id: '1:7',
        game_code: 'koi-reels',
        currency: 'RMB',
        lang: 'en_US',
        lobby_url: 'https://www.site.example/close',
      });
      expect(launch.data.url).toMatch(new RegExp(`^${PUBLIC_URL}/play/`));
      // The page script comes from the package's own public/ folder, found from the compiled file.
      const script = await fetch(`${house.url}/assets/house.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-security-policy')).toContain(
        'frame-ancestors https://www.site.example',
      );

      house.child.kill('SIGTERM');
      expect(await house.exited).toBe(0);
      expect(house.output()).toContain('"msg":"stopped"');
    } finally {
      house.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses the public development secret in production, naming it, before touching the database', async () => {
    const house = startHouse(await freePort(), {
      NODE_ENV: 'production',
      // Nothing listens here: a start that got as far as the database would say so.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
      HOUSE_GAMES_SECRET: 'arks-development-house-secret',
      HOUSE_GAMES_PUBLIC_URL: PUBLIC_URL,
    });
    expect(await house.exited).not.toBe(0);
    expect(house.output()).toContain('HOUSE_GAMES_SECRET: must be set to a non-default secret in production');
    expect(house.output()).not.toContain('ECONNREFUSED');
  }, 30_000);
});
