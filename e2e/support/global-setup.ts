import { generate } from 'otplib';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(__dirname, '../..');

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

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url} within ${timeoutMs} ms`);
}

/** Starts the product exactly as `npm start` does (minus the web build, done by `npm run e2e` first). */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    // A browser cannot read a captcha image; the server tests cover the captcha itself.
    CAPTCHA_MODE: 'off',
    // As behind a load balancer: each browser context says which client it is (X-Forwarded-For),
    // so the per-address registration limits see separate members rather than one loopback address.
    TRUST_PROXY: 'true',
    // Production refuses to start without a key for staff TOTP secrets; a fresh one per run.
    STAFF_TOTP_KEY: randomBytes(32).toString('base64url'),
    // The in-process house games provider: any free port, and its own signing secret.
    HOUSE_GAMES_PORT: '0',
    HOUSE_GAMES_SECRET: randomBytes(32).toString('base64url'),
    LOGIN_TICKET_KEY: randomBytes(32).toString('base64url'),
    PROVIDER_SECRET_KEY: randomBytes(32).toString('base64url'),
    // Online deposits run through the sandbox gateway the product ships (off by default in production).
    SANDBOX_GATEWAY: 'on',
  };
  // The first admin, made the way an operator makes one: the documented command, before the server starts.
  const staff = { account: 'e2e-admin', password: `e2e-${randomBytes(9).toString('base64url')}1a` };
  const created = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/create-admin.ts', '--account', staff.account, '--password', staff.password],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`, child, 120_000);
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('port', port);
  project.provide('staff', { ...staff, totpSecret: await enrolTwoFactor(port, staff) });

  return async () => {
    child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 20_000);
      child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Production requires staff two-factor: the admin enrols once here, and every test file logs in with
 * a code from the same secret (a file enrolling on its own would lock the others out).
 */
async function enrolTwoFactor(port: number, staff: { account: string; password: string }): Promise<string> {
  const post = async (url: string, body: object, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/admin${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: Record<string, string> };
    if (json.code !== 1000) throw new Error(`staff ${url}: ${json.message}`);
    return json.data;
  };
  const { token } = await post('/auth/login', staff);
  const { secret } = await post('/auth/totp/setup', {}, token);
  await post('/auth/totp/enable', { totp_code: await generate({ secret: secret! }) }, token);
  return secret!;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    staff: { account: string; password: string; totpSecret: string };
  }
}
