import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startTestHouse } from '../../test/house-provider';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, houseGamesUrl: house.url });
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload, headers })).json();

async function memberToken(account = 'catalog01', ip = '10.8.0.1'): Promise<string> {
  const reg = await post(
    '/api/register',
    {
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: '张三',
      withdraw_password: '1234',
      agreement: true,
    },
    { 'x-forwarded-for': ip },
  );
  return reg.data.token as string;
}

describe('game catalogue', () => {
  it('lists halls with their providers from the database', async () => {
    const body = await post('/api/v3/game_list', { site_id: 1, currency: 'RMB', support_device: 0 });
    expect(body.code).toBe(1000);
    expect(body.data.map((h: { gt_id: number }) => h.gt_id)).toEqual([2, 3, 5, 6]);
    expect(body.data[0].gp_list).toEqual([{ gp_id: 'GPHOUSE', gp_name: 'Arks House Games', game_count: 1 }]);
  });

  it('answers a hall with its tabs, games by tag, hot games and names in the asked language', async () => {
    const labels = await post('/api/v2/game_label', {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      game_type_id: 2,
    });
    expect(labels.data.main.map((g: { game_code: string }) => g.game_code)).toEqual(['koi-reels']);
    expect(labels.data.list.map((l: { tag: string }) => l.tag)).toEqual(['hot', 'new']);
    const hot = await post(
      '/api/arks/web/member-games/hot-games',
      { site_id: 1, currency: 'RMB' },
      { lang: 'zh_CN' },
    );
    expect(hot.data.list.map((g: { game_name: string }) => g.game_name)).toEqual(['锦鲤转轴', '百家乐']);
    const tagged = await post('/api/v2/get_tag_game_list', {
      site_id: 1,
      currency: 'RMB',
      support_device: 1,
      tag: 'new',
    });
    expect(tagged.data.info).toHaveLength(3);
  });

  it('answers the template list hall by hall, in catalogue order, with names in the asked language', async () => {
    const body = await post(
      '/api/v2/get_template_game_list',
      { site_id: 1, currency: 'RMB', support_device: 0 },
      { lang: 'zh_CN' },
    );
    expect(body.code).toBe(1000);
    const info = body.data.info as { gt_id: number; game_list: { game_code: string; game_name: string }[] }[];
    expect(info.map((h) => h.gt_id)).toEqual([2, 3, 5, 6]);
    expect(info[0]!.game_list.map((g) => g.game_code)).toEqual(['koi-reels']);
    expect(info[0]!.game_list[0]!.game_name).toBe('锦鲤转轴');
    const bad = await post('/api/v2/get_template_game_list', { site_id: 1, support_device: 0 });
    expect(bad.code).toBe(400);
  });

  it('searches by name in any language, provider and tag, with paging', async () => {
    const byName = await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', q: '百家' });
    expect(byName.data).toMatchObject({ total: 1, list: [{ game_code: 'punto-banco' }] });
    const paged = await post('/api/v2/game_search', {
      site_id: 1,
      currency: 'RMB',
      gp_id: 'GPHOUSE',
      page_size: 2,
    });
    expect(paged.data.total).toBe(4);
    expect(paged.data.list).toHaveLength(2);
    expect((await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', q: '%' })).data.total).toBe(0);
  });

  it('hides games not offered for a currency, device or inactive provider', async () => {
    await t.db.execute(sql`update games set currencies = '{USD}' where game_code = 'lucky-ten'`);
    await t.db.execute(sql`update games set devices = '{0}' where game_code = 'punto-banco'`);
    const mobile = await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', support_device: 1 });
    expect(mobile.data.list.map((g: { game_code: string }) => g.game_code)).toEqual([
      'koi-reels',
      'royal-21',
    ]);
    await t.db.execute(sql`update game_providers set active = false where gp_id = 'GPHOUSE'`);
    expect((await post('/api/v3/game_list', { site_id: 1, currency: 'RMB' })).data).toEqual([]);
    await t.db.execute(sql`update game_providers set active = true where gp_id = 'GPHOUSE'`);
    await t.db.execute(sql`update games set currencies = null, devices = null`);
  });

  it('keeps a member’s favourites and marks them in every list', async () => {
    const token = await memberToken();
    const auth = { authorization: `Bearer ${token}` };
    const all = (await post('/api/v2/game_search', { site_id: 1, currency: 'RMB' })).data.list;
    const slot = all.find((g: { game_code: string }) => g.game_code === 'koi-reels');
    const stored = await post(
      '/api/arks/web/member-games/favorite/store',
      { data: [{ game_id: slot.id, status: 1 }] },
      auth,
    );
    expect(stored.data.list.map((g: { id: number }) => g.id)).toEqual([slot.id]);
    const marked = await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', q: 'koi' }, auth);
    expect(marked.data.list[0].member_favorite).toBe(1);
    expect(
      (await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', q: 'koi' })).data.list[0]
        .member_favorite,
    ).toBe(0);
    await post(
      '/api/arks/web/member-games/favorite/store',
      { data: [{ game_id: slot.id, status: 0 }] },
      auth,
    );
    expect(
      (await post('/api/v2/game_search', { site_id: 1, currency: 'RMB', q: 'koi' }, auth)).data.list[0]
        .member_favorite,
    ).toBe(0);
  });

  it('lists the games a member played last, newest first', async () => {
    const token = await memberToken().catch(() => '');
    const login =
      token ||
      (await post('/api/login', { site_id: 1, account: 'catalog01', password: 'abc123' })).data?.token;
    const auth = { authorization: `Bearer ${login}` };
    for (const game_code of ['lucky-ten', 'koi-reels']) {
      const res = await post(
        '/api/member/game/play1',
        { gp_id: 'GPHOUSE', game_type: 2, game_code, lobby_url: 'http://localhost/close' },
        auth,
      );
      expect(res.code, res.message).toBe(1000);
    }
    const last = await post('/api/arks/web/member-games/last-playing-game', {}, auth);
    expect(last.data.list.map((g: { game_code: string }) => g.game_code)).toEqual(['koi-reels', 'lucky-ten']);
  });
});

describe('demo play', () => {
  it('lists demo halls and games and launches a game with pretend money, no login needed', async () => {
    const halls = await post('/api/demo/gt_games', { site_id: 1, support_device: 0, currency: 'RMB' });
    expect(halls.data.data.map((h: { gt_id: number }) => h.gt_id)).toEqual([2, 3, 5, 6]);
    const games = await post('/api/demo/gp_games', {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPHOUSE',
      game_type_id: 2,
    });
    expect(games.data.data.map((g: { game_code: string }) => g.game_code)).toEqual(['koi-reels']);
    const played = await post('/api/demo/play', {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPHOUSE',
      game_type: 2,
      game_code: 'koi-reels',
    });
    expect(played.code).toBe(1000);
    const token = new URL(played.data.game_url).hash.slice('#t='.length);
    const session = await fetch(`${house.url}/play-api/session`, { headers: { 'x-launch-token': token } });
    expect(((await session.json()) as { data: { demo: boolean } }).data.demo).toBe(true);
  });

  it('refuses a game that is not marked for demo play', async () => {
    await t.db.execute(sql`update games set demo = false where game_code = 'lucky-ten'`);
    const refused = await post('/api/demo/play', {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPHOUSE',
      game_code: 'lucky-ten',
    });
    expect(refused.code).toBe(400);
    await t.db.execute(sql`update games set demo = true where game_code = 'lucky-ten'`);
  });
});
