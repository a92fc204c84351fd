import { FavoriteStore, GamePlay, GameSearch, LastPlayingGame } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { registeredMember, visitor, type Member } from '../../../test/member-client';

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

let catalogMember: Promise<Member> | undefined;
/** The one member of this file, registered by whichever test needs it first. */
const member = () =>
  (catalogMember ??= registeredMember(t, { member_account: 'catalog01' }, { ip: '10.8.0.1' }));

describe('game catalogue', () => {
  it('lists the site’s halls in its order, each with the providers that bring games to it', async () => {
    const body = await post('/api/v3/game_list', { site_id: 1, currency: 'RMB', support_device: 0 });
    expect(body.code).toBe(1000);
    expect(body.data.map((h: { gt_id: number }) => h.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(body.data[0].gp_list).toEqual([{ gp_id: 'GPHOUSE', gp_name: 'Arks House Games', game_count: 1 }]);
    expect(body.data[2].gp_list).toEqual([]);
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
    const halls = (await post('/api/v3/game_list', { site_id: 1, currency: 'RMB' })).data;
    expect(halls.flatMap((h: { gp_list: unknown[] }) => h.gp_list)).toEqual([]);
    await t.db.execute(sql`update game_providers set active = true where gp_id = 'GPHOUSE'`);
    await t.db.execute(sql`update games set currencies = null, devices = null`);
  });

  it('keeps a member’s favourites and marks them in every list', async () => {
    const m = await member();
    const all = (await visitor(t).call(GameSearch, { site_id: 1, currency: 'RMB' })).list;
    const slot = all.find((g) => g.game_code === 'koi-reels')!;
    const stored = await m.call(FavoriteStore, { data: [{ game_id: slot.id, status: 1 }] });
    expect(stored.list.map((g) => g.id)).toEqual([slot.id]);
    const koi = { site_id: 1, currency: 'RMB', q: 'koi' };
    const marked = await m.call(GameSearch, koi);
    expect(marked.list[0]?.member_favorite).toBe(1);
    expect((await visitor(t).call(GameSearch, koi)).list[0]?.member_favorite).toBe(0);
    await m.send(FavoriteStore, { data: [{ game_id: slot.id, status: 0 }] });
    expect((await m.call(GameSearch, koi)).list[0]?.member_favorite).toBe(0);
  });

  it('lists the games a member played last, newest first', async () => {
    const m = await member();
    for (const game_code of ['lucky-ten', 'koi-reels'])
      await m.call(GamePlay, {
        gp_id: 'GPHOUSE',
        game_type: 2,
        game_code,
        lobby_url: 'http://localhost/close',
      });
    const last = await m.call(LastPlayingGame);
    expect(last.list.map((g) => g.game_code)).toEqual(['koi-reels', 'lucky-ten']);
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

  it("returns a demo game to the site's public origin, whatever Host the caller sends", async () => {
    const demo = { site_id: 1, currency: 'RMB', device: 0, gp_id: 'GPHOUSE', game_code: 'koi-reels' };
    const lobbyOf = async (gameUrl: string) => {
      const token = new URL(gameUrl).hash.slice('#t='.length);
      const session = await fetch(`${house.url}/play-api/session`, { headers: { 'x-launch-token': token } });
      return ((await session.json()) as { data: { lobby_url: string | null } }).data.lobby_url;
    };
    const forged = { 'x-forwarded-host': 'evil.example', host: 'localhost' };
    const played = await post('/api/demo/play', demo, forged);
    expect(played.code).toBe(1000);
    const [site] = (await t.db.execute(sql`select public_origin from sites where id = 1`)).rows as [
      { public_origin: string },
    ];
    expect(await lobbyOf(played.data.game_url)).toBe(`${site.public_origin}/close`);

    // A site with no public origin builds no lobby from headers: the client must name one.
    await t.db.execute(sql`update sites set public_origin = null where id = 1`);
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/demo/play',
        payload: demo,
        headers: forged,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/lobby_url/);
    } finally {
      await t.db.execute(sql`update sites set public_origin = ${site.public_origin} where id = 1`);
    }
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
