import { LANG_CODES } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { registeredMember } from '../../../test/member-client';
import { staffToken } from '../../../test/staff-token';
import { HALL_DEFAULT_NAMES } from './hall-defaults';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let admin: string;
let content: string;
let support: string;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, houseGamesUrl: house.url });
  admin = await staffToken(t, 'halls-admin', 'admin');
  content = await staffToken(t, 'halls-content', 'content');
  support = await staffToken(t, 'halls-support', 'support');
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) ArksApp/iosStore';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) ArksApp/android';

type Hall = {
  gt_id: number;
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: { gp_id: string }[];
};
type Game = { gp_id: string; game_code: string; gt_id: number; open_mode: string; gp_gt_name: string };

const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload, headers })).json();
const gameList = async (siteId = 1, headers: Record<string, string> = {}) =>
  (await post('/api/v3/game_list', { site_id: siteId, currency: 'RMB', support_device: 0 }, headers))
    .data as Hall[];
const staffCall = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${token}` } });

/** The site's halls as the console reads them, ready to send back. */
async function consoleHalls(siteId: number) {
  const res = await staffCall('GET', `/sites/${siteId}/game-halls`, content);
  expect(res.json().code, res.body).toBe(1000);
  return (res.json().data.list as (Hall & { names: Record<string, string>; hidden: boolean })[]).map((h) => ({
    gt_id: h.gt_id,
    names: h.names,
    gt_icon: h.gt_icon,
    gt_icon_active: h.gt_icon_active,
    hidden: h.hidden,
  }));
}
const saveHalls = (siteId: number, halls: object[], token = content) =>
  staffCall('PUT', `/sites/${siteId}/game-halls`, token, { halls, reason: 'hall upkeep' });

describe('spec §3 game type (gt_id, gt_name, gt_icon, gt_icon_active, gp_list) from the server', () => {
  it('spec §3: every site starts with the eight halls in gt_id order, named in all 11 languages, with the bundled icons', async () => {
    const halls = await gameList(1, { lang: 'en_US' });
    expect(halls.map((h) => h.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(halls[0]).toMatchObject({ gt_name: 'Slots', gt_icon: 'bundled:2', gt_icon_active: 'bundled:2' });
    const zh = (await post('/api/v3/game_list', { site_id: 1, currency: 'RMB' }, { lang: 'zh_CN' }))
      .data as Hall[];
    expect(zh[1]!.gt_name).toBe('真人视讯');
    for (const names of Object.values(HALL_DEFAULT_NAMES)) {
      expect(Object.keys(names).sort()).toEqual([...LANG_CODES].sort());
      expect(Object.values(names).every((n) => n.trim().length > 0)).toBe(true);
    }
  });

  it('spec §3: a rename and a new order in the console are what the member call answers, on that site only', async () => {
    const halls = await consoleHalls(2);
    const live = halls.find((h) => h.gt_id === 3)!;
    const renamed = { ...live, names: { ...live.names, en_US: 'Live Dealers', zh_CN: '真人荷官' } };
    const reordered = [renamed, ...halls.filter((h) => h.gt_id !== 3)];
    const saved = await saveHalls(2, reordered);
    expect(saved.json().code, saved.body).toBe(1000);

    const member = await gameList(2);
    expect(member.map((h) => h.gt_id)).toEqual([3, 2, 4, 5, 6, 7, 8, 9]);
    expect(member[0]!.gt_name).toBe('Live Dealers');
    // Another site keeps its own halls.
    expect((await gameList(1)).map((h) => h.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'game_halls_save'));
    expect(audit.map((a) => a.target)).toContain('site:2');
  });

  it('spec §3: a hall staff hide is absent from the member list, and its games from every list', async () => {
    const halls = await consoleHalls(1);
    const saved = await saveHalls(
      1,
      halls.map((h) => (h.gt_id === 5 ? { ...h, hidden: true } : h)),
    );
    expect(saved.json().code, saved.body).toBe(1000);
    expect((await gameList(1)).map((h) => h.gt_id)).not.toContain(5);
    const search = await post('/api/v2/game_search', { site_id: 1, currency: 'RMB' });
    expect(search.data.list.map((g: Game) => g.gt_id)).not.toContain(5);
    // Shown again for the rest of the file.
    await saveHalls(1, halls);
    expect((await gameList(1)).map((h) => h.gt_id)).toContain(5);
  });

  it('spec §3: bad hall input is a 400 naming the field, and only content staff or admins may save', async () => {
    const halls = await consoleHalls(1);
    const cases: [object[], string][] = [
      [halls.slice(1), 'halls'],
      [[halls[0]!, ...halls.slice(0, 7)], 'halls'],
      [halls.map((h, i) => (i ? h : { ...h, names: { en_US: 'Only English' } })), 'names'],
      [halls.map((h, i) => (i ? h : { ...h, gt_icon: 'https://elsewhere.example/icon.png' })), 'gt_icon'],
      [halls.map((h, i) => (i ? h : { ...h, gt_icon_active: 'bundled:12' })), 'gt_icon_active'],
    ];
    for (const [payload, field] of cases) {
      const res = await saveHalls(1, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(`${field}:`);
    }
    expect((await saveHalls(1, halls, support)).statusCode).toBe(403);
    expect((await saveHalls(99, halls, admin)).statusCode).toBe(404);
  });
});

describe('spec §6 demo providers and platform provider lists, per site', () => {
  const lists = async (siteId: number) =>
    (await staffCall('GET', `/sites/${siteId}/game-provider-lists`, admin)).json().data;
  const saveLists = (siteId: number, payload: object, token = admin) =>
    staffCall('PUT', `/sites/${siteId}/game-provider-lists`, token, { reason: 'platform lists', ...payload });

  it("spec §6: the lists start as the spec's (GPR8, GPJD, GPFC, GPJL; GPPT… on ios, GPOG on android; GPAB… second list)", async () => {
    expect(await lists(1)).toEqual({
      demo: ['GPR8', 'GPJD', 'GPFC', 'GPJL', 'GPHOUSE'],
      ios_blocked: ['GPPT', 'GPPT2', 'GPPL', 'GPNE', 'GPNBB'],
      android_blocked: ['GPOG'],
      ios_outside: ['GPAB', 'GPCQ', 'GPCQ2', 'GPLE', 'GPLE2'],
      android_outside: ['GPAB', 'GPCQ', 'GPCQ2'],
    });
  });

  it('spec §6 demo games limited to a few providers: a provider off the demo list has no demo halls, games or play', async () => {
    const before = await lists(1);
    const demoHalls = async () =>
      (await post('/api/demo/gt_games', { site_id: 1, support_device: 0, currency: 'RMB' })).data
        .data as Hall[];
    expect((await demoHalls()).map((h) => h.gt_id)).toEqual([2, 3, 5, 6]);
    const saved = await saveLists(1, { ...before, demo: ['GPR8', 'GPJD', 'GPFC', 'GPJL'] });
    expect(saved.json().code, saved.body).toBe(1000);
    expect(await demoHalls()).toEqual([]);
    const games = await post('/api/demo/gp_games', { site_id: 1, currency: 'RMB', gp_id: 'GPHOUSE' });
    expect(games.data.data).toEqual([]);
    const played = await post('/api/demo/play', {
      site_id: 1,
      currency: 'RMB',
      gp_id: 'GPHOUSE',
      game_code: 'koi-reels',
      lobby_url: 'http://localhost/close',
    });
    expect(played.code).not.toBe(1000);
    // Other sites keep the spec's list, the house provider on it.
    expect(
      (await post('/api/demo/gt_games', { site_id: 2, currency: 'RMB' })).data.data.length,
    ).toBeGreaterThan(0);
    await saveLists(1, before);
    expect((await demoHalls()).map((h) => h.gt_id)).toEqual([2, 3, 5, 6]);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'game_provider_lists_save'));
    expect(audit.map((a) => a.target)).toContain('site:1');
  });

  it('spec §6 platform lists: a provider blocked on ios is not listed or launched in the iOS app, and stays on the web and android', async () => {
    const before = await lists(1);
    await saveLists(1, { ...before, ios_blocked: [...before.ios_blocked, 'GPHOUSE'] });
    const providersOn = async (headers: Record<string, string>) =>
      (await gameList(1, headers)).flatMap((h) => h.gp_list.map((p) => p.gp_id));
    expect(await providersOn({ 'user-agent': IOS })).toEqual([]);
    expect(await providersOn({ 'user-agent': ANDROID })).toContain('GPHOUSE');
    expect(await providersOn({})).toContain('GPHOUSE');

    const m = await registeredMember(t, { member_account: 'hallsios01' });
    const launch = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/game/play1',
        payload: {
          gp_id: 'GPHOUSE',
          game_type: 2,
          game_code: 'koi-reels',
          lobby_url: 'http://localhost/close',
        },
        headers: { authorization: `Bearer ${m.token}`, 'user-agent': ua },
      });
    const refused = (await launch(IOS)).json();
    expect(refused.code).toBe(400);
    // The words of the spec's client refusal r88close_msg (site 1 answers in zh_CN), now that the
    // server holds the list.
    expect(refused.message).toBe('该游戏在App内暂不开放，请在网页版进行游戏。');
    expect((await launch(ANDROID)).json().code).toBe(1000);
    await saveLists(1, before);
    expect(await providersOn({ 'user-agent': IOS })).toContain('GPHOUSE');
  });

  it('spec §6 second platform list (our reading): its providers’ games open by redirect in that app only', async () => {
    const before = await lists(1);
    await saveLists(1, { ...before, android_outside: ['GPHOUSE'] });
    const modes = async (ua: string) =>
      (
        await post('/api/v2/game_search', { site_id: 1, currency: 'RMB' }, { 'user-agent': ua })
      ).data.list.map((g: Game) => g.open_mode);
    expect(new Set(await modes(ANDROID))).toEqual(new Set(['redirect']));
    expect(await modes(IOS)).not.toContain('redirect');
    expect(await modes('Mozilla/5.0')).not.toContain('redirect');
    await saveLists(1, before);
  });

  it('spec §6: bad list input is a 400 naming the list, and only admins may change the lists', async () => {
    const before = await lists(1);
    const bad = await saveLists(1, { ...before, ios_blocked: ['gp pt'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ios_blocked:');
    expect((await saveLists(1, before, content)).statusCode).toBe(403);
    expect((await staffCall('GET', '/sites/1/game-provider-lists', support)).statusCode).toBe(403);
  });
});
