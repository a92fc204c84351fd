import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const READY_TIMEOUT_MS = 120_000;

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The product as `npm start` runs it in production, as the end-to-end tests start it: the compiled
 * server on embedded PostgreSQL in a throwaway data directory, the demo sites seeded. What the member
 * site fetches on its first load is then what a visitor's browser fetches.
 */
export async function startServer(repoRoot: string): Promise<RunningServer> {
  const port = await getPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const secret = () => randomBytes(32).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    STAFF_TOTP_KEY: secret(),
    AUDIT_CHECKPOINT_KEY: secret(),
    HOUSE_GAMES_PORT: '0',
    HOUSE_GAMES_SECRET: secret(),
    LOGIN_TICKET_KEY: secret(),
    PROVIDER_SECRET_KEY: secret(),
    CAPTCHA_KEY: secret(),
    // The demo brands' banners, marquee, games and pop-up: a home page with its real content.
    SEED_DEMO: 'on',
  };
  const child = spawn(process.execPath, ['scripts/start.mjs', 'server'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(`http://127.0.0.1:${port}/readyz`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin: `http://localhost:${port}`, stop };
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM for a clean shutdown (the database stops with it), SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
