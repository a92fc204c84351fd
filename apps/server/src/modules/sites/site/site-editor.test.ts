import {
  AdminAuditList,
  AdminRecommendSettingsList,
  AdminRegisterSettingsGet,
  AdminSiteCreate,
  AdminSiteDetail,
  AdminSiteList,
  AdminSiteUpdate,
  Register,
  SiteDetail,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { fieldErrors, offContract, type Input } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress, visitor } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { silentLog } from '../../../test/test-database';

let t: TestApp;
/** A second node on the same database that keeps site answers for a minute, as `npm start` nodes do. */
let otherNode: FastifyInstance;
let boss: Staff;
let helper: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'arks-no-web-'));
  otherNode = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: dist,
      ADMIN_DIST: dist,
      DATA_DIR: path.join(dist, 'data'),
    }),
    pool: t.pool,
    logger: silentLog,
    readCacheMs: 60_000,
    attempts: { slowDownMs: 0 },
  });
  boss = await staffMember(t, 'se-boss', 'admin');
  helper = await staffMember(t, 'se-helper', 'support');
});
afterAll(async () => {
  await otherNode.close();
  await t.close();
});

const lotus = (extra: Partial<Input<typeof AdminSiteCreate>> = {}): Input<typeof AdminSiteCreate> => ({
  name: 'lotus-club',
  title_en: 'Lotus Club',
  title_zh: '莲花会',
  hosts: ['www.lotus.test', 'm.lotus.test'],
  currencies: ['BRL'],
  languages: ['my_MM', 'en_US'],
  default_language: 'my_MM',
  time_zone: 'Asia/Yangon',
  captcha_enabled: false,
  is_demo: false,
  mobile_template: 'H5_2',
  reason: 'new brand for Myanmar',
  ...extra,
});

const siteOfHost = async (target: { app: FastifyInstance }, host: string) =>
  (await visitor(target, { headers: { host } }).call(SiteDetail, {})).site_id;

