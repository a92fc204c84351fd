import { InfoPageDetail, LetterList, ModelSponsor, ServiceAgreement } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, visitor, type Member } from '../../../test/member-client';
import { solidPng } from '../../../test/png';
import { staffToken } from '../../../test/staff-token';

// Every member who opens rich text loads its pictures: one on a host staff name would hand that host
// each reader's address. Each rich-text save takes pictures only from the content image store and
// refuses any other, naming the field, storing nothing.
let t: TestApp;
let content: string;
let admin: string;
let stored: string;
let reader: Member;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  content = await staffToken(t, 'rich-writer', 'content');
  admin = await staffToken(t, 'rich-admin', 'admin');
  const upload = await send(content, 'POST', '/content/images', {
    data_base64: solidPng(12, 12, [200, 100, 0]).toString('base64'),
  });
  stored = upload.json().data.url;
  reader = await registeredMember(t, { member_account: 'richread1', member_name: '王五' });
});
afterAll(() => t.close());

function send(token: string, method: 'PUT' | 'POST', url: string, payload: object) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}

const forms: {
  name: string;
  method: 'PUT' | 'POST';
  url: string;
  token: () => string;
  body: (html: string) => object;
  field: string;
  table: string;
}[] = [
  {
    name: 'letter',
    method: 'POST',
    url: '/letters',
    token: () => content,
    body: (html) => ({
      site_id: 1,
      titles: { en_US: 'News' },
      bodies: { en_US: html },
      audience: { type: 'member', member_id: reader.id },
    }),
    field: 'bodies.en_US',
    table: 'letters',
  },
  {
    name: 'pop-up',
    method: 'PUT',
    url: '/content/popups',
    token: () => content,
    body: (html) => ({ site_id: 1, locations: [2], titles: { en_US: 'Pop' }, bodies: { en_US: html } }),
    field: 'bodies.en_US',
    table: 'content_popups',
  },
  {
    name: 'info page',
    method: 'PUT',
    url: '/info-pages',
    token: () => content,
    body: (html) => ({
      site_id: 1,
      kind: 'discount',
      number: 61,
      titles: { zh_CN: 'T' },
      bodies: { zh_CN: html },
    }),
    field: 'bodies.zh_CN',
    table: 'info_pages',
  },
  {
    name: 'sponsor story',
    method: 'PUT',
    url: '/content/models',
    token: () => content,
    body: (html) => ({
      site_id: 1,
      kind: 'sponsor',
      language: 'en_US',
      title: 'Club',
      image_url: '/i.png',
      link: '',
      content: html,
    }),
    field: 'content',
    table: 'site_models',
  },
  {
    name: 'service agreement',
    method: 'PUT',
    url: '/sites/1/service-agreements/en_US',
    token: () => admin,
    body: (html) => ({ title: 'Terms', content: html, reason: 'picture test' }),
    field: 'content',
    table: 'service_agreements',
  },
];

const tracker = '<p>Read on</p><img src="https://tracker.example/pixel.gif?m=1">';

describe('pictures in rich text', () => {
  it.each(forms)('$name refuses a picture from elsewhere, naming the field', async (form) => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${form.table}`))).rows[0]!.n;
    const before = await count();
    const res = await send(form.token(), form.method, form.url, form.body(tracker));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(form.field);
    expect(res.json().message).toContain('https://tracker.example/pixel.gif?m=1');
    expect(res.json().data.errors[0]).toMatchObject({ field: form.field });
    expect(await count()).toBe(before);
  });

  it.each(forms)('$name takes a picture from the content image store', async (form) => {
    const html = `<p>Read on</p><img src="${stored}" alt="Prize">`;
    const res = await send(form.token(), form.method, form.url, form.body(html));
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.db.execute<{ found: boolean }>(
      sql.raw(`select exists (select 1 from ${form.table} t where t::text like '%${stored}%') as found`),
    );
    expect(rows[0]!.found).toBe(true);
  });
});

describe('rich text stored before the rule', () => {
  it('reaches members without its pictures from elsewhere', async () => {
    // The saves above stored "Read on" and a store picture; add a tracker behind the server's back,
    // as a row written before this rule would hold it.
    const old = '<img src=\\"https://tracker.example/old.gif\\">';
    for (const table of ['letters', 'info_pages']) {
      await t.db.execute(
        sql.raw(`update ${table} set bodies = replace(bodies::text, 'Read on', 'Read on${old}')::jsonb`),
      );
    }
    for (const table of ['site_models', 'service_agreements']) {
      await t.db.execute(
        sql.raw(
          `update ${table} set content = replace(content, 'Read on', 'Read on${old.replaceAll('\\', '')}')`,
        ),
      );
    }
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from letters where bodies::text like '%tracker.example%'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);

    const en = { headers: { lang: 'en_US' } };
    const read = [
      (await reader.call(LetterList)).list.map((l) => l.content).join(''),
      (
        await visitor(t, { headers: { lang: 'zh_CN' } }).call(InfoPageDetail, {
          site_id: 1,
          kind: 'discount',
          id: 61,
        })
      ).content,
      (await visitor(t, en).call(ModelSponsor, { site_id: 1, language: 'en_US' })).list
        .map((m) => m.content)
        .join(''),
      (await visitor(t, en).call(ServiceAgreement, { site_id: 1 })).content,
    ];
    for (const html of read) {
      expect(html).toContain('Read on');
      expect(html).toContain(stored);
      expect(html).not.toContain('tracker.example');
    }
  });
});
