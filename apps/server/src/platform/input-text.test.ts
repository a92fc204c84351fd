import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { staffToken } from '../test/staff-token';
import { findBadText, MAX_INPUT_DEPTH } from './input-text';

describe('findBadText', () => {
  it('finds NUL and lone surrogates anywhere, and names the path', () => {
    const bad = (path: string) => ({ path, key: 'input_bad_character' });
    expect(findBadText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(bad('b.1.c'));
    expect(findBadText({ name: 'half \ud83d' })).toEqual(bad('name'));
    expect(findBadText({ name: '\ude00 tail' })).toEqual(bad('name'));
    expect(findBadText({ ['k\u0000']: 1 })).toEqual(bad('k\ufffd'));
    expect(findBadText('\u0000')).toEqual(bad(''));
  });

  it('lets whole surrogate pairs, other controls and non-strings through', () => {
    expect(findBadText({ emoji: '😀 中文 tab\there', n: 1, b: true, z: null, list: [] })).toBeNull();
  });

  it('refuses nesting deeper than MAX_INPUT_DEPTH, without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)).toEqual({
      path: Array(MAX_INPUT_DEPTH).fill('0').join('.'),
      key: 'invalid_input',
    });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { a: fine };
    expect(findBadText(fine)).toBeNull();
  });
});

let t: TestApp;
let admin: string;
let content: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffToken(t, 'nul-admin', 'admin');
  content = await staffToken(t, 'nul-content', 'content');
});
afterAll(() => t.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  as?: 'admin' | 'content';
  field: string;
}

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

/** Every kind of route: public and member calls, admin calls, JSON bodies, query strings and params. */
const probes = (bad: string, encoded: string): Probe[] => [
  {
    name: 'public login body',
    method: 'POST',
    url: '/api/login',
    payload: { account: bad, password: 'x' },
    field: 'account',
  },
  {
    name: 'public game list body',
    method: 'POST',
    url: '/api/v3/game_list',
    payload: { site_id: 1, currency: 'RMB', support_device: 0, template: bad },
    field: 'template',
  },
  {
    name: 'public recovery body',
    method: 'POST',
    url: '/api/arks/web/vx/verify',
    payload: { account: bad, withdraw_password: '1234' },
    field: 'account',
  },
  {
    name: 'nested body',
    method: 'POST',
    url: '/api/fb_tracking',
    payload: { eventName: 'x', eventTime: 1, eventID: 'y', customData: { deep: [{ v: bad }] } },
    field: 'customData.deep.0.v',
  },
  { name: 'public query string', method: 'GET', url: `/api/get_login_header?x=${encoded}`, field: 'x' },
  {
    name: 'admin body',
    method: 'PUT',
    url: '/api/admin/content/banners',
    as: 'content',
    payload: { site_id: 1, use_type: 0, image_url: '/a.png', link: `/x${bad}` },
    field: 'link',
  },
  {
    name: 'admin query string',
    method: 'GET',
    url: `/api/admin/games?q=${encoded}`,
    as: 'admin',
    field: 'q',
  },
  {
    name: 'admin path parameter',
    method: 'PUT',
    url: `/api/admin/providers/AB${encoded}`,
    as: 'admin',
    payload: { name: 'x', active: false },
    field: 'gp_id',
  },
  {
    name: 'admin login body',
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { account: bad, password: 'x' },
    field: 'account',
  },
];

describe('no string with NUL or a lone surrogate reaches a handler', () => {
  const cases = [
    ...probes(NUL, '%00').map((p) => ({ ...p, kind: 'NUL' })),
    // A lone surrogate cannot travel in a URL (decoding replaces it), only as a JSON escape.
    ...probes(LONE, '%00')
      .filter((p) => p.payload && !p.url.includes('%00'))
      .map((p) => ({ ...p, kind: 'lone surrogate' })),
  ];
  it.each(cases)('$kind in $name answers 400 naming $field', async (p) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (p.as) headers.authorization = `Bearer ${p.as === 'admin' ? admin : content}`;
    const res = await t.app.inject({
      method: p.method,
      url: p.url,
      headers,
      ...(p.payload ? { payload: JSON.stringify(p.payload) } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.errors[0]).toMatchObject({ field: p.field, key: 'input_bad_character' });
    expect(res.body).not.toContain('\u0000');
  });

  it('answers in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { lang: 'zh_CN' },
      payload: { account: NUL, password: 'x' },
    });
    expect(res.json().message).toBe('输入内容包含不允许的字符 (account)');
  });

  it('still takes emoji and other scripts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/game_list',
      payload: { site_id: 1, currency: 'RMB', support_device: 0, template: 'pc😀' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('oversized and malformed input', () => {
  it('a megabyte account in recovery is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/vx/verify',
      payload: { account: 'a'.repeat(1_000_000), withdraw_password: '1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('account');
  });

  it('a deeply nested body is refused without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fb_tracking',
      headers: { 'content-type': 'application/json' },
      payload: `{"eventName":"x","eventTime":1,"eventID":"y","customData":{"d":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({
      field: expect.stringMatching(/^customData\.d(\.0)+$/),
    });
  });
});
