import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPool } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { silentLog } from '../test/test-database';
import { createLogger } from './logger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on /readyz while /healthz stays 200 when the database is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none', silentLog);
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      pool,
      logger: silentLog,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('metrics', () => {
  it('exposes process metrics and request durations by route pattern and status', async () => {
    await t.app.inject({ method: 'POST', url: '/api/web/logo', payload: {} });
    await t.app.inject({ method: 'POST', url: '/api/arks/web/site/detail', payload: { site_id: 999 } });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/web\/logo",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/arks\/web\/site\/detail",status_code="404"\} 1/,
    );
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /docs with a policy relaxed for it alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('lists every registered call with its tag and enveloped schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json();
    for (const path of [
      '/api/arks/web/site/detail',
      '/api/web/logo',
      '/api/template_config',
      '/api/arks/web/footer',
    ]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op.tags).toEqual(['site']);
      expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('code');
    }
    expect(
      doc.paths['/api/arks/web/site/detail'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('site_id');
  });
});

describe('security headers', () => {
  it('sends pages a CSP allowing only our own scripts, plus data: and blob: images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/discount', headers: { accept: 'text/html' } });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('sends API answers the short REST set: nothing loads from or frames them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/logo', payload: {} });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('limits /api callers per address, with the limit headers only on a refusal', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/logo', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('logging', () => {
  it('never writes tokens, cookies or authorization headers', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' }),
      pool: t.pool,
      logger,
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/discount?tk=SECRET-TK&member_id=7',
        headers: { authorization: 'Bearer SECRET-AUTH', cookie: 'lang=en_US; token=SECRET-COOKIE' },
      });
      logger.info({ token: 'SECRET-FIELD', req: { headers: { authorization: 'SECRET-HEADER' } } }, 'x');
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain('/discount?tk=[Redacted]&member_id=7');
    expect(text).not.toMatch(/SECRET/);
  });
});
