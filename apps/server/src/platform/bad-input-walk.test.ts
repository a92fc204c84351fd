import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registeredMember } from '../test/member-client';
import { staffToken } from '../test/staff-token';
import { apiRoutes } from '../test/api-routes';
import { idFields, plausible, requestSchemas } from '../test/contract-walk';

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

/** Every field any contract's request names, with a plausible value each, by method and full /api path. */
const fieldsOf = new Map<string, Record<string, unknown>>();
for (const [key, request] of requestSchemas) {
  const shape = (request as { shape?: Record<string, unknown> }).shape ?? {};
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
let staff = '';
let staffSeq = 0;
let memberSeq = 0;
let member = '';
async function freshMember() {
  memberSeq += 1;
  member = (await registeredMember(t, { member_account: `walk${String(memberSeq).padStart(4, '0')}` })).token;
}
async function freshStaff() {
  staffSeq += 1;
  staff = await staffToken(t, `walker${staffSeq}`, 'admin');
}

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, rateLimit: { max: 1_000_000 } });
  await freshStaff();
  await freshMember();
});
afterAll(() => t.close());

/** Every registered /api route and method the walks send to (not the static files' wildcards). */
function walkedRoutes(): { url: string; method: string }[] {
  return apiRoutes(t.app)
    .filter(({ url }) => !url.includes('*'))
    .flatMap(({ url, methods }) =>
      methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS').map((method) => ({ url, method })),
    );
}

/** GET input as a query string (an array as repeated keys), other input as the JSON body. */
function queryOf(body: Record<string, unknown>): string {
  return Object.entries(body)
    .flatMap(([f, v]) => (Array.isArray(v) && v.length ? v : [v]).map((item) => `${f}=${queryValue(item)}`))
    .join('&');
}

/** Sends one request as a signed-in member or staff member, so the guard does not stop it first. */
async function sendAs(method: string, url: string, path: string, body: Record<string, unknown>) {
  const admin = url.startsWith('/api/admin');
  const send = () =>
    t.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
      url: method === 'GET' ? `${path}?${queryOf(body)}` : path,
      payload: method === 'GET' ? undefined : body,
      headers: { authorization: `Bearer ${admin ? staff : member}` },
    });
  let res = await send();
  // A walked call may end the session it was sent in (logout, a password change, staff member 1's
  // sessions ended or account disabled): carry on as another member or staff member.
  if (res.statusCode === 401) {
    await (admin ? freshStaff() : freshMember());
    res = await send();
  }
  return res;
}

describe('every /api route under hostile input', () => {
  it('answers below 500', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { url, method } of walkedRoutes()) {
      const base = fieldsOf.get(`${method} ${url}`) ?? { id: 1, site_id: 1, page: 1 };
      const paths = url.includes(':') ? HOSTILE_PARAMS.map((p) => url.replace(/:[^/]+/g, p)) : [url];
      const cases = [
        ...paths.map((path) => ({ path, body: base })),
        ...bodies(base).map((body) => ({ path: url.replace(/:[^/]+/g, '1'), body })),
      ];
      for (const { path, body } of cases) {
        const res = await sendAs(method, url, path, body);
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(
            `${method} ${path} ${JSON.stringify(body).slice(0, 80)} -> ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });
});

/**
 * The largest value each kind of id column holds and the first value past it: `integer` (sites, game
 * types) and `bigint` read as a JS number; an id sent as digits may also name a `bigint` read as such.
 * At its end a value names no row, so the answer is that nothing is found (never a foreign key
 * PostgreSQL refuses); past it, it is bad input naming the field (never PostgreSQL's "out of range").
 */
const INTEGER_MAX = 2_147_483_647;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;
const idValues = (text: boolean): unknown[] => {
  const numbers = [INTEGER_MAX, INTEGER_MAX + 1, SAFE_MAX, SAFE_MAX + 1];
  return text ? [...numbers.map(String), '9223372036854775807', '9223372036854775808'] : numbers;
};
/** Ids of `integer` columns, by the field's own name: sites and game types. */
const INTEGER_ID = /(^|\.)(site_ids?|gt_id|game_type_id)(\[\])?$/;
/** Whether a number must be refused at the door as past what the field's column holds. */
const pastColumn = (field: string, value: unknown) =>
  value === SAFE_MAX + 1 || (value === INTEGER_MAX + 1 && INTEGER_ID.test(field));

/** `data.0.game_id` (the 400's field) is `data[].game_id` (the walked field). */
const sameField = (answered: string, walked: string) =>
  answered.replace(/\.\d+/g, '') === walked.replaceAll('[]', '');

/** A hand-made route has no contract: its path parameters and the usual ids are walked. */
const UNDECLARED = z.object({ id: z.number(), site_id: z.number() });

describe('every /api route given ids at and past the end of their columns', () => {
  it('answers below 500, and 400 naming the field past the column', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { url, method } of walkedRoutes()) {
      const fields = idFields(requestSchemas.get(`${method} ${url}`) ?? UNDECLARED);
      for (const field of fields) {
        for (const value of idValues(field.text)) {
          const input = { ...(field.with(value) as Record<string, unknown>) };
          // Fields named in the path travel there (the server merges them back into the input).
          const path = url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
            const inPath = encodeURIComponent(String(input[name] ?? 1));
            delete input[name];
            return inPath;
          });
          const res = await sendAs(method, url, path, input);
          sent += 1;
          const line = `${field.field}=${String(value)}: ${method} ${path} -> ${res.body.slice(0, 120)}`;
          if (res.statusCode >= 500) failures.push(line);
          else if (pastColumn(field.field, value)) {
            const errors = (res.json() as { data?: { errors?: { field: string }[] } }).data?.errors ?? [];
            if (res.statusCode !== 400 || !errors.some((e) => sameField(e.field, field.field)))
              failures.push(`not refused as bad input: ${line}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(600);
  });
});
