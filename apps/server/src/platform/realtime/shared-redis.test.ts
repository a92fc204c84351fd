import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisPrefix } from '../../config';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { localRedisAvailable, TEST_REDIS_URL } from '../../test/local-redis';
import { client, closeClients, memberSocket, next, subscribe } from '../../test/realtime-client';
import { anotherNode } from '../../test/two-nodes';

const redisUp = await localRedisAvailable('two deployments on one Redis');

/** A member of site 1 with this id in this deployment's database, and a session of theirs. */
async function memberWithId(t: TestApp, id: number) {
  await t.db
    .insert(members)
    .values({ id, siteId: 1, account: `shared_${id}`, passwordHash: 'x', currency: 'RMB' });
  const { token } = await t.app.sessions.issue({ memberId: id, siteId: 1, currency: 'RMB' });
  return { id, token };
}

/** Whether no `event` reaches the socket within half a second. */
const nothingHeard = async (socket: Awaited<ReturnType<typeof client>>, event: string) =>
  (await next(socket, event, 500)) === null;

describe.skipIf(!redisUp)('two deployments on one Redis', () => {
  // Deployment one has two nodes on its database; deployment two one node on another database. None
  // sets REDIS_PREFIX: each takes the default, named after its database.
  let one: TestApp;
  let oneB: TestApp;
  let two: TestApp;
  const id = 700_000 + Math.floor(Math.random() * 100_000);
  beforeAll(async () => {
    const env = { env: { REDIS_URL: TEST_REDIS_URL } };
    [one, two] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
    oneB = await anotherNode(one);
    await Promise.all([one, oneB, two].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
  });
  afterAll(async () => {
    closeClients();
    await oneB?.close();
    await Promise.all([one?.close(), two?.close()]);
  });

  it('keys each deployment by its own database unless REDIS_PREFIX says otherwise', () => {
    expect(redisPrefix(one.config)).toMatch(/^arks:test_[0-9a-f]+:$/);
    expect(redisPrefix(two.config)).toMatch(/^arks:test_[0-9a-f]+:$/);
    expect(redisPrefix(one.config)).not.toBe(redisPrefix(two.config));
    expect(redisPrefix({ ...one.config, REDIS_PREFIX: 'brand-a:' })).toBe('brand-a:');
  });

  it('delivers a member’s events within their deployment only, to the member of the same id elsewhere never', async () => {
    const [inOne, inTwo] = await Promise.all([memberWithId(one, id), memberWithId(two, id)]);
    // Connected to the other node of deployment one, so the event must cross Redis to reach it.
    const [listenerOne, listenerTwo] = await Promise.all([
      memberSocket(oneB, inOne),
      memberSocket(two, inTwo),
    ]);

    const heardInOne = next(listenerOne, 'member.cash');
    const leakedToTwo = nothingHeard(listenerTwo, 'member.cash');
    // The wallet's own path: a balance change becomes member.cash with the ledger's balance.
    one.app.events.publish('member.balance_changed', { memberId: id, siteId: 1, currency: 'RMB' });
    await expect(heardInOne).resolves.toEqual([`member.${id}`, { cash: '0.00', currency: 'RMB' }]);
    expect(await leakedToTwo).toBe(true);

    const heardInTwo = next(listenerTwo, 'member.cash');
    const leakedToOne = nothingHeard(listenerOne, 'member.cash');
    two.app.realtime.toMember(id, 'member.cash', { cash: '9.00', currency: 'RMB' });
    await expect(heardInTwo).resolves.toEqual([`member.${id}`, { cash: '9.00', currency: 'RMB' }]);
    expect(await leakedToOne).toBe(true);
  });

  it('keeps public events of the same site apart too', async () => {
    const [visitorOne, visitorTwo] = await Promise.all([client(oneB), client(two)]);
    await Promise.all([subscribe(visitorOne, 'web_member'), subscribe(visitorTwo, 'web_member')]);
    const heard = next(visitorOne, 'customer_service_link_change');
    const leaked = nothingHeard(visitorTwo, 'customer_service_link_change');
    one.app.realtime.toPublic(1, 'web_member', 'customer_service_link_change', {});
    await expect(heard).resolves.toEqual(['web_member', {}]);
    expect(await leaked).toBe(true);
  });
});
