import { AdminContentImageUpload, AdminGameSave, STAFF_ROLES, staffMayCall } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { solidPng } from '../../../test/png';
import { staffToken } from '../../../test/staff-token';

/** The catalogue screens of the console: content staff keep it, and the member site follows. */
let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let content: string;
let finance: string;
let support: string;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ houseGamesUrl: house.url });
  content = await staffToken(t, 'cc-content', 'content');
  finance = await staffToken(t, 'cc-finance', 'finance');
  support = await staffToken(t, 'cc-support', 'support');
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, token = content, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const gameList = async (query: string) => (await admin('GET', `/games?${query}`)).json().data;
/** The slot hall of site 1 as the member site lists it on a device: game code -> shown name. */
const memberHall = async (device: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/game_label',
    payload: { site_id: 1, currency: 'RMB', device, gp_id: 'GPHOUSE', game_type_id: 2 },
  });
  const games = res.json().data.main as { game_code: string; game_name: string }[];
  return Object.fromEntries(games.map((g) => [g.game_code, g.game_name]));
};

describe('the catalogue in the console', () => {
  it('content staff find games by name in any language, code, provider and tag, sorted by the server', async () => {
    const all = await gameList('gp_id=GPHOUSE&sort=game_code&order=desc&page_size=100');
    expect(all.total).toBeGreaterThan(1);
    const codes = all.list.map((g: { game_code: string }) => g.game_code);
    expect(codes).toEqual([...codes].sort().reverse());
    const koi = all.list.find((g: { game_code: string }) => g.game_code === 'koi-reels');
    expect((await gameList('q=koi-re')).list.map((g: { id: number }) => g.id)).toContain(koi.id);
    const zhName = koi.names.zh_CN as string;
    expect(
      (await gameList(`q=${encodeURIComponent(zhName)}`)).list.map((g: { id: number }) => g.id),
    ).toContain(koi.id);
    const page = await gameList('gp_id=GPHOUSE&page=2&page_size=1&sort=id');
    expect(page.list).toHaveLength(1);
    expect(page.total).toBe(all.total);
    expect((await admin('GET', `/games/${koi.id}`)).json().data.game_code).toBe('koi-reels');
    expect((await admin('GET', '/games/999999')).statusCode).toBe(404);
  });

  it('a rename and a device taken away reach the member site, audited with before, after and reason', async () => {
    const before = await memberHall(1);
    expect(before['koi-reels']).toBeDefined();
    const koi = (await gameList('q=koi-reels')).list[0];
    const saved = await admin('PUT', '/games/GPHOUSE/koi-reels', content, {
      gt_id: koi.gt_id,
      names: { ...koi.names, zh_CN: '锦鲤转轴新版' },
      icon_light: '/icons/koi.png',
      tags: ['hot'],
      sort: koi.sort,
      demo: koi.demo,
      devices: [0, 2],
      reason: 'new artwork and name',
    });
    expect(saved.json().code, saved.json().message).toBe(1000);
    expect((await memberHall(0))['koi-reels']).toBe('锦鲤转轴新版');
    expect((await memberHall(1))['koi-reels']).toBeUndefined();
    expect((await gameList('device=1&gp_id=GPHOUSE')).list.map((g: { id: number }) => g.id)).not.toContain(
      koi.id,
    );
    expect((await gameList('tag=hot&device=2')).list.map((g: { id: number }) => g.id)).toContain(koi.id);

    const rows = await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'game:GPHOUSE:koi-reels'));
    expect(rows.at(-1)!.detail).toMatchObject({
      reason: 'new artwork and name',
      before: { devices: koi.devices, names: { zh_CN: koi.names.zh_CN } },
      after: { devices: [0, 2], names: { zh_CN: '锦鲤转轴新版' } },
    });
  });

  it('a game kept to another site leaves this site’s hall', async () => {
    const royal = (await gameList('q=royal-21')).list[0];
    const hall = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/game_list',
        payload: { site_id: 1, currency: 'RMB', support_device: 0 },
      });
      return JSON.stringify(res.json().data);
    };
    const count = (s: string) => (s.match(/"game_count":(\d+)/g) ?? []).join();
    const was = count(await hall());
    await admin('PUT', '/games/GPHOUSE/royal-21', content, {
      gt_id: royal.gt_id,
      names: royal.names,
      site_ids: [2],
      reason: 'site 2 only',
    });
    expect(count(await hall())).not.toBe(was);
    expect((await gameList('site_id=1&q=royal-21')).total).toBe(0);
    expect((await gameList('site_id=2&q=royal-21')).total).toBe(1);
  });

  it('whoever may keep the catalogue uploads a game icon, and the member hall serves it; others may not', async () => {
    // The icon upload is the content picture store's call: every role that saves games must reach it.
    for (const role of STAFF_ROLES) {
      if (staffMayCall(role, AdminGameSave))
        expect(staffMayCall(role, AdminContentImageUpload), role).toBe(true);
    }
    const png = solidPng(120, 90, [30, 140, 90]);
    const data_base64 = png.toString('base64');
    for (const token of [finance, support]) {
      expect((await admin('POST', '/content/images', token, { data_base64 })).statusCode).toBe(403);
    }
    const uploaded = await admin('POST', '/content/images', content, { data_base64 });
    expect(uploaded.json().code, uploaded.body).toBe(1000);
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);

    const game = (await gameList('q=punto-banco')).list[0];
    const save = (token: string) =>
      admin('PUT', `/games/GPHOUSE/${game.game_code}`, token, {
        gt_id: game.gt_id,
        names: game.names,
        icon_light: url,
        tags: game.tags,
        sort: game.sort,
        demo: game.demo,
        devices: game.devices,
        site_ids: game.site_ids,
        currencies: game.currencies,
        reason: 'uploaded icon',
      });
    expect((await save(finance)).statusCode).toBe(403);
    expect((await save(content)).json().code).toBe(1000);

    const hall = await t.app.inject({
      method: 'POST',
      url: '/api/v2/game_label',
      payload: { site_id: 1, currency: 'RMB', device: 0, gp_id: 'GPHOUSE', game_type_id: game.gt_id },
    });
    const shown = (hall.json().data.main as { game_code: string; icon_light: string | null }[]).find(
      (g) => g.game_code === game.game_code,
    );
    expect(shown?.icon_light).toBe(url);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses other roles and bad input, naming the field', async () => {
    expect((await admin('GET', '/games', finance)).statusCode).toBe(403);
    const base = { gt_id: 2, names: { en_US: 'Koi' }, reason: 'x' };
    const cases: [object, string][] = [
      [{ reason: undefined }, 'reason'],
      [{ icon_light: 'http://cdn.test/koi.png' }, 'icon_light'],
      [{ icon_light: '//cdn.test/koi.png' }, 'icon_light'],
      [{ devices: [] }, 'devices'],
      [{ names: { en_US: 'Koi', xx_XX: 'K' } }, 'names'],
    ];
    for (const [extra, field] of cases) {
      const res = await admin('PUT', '/games/GPHOUSE/koi-reels', content, { ...base, ...extra });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    const badList = await admin('GET', '/games?sort=names');
    expect(badList.statusCode).toBe(400);
    expect(JSON.stringify(badList.json())).toContain('sort');
  });
});