describe('creating a site', () => {
  it('refuses bad input by field, currencies and languages outside the spec, and other roles', async () => {
    const bad = await boss.send(
      AdminSiteCreate,
      offContract({ ...lotus(), name: 'Lotus Club', hosts: ['http://x.test/'], time_zone: 'Mars/Base' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(new Set(fieldErrors(bad).map((e) => e.field))).toEqual(new Set(['name', 'hosts.0', 'time_zone']));

    const money = await boss.send(AdminSiteCreate, offContract({ ...lotus(), currencies: ['EUR'] }));
    expect(fieldErrors(money)).toMatchObject([{ field: 'currencies.0', message: 'sites.currency.unknown' }]);
    const tongue = await boss.send(AdminSiteCreate, offContract({ ...lotus(), languages: ['pt_BR'] }));
    expect(fieldErrors(tongue)).toMatchObject([{ field: 'languages.0', message: 'sites.language.unknown' }]);

    const strayDefault = await boss.send(AdminSiteCreate, lotus({ default_language: 'th_TH' }));
    expect([strayDefault.statusCode, strayDefault.message]).toEqual([
      400,
      'default_language: must be one of the site’s languages',
    ]);
    const twice = await boss.send(AdminSiteCreate, lotus({ currencies: ['BRL', 'BRL'] }));
    expect([twice.statusCode, twice.message]).toEqual([400, 'currencies: BRL is listed twice']);

    expect((await helper.send(AdminSiteCreate, lotus())).statusCode).toBe(403);
    const names = (await boss.call(AdminSiteList)).list.map((s) => s.name);
    expect(names).not.toContain('lotus-club');
  });

  it('refuses a host another site serves', async () => {
    const taken = await boss.send(AdminSiteCreate, lotus({ hosts: ['www.lotus.test', 'site2.localhost'] }));
    expect([taken.statusCode, taken.message]).toEqual([409, 'hosts: site2.localhost already serves site 2']);
  });

  it('makes a site that answers on its hosts at once on every node, and a member registers there', async () => {
    // Before: the host is nobody's, so both nodes answer with the default site.
    expect(await siteOfHost({ app: otherNode }, 'www.lotus.test')).toBe(1);

    const made = await boss.call(AdminSiteCreate, lotus());
    expect(made).toMatchObject({
      name: 'lotus-club',
      hosts: ['m.lotus.test', 'www.lotus.test'],
      public_origin: 'https://www.lotus.test',
      currencies: ['BRL'],
      languages: ['my_MM', 'en_US'],
      default_language: 'my_MM',
      captcha_enabled: false,
      mobile_template: 'H5_2',
      template: 'pc',
    });
    expect(await siteOfHost(t, 'WWW.Lotus.test:8080')).toBe(made.id);
    // The other node looked this host up a moment ago and still finds the new site at once.
    expect(await siteOfHost({ app: otherNode }, 'www.lotus.test')).toBe(made.id);

    // As the member site does: the site's details by its host, then the form with its site_id.
    const onLotus = visitor(t, { headers: { host: 'www.lotus.test' }, ip: freshAddress() });
    const { site_id, env_config } = await onLotus.call(SiteDetail, {});
    expect(env_config).toMatchObject({ currencies: ['BRL'], languages: ['my_MM', 'en_US'] });
    const member = await onLotus.send(Register, {
      site_id,
      member_account: 'lotusfan1',
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'BRL',
      agreement: true,
    });
    expect(member.code, member.message).toBe(1000);
    expect(member.data).toMatchObject({ member_account: 'lotusfan1' });

    const audit = (await boss.call(AdminAuditList, { action: 'site_created', target: `site:${made.id}` }))
      .list;
    expect(audit[0]).toMatchObject({ account: 'se-boss', detail: { reason: 'new brand for Myanmar' } });
  });

  it('issue 25, spec §7 /api/template_config: a site just made answers a plain look, not 404', async () => {
    for (const lang of ['my_MM', 'zh_CN']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/template_config',
        headers: { host: 'www.lotus.test', lang },
        payload: { mobileTemplateName: 'H5_2' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        template: 'pc',
        mobile_template: 'H5_2',
        home_sections: expect.arrayContaining(['banner', 'game_halls']),
        hero: { image: '', title: lang === 'zh_CN' ? '莲花会' : 'Lotus Club', subtitle: '' },
      });
      expect(res.json().data.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('refuses a name taken', async () => {
    const again = await boss.send(AdminSiteCreate, lotus({ hosts: ['lotus2.test'] }));
    expect(again.statusCode).toBe(409);
    expect(again.message).toMatch(/^name: /);
  });
});

describe('editing a site', () => {
  const siteId = async () => (await boss.call(AdminSiteList)).list.find((s) => s.name === 'lotus-club')!.id;
  const edit = async (extra: Partial<Input<typeof AdminSiteUpdate>> = {}) => {
    const id = await siteId();
    const now = await boss.call(AdminSiteDetail, { site_id: id });
    return boss.send(AdminSiteUpdate, {
      site_id: id,
      title_en: now.title_en,
      title_zh: now.title_zh,
      hosts: now.hosts,
      public_origin: now.public_origin ?? 'https://www.lotus.test',
      currencies: now.currencies as Input<typeof AdminSiteUpdate>['currencies'],
      languages: now.languages as Input<typeof AdminSiteUpdate>['languages'],
      default_language: now.default_language as Input<typeof AdminSiteUpdate>['default_language'],
      time_zone: now.time_zone,
      captcha_enabled: now.captcha_enabled,
      is_demo: now.is_demo,
      reason: 'rebrand',
      ...extra,
    });
  };

  it('adds a currency with its register and recommend settings, a host and a language; audited', async () => {
    const answer = await edit({
      currencies: ['BRL', 'THB'],
      languages: ['th_TH', 'my_MM', 'en_US'],
      default_language: 'th_TH',
      hosts: ['www.lotus.test', 'lotus.th.test'],
      is_demo: true,
    });
    expect(answer.code, answer.message).toBe(1000);
    const id = await siteId();
    expect(answer.data).toMatchObject({
      hosts: ['lotus.th.test', 'www.lotus.test'],
      currencies: ['BRL', 'THB'],
      languages: ['th_TH', 'my_MM', 'en_US'],
      is_demo: true,
    });
    expect(await siteOfHost({ app: otherNode }, 'lotus.th.test')).toBe(id);
    // The host removed goes back to the default site on this node.
    expect(await siteOfHost(t, 'm.lotus.test')).toBe(1);

    const fields = (await boss.call(AdminRegisterSettingsGet, { site_id: id })).list;
    expect(fields.filter((f) => f.currency === 'THB').map((f) => f.name)).toContain('member_phone');
    const recommend = (await boss.call(AdminRecommendSettingsList, { site_id: id })).list;
    expect(recommend).toEqual(
      expect.arrayContaining([
        { currency: 'THB', is_active: true },
        { currency: 'BRL', is_active: true },
      ]),
    );

    const row = (await boss.call(AdminAuditList, { action: 'site_updated', target: `site:${id}` })).list[0]!;
    expect(row.detail).toMatchObject({
      reason: 'rebrand',
      before: { currencies: ['BRL'], is_demo: false },
      after: { currencies: ['BRL', 'THB'], is_demo: true },
    });
  });

  it('spec §7 site/detail fallback: each host’s static file holds the public detail, rewritten at every change', async () => {
    const file = async (name: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/site-config/${name}` });
      return { status: res.statusCode, cache: res.headers['cache-control'], body: res.body };
    };
    // Only what the call answers (its websocket addresses name the host the file is for).
    const asCalled = async (host: string) => await visitor(t, { headers: { host } }).call(SiteDetail, {});
    for (const host of ['localhost', 'site2.localhost']) {
      const served = await file(`${host}.json`);
      expect([served.status, served.cache], host).toEqual([200, 'no-cache']);
      expect(JSON.parse(served.body), host).toEqual(await asCalled(host));
    }
    expect(JSON.parse((await file('default.json')).body).site_id).toBe(1);

    const now = (await boss.call(AdminSiteDetail, { site_id: await siteId() })).time_zone;
    const changed = now === 'Asia/Bangkok' ? 'Asia/Yangon' : 'Asia/Bangkok';
    expect((await edit({ time_zone: changed, hosts: ['www.lotus.test', 'lotus.th.test'] })).code).toBe(1000);
    await vi.waitFor(async () => {
      const served = JSON.parse((await file('www.lotus.test.json')).body);
      expect(served.env_config.time_zone).toBe(changed);
    });
    expect(JSON.parse((await file('www.lotus.test.json')).body)).toEqual(await asCalled('www.lotus.test'));
    // A host the site gave up keeps no file; nothing outside the files is served there.
    expect((await file('m.lotus.test.json')).status).toBe(404);
    expect((await file('../package.json')).status).toBe(404);
  });

  it('keeps a currency once offered, and refuses another site’s host and other roles', async () => {
    const dropped = await edit({ currencies: ['THB'] });
    expect([dropped.statusCode, dropped.message]).toEqual([
      400,
      'currencies: BRL stays: members may hold money in it',
    ]);
    const taken = await edit({ hosts: ['www.lotus.test', 'localhost'] });
    expect([taken.statusCode, taken.message]).toEqual([409, 'hosts: localhost already serves site 1']);
    const origin = await edit({ public_origin: 'https://lotus.test/pay' });
    expect(fieldErrors(origin)).toMatchObject([{ field: 'public_origin' }]);
    const id = await siteId();
    expect((await helper.send(AdminSiteDetail, { site_id: id })).statusCode).toBe(403);
    const missing = await boss.send(AdminSiteDetail, { site_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect((await boss.call(AdminSiteDetail, { site_id: id })).currencies).toEqual(['BRL', 'THB']);
  });
});
