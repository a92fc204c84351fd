import {
  AdminCustomerServiceSave,
  AdminGameHalls,
  AdminGameHallsSave,
  AdminGameList,
  AdminGameSave,
  AdminProviderDetail,
  AdminProviderSave,
  GameList,
  HotGames,
  SiteDetail,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startTestHouse } from '../test/house-provider';
import { localRedisAvailable, TEST_REDIS_URL } from '../test/local-redis';
import { visitor } from '../test/member-client';
import { staffMember, type Staff } from '../test/staff-token';
import { anotherNode } from '../test/two-nodes';

const redisUp = await localRedisAvailable('read caches across nodes');

/** As `npm start` nodes would keep them if nothing told them of a change: far longer than the wait. */
const READ_CACHE_MS = 60_000;

/**
 * Asks `read` until it answers what `expected` accepts; fails after one second. The answer before the
 * change was read (and so cached) on that node first, so only an invalidation can make this pass.
 */
async function seenWithin1s<T>(read: () => Promise<T>, expected: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const answer = await read();
    if (expected(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(answer)} after 1 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!redisUp)('read caches across nodes (one database, one Redis)', () => {
  let house: Awaited<ReturnType<typeof startTestHouse>>;
  let a: TestApp;
  let b: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    house = await startTestHouse();
    const node = { readCacheMs: READ_CACHE_MS, houseGamesUrl: house.url };
    a = await buildTestApp({ ...node, env: { REDIS_URL: TEST_REDIS_URL } });
    b = await anotherNode(a, node);
    staff = await staffMember(a, 'caches-admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await house?.close();
  });

  const siteDetailOnB = async () => (await visitor(b).call(SiteDetail, { site_id: 1 })).env_config;
  const hotOnB = async () =>
    (await visitor(b).call(HotGames, { site_id: 1, currency: 'RMB' })).list.map((g) => g.game_code);
  const hallsOnB = () => visitor(b).call(GameList, { site_id: 1, currency: 'RMB', support_device: 0 });

  it('shows a site setting saved on node A on node B within a second', async () => {
    const before = await siteDetailOnB();
    const url = 'https://chat.example/across-nodes';
    expect(before.customer_service_url).not.toBe(url);
    await staff.call(AdminCustomerServiceSave, { site_id: 1, url });
    await seenWithin1s(siteDetailOnB, (env) => env.customer_service_url === url);
  });

  it('shows a game staff tag hot on node A in node B’s hot games within a second', async () => {
    expect(await hotOnB()).not.toContain('lucky-ten');
    const [game] = (await staff.call(AdminGameList, { gp_id: 'GPHOUSE', q: 'lucky-ten' })).list;
    const { gp_id, game_code, gt_id, names, demo, sort, tags } = game!;
    const hot = { gp_id, game_code, gt_id, names, demo, sort, tags: [...tags, 'hot'] };
    await staff.call(AdminGameSave, { ...hot, reason: 'hot tonight' });
    await seenWithin1s(hotOnB, (codes) => codes.includes('lucky-ten'));
  });

  it('hides a hall on node B within a second of staff hiding it on node A', async () => {
    expect((await hallsOnB()).map((h) => h.gt_id)).toContain(5);
    const { list } = await staff.call(AdminGameHalls, { site_id: 1 });
    await staff.call(AdminGameHallsSave, {
      site_id: 1,
      halls: list.map((h) => ({
        gt_id: h.gt_id,
        names: h.names as never,
        gt_icon: h.gt_icon,
        gt_icon_active: h.gt_icon_active,
        hidden: h.gt_id === 5,
      })),
      reason: 'lottery closed tonight',
    });
    await seenWithin1s(hallsOnB, (halls) => !halls.some((h) => h.gt_id === 5));
  });

  it('renames a provider in node B’s game lists within a second of the save on node A', async () => {
    const providerNames = async () =>
      new Set((await hallsOnB()).flatMap((h) => h.gp_list.map((p) => p.gp_name)));
    expect(await providerNames()).not.toContain('Arks Tables');
    const house = await staff.call(AdminProviderDetail, { gp_id: 'GPHOUSE' });
    await staff.call(AdminProviderSave, {
      gp_id: 'GPHOUSE',
      name: 'Arks Tables',
      active: house.active,
      reason: 'brand refresh',
    });
    await seenWithin1s(providerNames, (names) => names.has('Arks Tables'));
  });
});
