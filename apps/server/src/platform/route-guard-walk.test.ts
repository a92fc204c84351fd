import * as contracts from '@arks/contracts';
import type { CallContract } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { apiRoutes } from '../test/api-routes';

/** Every contract the package exports, found by shape, so a new call is checked without editing this. */
const allContracts = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is CallContract =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'auth' in value &&
    'request' in value,
);

/** Back-office contracts: public only when their roles say so (the staff login). */
const adminContracts = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.AdminCallContract =>
    typeof value === 'object' && value !== null && 'path' in value && 'roles' in value,
);

function declaredPublic(method: string, url: string): boolean {
  const same = (m: string) => m === method || method === 'HEAD';
  return (
    allContracts.some((c) => c.auth === 'public' && `/api${c.path}` === url && same(c.method)) ||
    adminContracts.some((c) => c.roles === 'public' && `/api/admin${c.path}` === url && same(c.method))
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      // A route added by hand, not through registerCall and not declared anywhere: it must be guarded
      // by default. It also keeps this test honest: without it no route here would need a token.
      app.post('/api/test/forgot-to-declare/:id', async () => ({ leaked: true }));
    },
  });
});
afterAll(() => t.close());

describe('every /api route', () => {
  it('is declared public in its contract or answers 401 without a token', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    let guarded = 0;
    for (const { url, methods } of routes) {
      for (const method of methods) {
        if (declaredPublic(method, url)) continue;
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: url.replace(/:[^/]+/g, '1'),
          payload: method === 'GET' || method === 'HEAD' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        guarded++;
      }
    }
    expect(guarded).toBeGreaterThan(0);
  });

  it('lists the site calls as public in their contracts', () => {
    for (const c of [contracts.SiteDetail, contracts.WebLogo, contracts.TemplateConfig, contracts.Footer]) {
      expect(declaredPublic(c.method, `/api${c.path}`)).toBe(true);
    }
  });
});
