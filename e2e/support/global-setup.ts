import { generate } from 'otplib';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
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

/**
 * Starts the product exactly as `npm start` does: the compiled server (`npm run e2e` builds first, so
 * the start finds its build current), serving the built member site.
 */
/**
 * The SMS gateway the server texts verify codes to, as production's HTTP gateway (SMS_GATEWAY_URL):
 * it keeps every message, and a test reads the last code sent to a phone with GET /last?phone=.
 */
async function startSmsGateway(): Promise<{ url: string; close: () => Promise<void> }> {
  const sent: { phone: string; code: string; text: string }[] = [];
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        sent.push(JSON.parse(body) as { phone: string; code: string; text: string });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
      return;
    }
    const phone = url.searchParams.get('phone');
    const mine = sent.filter((m) => m.phone === phone);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ count: mine.length, last: mine.at(-1) ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const smsGateway = await startSmsGateway();
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
    // As behind a load balancer on loopback: each browser context says which client it is
    // (X-Forwarded-For), so the per-address limits see separate members rather than one loopback
    // address. Production refuses `true`; the proxy is named by its subnet instead.
    TRUST_PROXY: 'loopback',
    // Production refuses to start without a key for staff TOTP secrets; a fresh one per run.
    STAFF_TOTP_KEY: randomBytes(32).toString('base64url'),
    // Signs the staff audit's head checkpoints.
    AUDIT_CHECKPOINT_KEY: randomBytes(32).toString('base64url'),
    // The in-process house games provider: any free port, and its own signing secret.
    HOUSE_GAMES_PORT: '0',
    HOUSE_GAMES_SECRET: randomBytes(32).toString('base64url'),
    LOGIN_TICKET_KEY: randomBytes(32).toString('base64url'),
    PROVIDER_SECRET_KEY: randomBytes(32).toString('base64url'),
    CAPTCHA_KEY: randomBytes(32).toString('base64url'),
    // Online deposits run through the sandbox gateway the product ships (off by default in production;
    // production runs it only with a secret of its own).
    SANDBOX_GATEWAY: 'on',
    SANDBOX_GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    // Its deposit channels are demo data, which production seeds only when asked.
    SEED_DEMO: 'on',
    // Verify codes go to the test gateway above, where a test reads them as a phone would.
    SMS_GATEWAY_URL: `${smsGateway.url}/sms`,
  };
  // The first admin, made the way an operator makes one: the documented command, before the server starts.
  // A second admin the same way: a finance or admin account, a raised role or a reset two-factor
  // waits for a second admin, independent of the first (not made by them), as in production.
  const staff = { account: 'e2e-admin', password: `e2e-${randomBytes(9).toString('base64url')}1a` };
  const staff2 = { account: 'e2e-admin-2', password: `e2e-${randomBytes(9).toString('base64url')}2b` };
  for (const admin of [staff, staff2]) {
    const created = spawnSync(
      process.execPath,
      ['scripts/start.mjs', 'server:create-admin', '--account', admin.account, '--password', admin.password],
      { cwd: repoRoot, env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  }
  const child = spawn(process.execPath, ['scripts/start.mjs', 'server'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`, child, 120_000);
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('port', port);
  // Where the embedded PostgreSQL keeps its files: a test that must change a row behind the server's
  // back (the audit chain check) connects with the cluster's own password and port.
  project.provide('dataDir', dataDir);
  project.provide('smsGatewayUrl', smsGateway.url);
  project.provide('staff', { ...staff, ...(await enrolTwoFactor(port, staff)) });
  project.provide('staff2', { ...staff2, ...(await enrolTwoFactor(port, staff2)) });

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
    await smsGateway.close();
  };
}

/**
 * Production requires staff two-factor: the admin enrols once here (a file enrolling on its own would
 * lock the others out). Enabling answers the one session left open, which every test file shares: a
 * code is accepted only once, so files logging in within the same 30 s would refuse each other.
 */
async function enrolTwoFactor(
  port: number,
  staff: { account: string; password: string },
): Promise<{ totpSecret: string; token: string }> {
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
  const { secret } = await post('/auth/totp/setup', { password: staff.password }, token);
  const enabled = await post('/auth/totp/enable', { totp_code: await generate({ secret: secret! }) }, token);
  return { totpSecret: secret!, token: enabled.token! };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    dataDir: string;
    /** The test SMS gateway: GET `${smsGatewayUrl}/last?phone=` answers the last message to a phone. */
    smsGatewayUrl: string;
    staff: { account: string; password: string; totpSecret: string; token: string };
    staff2: { account: string; password: string; totpSecret: string; token: string };
  }
}
