import { randomBytes } from 'node:crypto';
import {
  AdminLogin,
  DoubleValidation,
  GameList,
  GetInfoData,
  Login,
  LoginTicketIssue,
  MemberProfile,
  MyCash,
  Register,
  SiteDetail,
  ZLoginSuccess,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { staffToken } from '../test/staff-token';
import { silentLog } from '../test/test-database';
import { registrationPayload } from '../test/member-payload';
import { apiClient } from '../test/api-client';
import { freshAddress, memberWithToken, registeredMember, visitor } from '../test/member-client';

/** What production requires, plus what lets the test log staff in and register without a captcha. */
const PRODUCTION = {
  NODE_ENV: 'production',
  STAFF_TOTP_KEY: randomBytes(32).toString('base64url'),
  AUDIT_CHECKPOINT_KEY: randomBytes(32).toString('base64url'),
  STAFF_TOTP_REQUIRED: 'off',
  HOUSE_GAMES_SECRET: randomBytes(32).toString('base64url'),
  LOGIN_TICKET_KEY: randomBytes(32).toString('base64url'),
  PROVIDER_SECRET_KEY: randomBytes(32).toString('base64url'),
  CAPTCHA_KEY: randomBytes(32).toString('base64url'),
  CAPTCHA_MODE: 'off',
  TRUST_PROXY: 'loopback',
};

let t: TestApp;
let staff: string;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: PRODUCTION });
  staff = await staffToken(t, 'docsreader', 'admin');
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** Another app on the same database, configured as `env` says. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', HOST: '127.0.0.1', ...env }),
    pool: t.pool,
    logger: silentLog,
  });
  extraApps.push(app);
  return app;
}

const register = (account: string) => registeredMember(t, { member_account: account, member_name: '周九' });

describe('/metrics in production', () => {
  it('is not served on the public port when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu_user_seconds_total');
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const token = randomBytes(24).toString('base64url');
    const app = await appWith({ ...PRODUCTION, METRICS_TOKEN: token });
    const get = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get('Bearer wrong')).statusCode).toBe(401);
    expect((await get(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await get(`Bearer ${token.slice(0, -1)}`)).statusCode).toBe(401);
    const ok = await get(`Bearer ${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_cpu_user_seconds_total');
  });

  it('is served only on METRICS_PORT, its own listener, when that is set', async () => {
    const port = await getPort();
    const app = await appWith({
      ...PRODUCTION,
      METRICS_PORT: String(port),
      METRICS_TOKEN: 'also-set-token-16chars',
    });
    await app.inject({ method: 'POST', url: '/api/web/logo', payload: {} });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer also-set-token-16chars' },
        })
      ).statusCode,
    ).toBe(404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/web\/logo"/,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/web/logo`)).status).toBe(404);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('stays open outside production, as before', async () => {
    const app = await appWith({ NODE_ENV: 'test' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('/docs in production', () => {
  const spec = async (app: FastifyInstance, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { paths: Record<string, unknown>; components: { securitySchemes: object } };
  };
  const adminPaths = (doc: { paths: Record<string, unknown> }) =>
    Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'));

  it('shows the public and members only the member API', async () => {
    const member = (await register('docs01')).token;
    for (const token of [undefined, member, 'not-a-token']) {
      const doc = await spec(t.app, token);
      expect(adminPaths(doc)).toEqual([]);
      expect(Object.keys(doc.paths)).toContain('/api/login');
      expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
      expect(doc.components.securitySchemes).not.toHaveProperty('staffToken');
    }
    const yaml = await t.app.inject({ method: 'GET', url: '/docs/yaml' });
    expect(yaml.body).toContain('/api/login');
    expect(yaml.body).not.toContain('/api/admin');
  });

  it('shows staff with a live session the back-office API as well', async () => {
    const doc = await spec(t.app, staff);
    expect(adminPaths(doc)).toContain('/api/admin/auth/login');
    expect(adminPaths(doc).length).toBeGreaterThan(10);
    expect(doc.components.securitySchemes).toHaveProperty('staffToken');
  });

  it('shows everything to everyone outside production, as before', async () => {
    const doc = await spec(await appWith({ NODE_ENV: 'test' }));
    expect(adminPaths(doc)).toContain('/api/admin/auth/login');
  });
});

describe('Cache-Control on API answers', () => {
  const noStore = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

  it('is no-store on every answer that issues a token', async () => {
    const guest = visitor(t, { ip: freshAddress() });
    const registered = await guest.send(Register, registrationPayload('cache01', { member_name: '周九' }));
    expect(registered.code).toBe(1000);
    expect(noStore(registered)).toBe('no-store');
    const login = await guest.send(Login, { site_id: 1, account: 'cache01', password: 'abc123' });
    expect(login.code).toBe(1000);
    expect(noStore(login)).toBe('no-store');
    const member = memberWithToken(t, ZLoginSuccess.parse(login.data).token);
    const ticket = await member.send(LoginTicketIssue);
    expect(ticket.code).toBe(1000);
    expect(noStore(ticket)).toBe('no-store');
    const { enc } = LoginTicketIssue.data.parse(ticket.data);
    const traded = await guest.send(GetInfoData, { site_id: 1, enc });
    expect(traded.data).toMatchObject({ tk: expect.any(String) });
    expect(noStore(traded)).toBe('no-store');
    const validation = await guest.send(DoubleValidation, { site_id: 1, member_login_id: 'x', answer: 'y' });
    expect(noStore(validation)).toBe('no-store');
    const staffLogin = await apiClient(t, '/api/admin').send(AdminLogin, {
      account: 'docsreader',
      password: 'correct-horse-42',
    });
    expect(staffLogin.data).toMatchObject({ token: expect.any(String) });
    expect(noStore(staffLogin)).toBe('no-store');
  });

  it('is no-store on every answer to a request carrying a member or staff token, and on /api/admin', async () => {
    const m = await register('cache02');
    expect(noStore(await m.send(MyCash))).toBe('no-store');
    expect(noStore(await m.send(MemberProfile))).toBe('no-store');
    // Public reads asked with a token may be personal (a member's game list): not kept either.
    expect(noStore(await m.send(GameList, { site_id: 1, currency: 'RMB' }))).toBe('no-store');
    expect(noStore(await m.send(SiteDetail, { site_id: 1 }))).toBe('no-store');
    expect(noStore(await memberWithToken(t, 'expired-or-forged').send(MyCash))).toBe('no-store');
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(admin.statusCode).toBe(200);
    expect(noStore(admin)).toBe('no-store');
    expect(noStore(await t.app.inject({ method: 'GET', url: '/api/admin/auth/me' }))).toBe('no-store');
    expect(noStore(await t.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} }))).toBe(
      'no-store',
    );
  });

  it('leaves public cached reads asked without a token as they were', async () => {
    for (const res of [
      await visitor(t).send(GameList, { site_id: 1, currency: 'RMB', support_device: 0 }),
      await visitor(t).send(SiteDetail, { site_id: 1 }),
    ]) {
      expect(res.code).toBe(1000);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
