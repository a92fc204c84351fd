import * as contracts from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registeredMember } from '../test/member-client';
import { staffToken } from '../test/staff-token';
import { apiRoutes } from '../test/api-routes';

/**
 * Bad input is a 400, never a 500, on every route at once: this walks every registered /api route and
 * sends each one hostile values in every field its contract names (and in its path parameters), as a
 * signed-in member or staff member so the guard does not stop them first. A new route is walked
 * without editing this file.
 */

const HOSTILE: unknown[] = [
  '\u0000',
  'a\ud800b',
  'x'.repeat(70_000),
  -1,
  1e308,
  '99999999999999999999999999',
  [],
  { nested: { deeper: [1, '2'] } },
  null,
  true,
  'javascript:alert(1)',
];
const HOSTILE_PARAMS = ['-1', '99999999999999999999', 'abc', '%00', '1.5'];

type Shaped = { path: string; method: string; request?: unknown };
const shaped = (v: unknown): v is Shaped =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v;

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
function unwrap(s: unknown): unknown {
  const def = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.in);
  return s;
}

/** A value of the field's own type that passes on its own, so one hostile field at a time reaches the handler. */
function plausible(field: unknown): unknown {
  const def = defOf(unwrap(field));
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'object':
    case 'record':
      return {};
    default:
      return 'abc123';
  }
}

/** Every field any contract's request names, with a plausible value each, by method and full /api path. */
const fieldsOf = new Map<string, Record<string, unknown>>();
for (const c of Object.values(contracts as Record<string, unknown>).filter(shaped)) {
  const admin = 'roles' in (c as object);
  const key = `${c.method} /api${admin ? '/admin' : ''}${c.path}`;
  const shape = (c.request as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  fieldsOf.set(key, Object.fromEntries(Object.entries(shape).map(([f, schema]) => [f, plausible(schema)])));
}

/** The bodies to send: every field hostile at once, then each field hostile alone among plausible ones. */
function bodies(base: Record<string, unknown>): Record<string, unknown>[] {
  const fields = Object.keys(base);
  const all = HOSTILE.map((v) => Object.fromEntries(fields.map((f) => [f, v])));
  const one = fields.flatMap((f) => HOSTILE.map((v) => ({ ...base, [f]: v })));
  return [...all, ...one];
}

/** As a browser would send it; a lone surrogate has no UTF-8, so it goes as the raw bytes of one. */
const queryValue = (v: unknown) => {
  try {
    return encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v));
  } catch {
    return 'a%ED%A0%80b';
  }
};

let t: TestApp;
let staff: string;
let memberSeq = 0;
let member = '';
async function freshMember() {
  memberSeq += 1;
  member = (await registeredMember(t, { member_account: `walk${String(memberSeq).padStart(4, '0')}` })).token;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, rateLimit: { max: 1_000_000 } });
  staff = await staffToken(t, 'walker', 'admin');
  await freshMember();
});
afterAll(() => t.close());

describe('every /api route under hostile input', () => {
  it('answers below 500', { timeout: 600_000 }, async () => {
    const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      ({ url }) => !url.includes('*'),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const { url, methods } of routes) {
      for (const method of methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const admin = url.startsWith('/api/admin');
        const base = fieldsOf.get(`${method} ${url}`) ?? { id: 1, site_id: 1, page: 1 };
        const paths = url.includes(':') ? HOSTILE_PARAMS.map((p) => url.replace(/:[^/]+/g, p)) : [url];
        const cases = [
          ...paths.map((path) => ({ path, body: base })),
          ...bodies(base).map((body) => ({ path: url.replace(/:[^/]+/g, '1'), body })),
        ];
        for (const { path, body } of cases) {
          const query = Object.entries(body)
            .map(([f, v]) => `${f}=${queryValue(v)}`)
            .join('&');
          const send = () =>
            t.app.inject({
              method: method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
              url: method === 'GET' ? `${path}?${query}` : path,
              payload: method === 'GET' ? undefined : body,
              headers: { authorization: `Bearer ${admin ? staff : member}` },
            });
          let res = await send();
          // A walked call may end the member's session (logout, password change): carry on as another.
          if (res.statusCode === 401 && !admin) {
            await freshMember();
            res = await send();
          }
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${method} ${path} ${JSON.stringify(body).slice(0, 80)} -> ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });
});
