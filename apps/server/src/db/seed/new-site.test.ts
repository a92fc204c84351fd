import { LANG_CODES } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMigratedTestDatabase } from '../../test/test-database';
import { runSeed } from './index';
import { createSite, SiteTakenError, ZNewSite, type NewSite } from './new-site';

// The clean platform a production start leaves (SEED_DEMO off), then the operator's first site.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ database: createMigratedTestDatabase });
});
afterAll(() => t?.close());

const lotus = ZNewSite.parse({
  name: 'lotus',
  title: 'Lotus Club',
  hosts: ['www.lotus.example', 'm.lotus.example'],
  currencies: ['THB', 'USD'],
  languages: ['th_TH', 'en_US'],
  timeZone: 'Asia/Bangkok',
});

const count = async (table: string) =>
  (await t.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

const detail = (host: string) =>
  t.app.inject({ method: 'POST', url: '/api/arks/web/site/detail', payload: {}, headers: { host } });

describe('a clean platform (SEED_DEMO off)', () => {
  it('seeds the house games and no site, so no host is served', async () => {
    const applied = await runSeed(t.db, { demo: false, sandboxChannels: false });
    expect(applied.every((key) => key.startsWith('games:'))).toBe(true);
    expect(await count('sites')).toBe(0);
    expect(await count('content_banners')).toBe(0);
    expect(await count('deposit_channels')).toBe(0);
    expect(await count('sign_in_campaigns')).toBe(0);
    expect(await count('red_envelope_promotions')).toBe(0);
    expect((await detail('localhost:3000')).json().code).toBe(4004);
  });

  it('site:create makes a live site 1 with its hosts, settings, agreement and info pages, and nothing invented', async () => {
    expect(await createSite(t.db, lotus)).toEqual({ id: 1 });

    const body = (await detail('m.lotus.example')).json();
    expect(body.code).toBe(1000);
    expect(body.data.env_config).toMatchObject({
      site_id: 1,
      site_name: 'lotus',
      currencies: ['THB', 'USD'],
      languages: ['th_TH', 'en_US'],
      default_language: 'th_TH',
    });
    const { rows } = await t.pool.query(`select public_origin, time_zone, is_demo from sites where id = 1`);
    expect(rows).toEqual([
      { public_origin: 'https://www.lotus.example', time_zone: 'Asia/Bangkok', is_demo: false },
    ]);
    expect(await count('register_settings')).toBeGreaterThan(0);
    expect(await count('service_agreements')).toBe(LANG_CODES.length);
    expect(await count('info_pages')).toBeGreaterThan(0);
    expect(await count('footer_sections')).toBeGreaterThan(0);
    // What an operator brings themselves is not made up for them.
    for (const table of [
      'site_logos',
      'content_banners',
      'content_marquee',
      'deposit_channels',
      'route_redirects',
      'sign_in_campaigns',
      'red_envelope_promotions',
    ]) {
      expect(await count(table), table).toBe(0);
    }
  });

  it('writes the pages it makes in every language, naming the site by its title', async () => {
    const about = async (lang: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/arks/web/info-pages/detail',
          payload: { kind: 'main', id: 3 },
          headers: { host: 'www.lotus.example', lang },
        })
      ).json().data as { title: string; content: string };
    expect(await about('th_TH')).toMatchObject({
      title: 'เกี่ยวกับเรา',
      content: expect.stringContaining('Lotus Club'),
    });
    expect(await about('ko_KR')).toMatchObject({
      title: '회사 소개',
      content: expect.stringContaining('Lotus Club'),
    });
    expect((await about('bn_BD')).title).toBe('আমাদের সম্পর্কে');
  });

  it('refuses a taken name or host, leaving nothing behind', async () => {
    const before = await count('sites');
    const again = (change: Partial<NewSite>) => createSite(t.db, { ...lotus, name: 'orchid', ...change });
    await expect(again({ name: 'lotus', hosts: ['new.example'] })).rejects.toThrow(/name: "lotus" is site 1/);
    await expect(again({ hosts: ['new.example', 'www.lotus.example'] })).rejects.toThrow(
      /host: www.lotus.example already serves site 1/,
    );
    expect(await count('sites')).toBe(before);
    expect((await t.pool.query(`select 1 from site_hosts where host = 'new.example'`)).rowCount).toBe(0);
  });

  it('lets one of two creations racing for the same host win', async () => {
    const race = await Promise.allSettled(
      ['one', 'two', 'three'].map((name) => createSite(t.db, { ...lotus, name, hosts: ['race.example'] })),
    );
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = race.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(lost.every((err) => err instanceof SiteTakenError)).toBe(true);
  });

  it('switching the demo on later never merges a demo brand into the operator’s sites on its ids', async () => {
    // The operator's sites now hold ids 1 and 2, the demo brands' fixed ids: both brands stay out.
    const before = await t.pool.query(`select id, name from sites order by id`);
    expect(before.rows.map((row) => row.id)).toEqual([1, 2]);
    await runSeed(t.db, { demo: true, sandboxChannels: false });
    expect((await t.pool.query(`select id, name from sites order by id`)).rows).toEqual(before.rows);
    const hosts = await t.pool.query(`select host from site_hosts where site_id = 1 order by host`);
    expect(hosts.rows.map((row) => row.host)).toEqual(['m.lotus.example', 'www.lotus.example']);
    for (const table of [
      'site_logos',
      'content_banners',
      'deposit_channels',
      'sign_in_campaigns',
      'red_envelope_promotions',
    ]) {
      expect(await count(table), table).toBe(0);
    }
    // The next site still gets a fresh id.
    expect(await createSite(t.db, { ...lotus, name: 'later', hosts: ['later.example'] })).toEqual({ id: 3 });
  });
});

describe('site:create input', () => {
  it('names the field that is wrong', () => {
    const wrong = (change: Record<string, unknown>) =>
      ZNewSite.safeParse({ ...lotus, ...change }).error?.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    expect(wrong({ name: 'Lotus Club' })).toEqual(['name: 3-40 of a-z, 0-9 and -']);
    expect(wrong({ hosts: ['https://www.lotus.example'] })).toEqual([
      'hosts.0: a host name without scheme or port',
    ]);
    expect(wrong({ currencies: ['EUR'] })?.[0]).toMatch(/^currencies.0: .*RMB/);
    expect(wrong({ defaultLanguage: 'vi_VN' })).toEqual([
      'defaultLanguage: must be one of the site’s languages',
    ]);
    expect(wrong({ timeZone: 'Mars/Olympus' })).toEqual(['timeZone: an IANA zone such as Asia/Bangkok']);
    expect(wrong({ origin: 'https://www.lotus.example/pay' })).toEqual([
      'origin: scheme, host and port only, no path',
    ]);
    expect(wrong({ hosts: ['a.example', 'a.example'] })).toEqual(['hosts: a host listed twice']);
  });
});
