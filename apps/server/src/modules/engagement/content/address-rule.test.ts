import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';

// Staff-entered links and images are shown to every member: the back office refuses script and
// foreign-scheme addresses at save, naming the field, and keeps taking http(s) and site paths.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await staffToken(t, 'links-writer', 'content');
});
afterAll(() => t.close());

const put = (url: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

const forms: { name: string; url: string; base: object; field: string }[] = [
  {
    name: 'banner link',
    url: '/content/banners',
    base: { site_id: 1, use_type: 0, image_url: '/a.png' },
    field: 'link',
  },
  { name: 'banner image', url: '/content/banners', base: { site_id: 1, use_type: 0 }, field: 'image_url' },
  {
    name: 'float link',
    url: '/content/floats',
    base: { site_id: 1, image_url: '/f.png', title: 'Chat' },
    field: 'link',
  },
  {
    name: 'sponsor picture',
    url: '/content/models',
    base: { site_id: 1, kind: 'sponsor', language: 'en_US', title: 'Club', link: '' },
    field: 'image_url',
  },
  {
    name: 'info page cover',
    url: '/info-pages',
    base: { site_id: 1, kind: 'discount', number: 77, titles: { zh_CN: 'T' }, bodies: { zh_CN: 'B' } },
    field: 'cover_url',
  },
  {
    name: 'register background',
    url: '/content/register-background',
    base: { site_id: 1, template: 'pc' },
    field: 'image_url',
  },
];

describe('address fields at save', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.png',
  ];
  it.each(forms.flatMap((f) => hostile.map((value) => ({ ...f, value }))))(
    '$name refuses $value',
    async ({ url, base, field, value }) => {
      const res = await put(url, { ...base, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.errors[0]).toMatchObject({ field, key: 'url_not_allowed' });
    },
  );

  it.each(forms)('$name takes an https address and a site path', async ({ url, base, field }) => {
    for (const value of ['https://cdn.example.com/x.png', '/static/sites/1/x.png']) {
      const res = await put(url, { ...base, image_url: '/i.png', [field]: value });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
