import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { localRedisAvailable, TEST_REDIS_URL } from '../../test/local-redis';
import { ManualClock } from '../../test/manual-clock';
import { twoNodes } from '../../test/two-nodes';
import { client, closeClients, disconnected, next, record, subscribe } from '../../test/realtime-client';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await localRedisAvailable('realtime across nodes');

async function addMember(t: TestApp, account: string, currency = 'RMB', id?: number) {
  const [row] = await t.db
    .insert(members)
    .values({ id, siteId: 1, account, passwordHash: 'not-a-login', currency })
    .returning({ id: members.id });
  const { token } = await t.app.sessions.issue({ memberId: row!.id, siteId: 1, currency });
  return { id: row!.id, account, token };
}

describe('realtime hub', () => {
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ clock, realtime: { sweepMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('lets an anonymous client subscribe to public channels and delivers their events', async () => {
    const socket = await client(t);
    await expect(subscribe(socket, 'web_member')).resolves.toEqual({ ok: true, channel: 'web_member' });
    await expect(subscribe(socket, 'web_api.RMB')).resolves.toMatchObject({ ok: true });
    const event = next(socket, 'carousel_picture.url');
    t.app.realtime.toPublic(1, 'web_api.RMB', 'carousel_picture.url', { lang: 'zh_CN' });
    await expect(event).resolves.toEqual(['web_api.RMB', { lang: 'zh_CN' }]);
  });

  it('keeps sites apart: a public event of site 2 does not reach a site 1 client', async () => {
    const socket = await client(t);
    await subscribe(socket, 'web_member');
    const event = next(socket, 'customer_service_link_change', 500);
    t.app.realtime.toPublic(2, 'web_member', 'customer_service_link_change', {});
    await expect(event).resolves.toBeNull();
  });

  it('refuses private channels without a token and with another member’s token', async () => {
    const alice = await addMember(t, 'rt_alice');
    const bob = await addMember(t, 'rt_bob');
    const anonymous = await client(t);
    await expect(subscribe(anonymous, `member.${alice.id}`)).resolves.toEqual({
      ok: false,
      channel: `member.${alice.id}`,
      error: 'unauthorized',
    });
    await expect(subscribe(anonymous, 'presence-member.RMB')).resolves.toMatchObject({
      error: 'unauthorized',
    });
    const asBob = await client(t, { token: bob.token });
    await expect(subscribe(asBob, `member.${alice.id}`)).resolves.toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    await expect(subscribe(asBob, 'member.USD')).resolves.toMatchObject({ ok: false, error: 'forbidden' });
    await expect(subscribe(asBob, 'no-such-channel')).resolves.toMatchObject({
      ok: false,
      error: 'unknown_channel',
    });

    const leaked = Promise.all([next(anonymous, 'member.cash', 500), next(asBob, 'member.cash', 500)]);
    t.app.realtime.toMember(alice.id, 'member.cash', { cash: '1.00', currency: 'RMB' });
    await expect(leaked).resolves.toEqual([null, null]);
  });

  it('caps the channels one socket may hold', async () => {
    const socket = await client(t);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await subscribe(socket, `t${i}_template`));
    expect(answers.filter((a) => a.ok)).toHaveLength(23);
    expect(answers.at(-1)).toMatchObject({ ok: false, error: 'bad_request' });
    await expect(subscribe(socket, 't0_template')).resolves.toMatchObject({ ok: true });
  });

  it('answers a refused subscribe without an ack with subscription_error', async () => {
    const socket = await client(t);
    const error = next(socket, 'subscription_error');
    socket.emit('subscribe', { channel: 'member.1' });
    await expect(error).resolves.toEqual([
      'member.1',
      { ok: false, channel: 'member.1', error: 'unauthorized' },
    ]);
  });

  it('delivers toMember events to the member, whichever way the token came', async () => {
    const carol = await addMember(t, 'rt_carol');
    const viaAuth = await client(t, { token: carol.token });
    const viaHeader = await client(t, { header: `Bearer ${carol.token}`, path: '/engine.io' });
    const viaQuery = await client(t, { query: carol.token });
    for (const socket of [viaAuth, viaHeader, viaQuery]) {
      await expect(subscribe(socket, `member.${carol.id}`)).resolves.toMatchObject({ ok: true });
    }
    const events = [viaAuth, viaHeader, viaQuery].map((s) => next(s, 'member.cash'));
    t.app.realtime.toMember(carol.id, 'member.cash', { cash: '12.50', currency: 'RMB' });
    for (const event of events) {
      await expect(event).resolves.toEqual([`member.${carol.id}`, { cash: '12.50', currency: 'RMB' }]);
    }
    await expect(subscribe(viaAuth, 'member.RMB')).resolves.toMatchObject({ ok: true });
    const red = next(viaAuth, 'RedEnvelopeDisplay');
    t.app.realtime.toMemberCurrency(1, 'RMB', 'RedEnvelopeDisplay', {});
    await expect(red).resolves.toEqual(['member.RMB', {}]);
  });

  it('turns domain events into member.cash and member_deposit.success', async () => {
    const hank = await addMember(t, 'rt_hank');
    const socket = await client(t, { token: hank.token });
    await subscribe(socket, `member.${hank.id}`);
    const cash = next(socket, 'member.cash');
    // No money has moved yet, so the ledger answers zero in RMB's two decimals.
    t.app.events.publish('member.balance_changed', { memberId: hank.id, siteId: 1, currency: 'RMB' });
    await expect(cash).resolves.toEqual([`member.${hank.id}`, { cash: '0.00', currency: 'RMB' }]);
    const deposit = next(socket, 'member_deposit.success');
    t.app.events.publish('deposit.succeeded', {
      memberId: hank.id,
      siteId: 1,
      currency: 'RMB',
      orderNumber: 'D123',
      amount: '100.00',
      depositTimes: 1,
      amountMinor: 10000n,
      turnoverMultiple: 0,
    });
    await expect(deposit).resolves.toEqual([
      `member.${hank.id}`,
      { order_number: 'D123', deposit_amount: '100.00', deposit_times: 1 },
    ]);
  });

  it('refuses a payload that breaks the contract', () => {
    expect(() =>
      t.app.realtime.toMember(1, 'member.cash', { cash: 1.5 as unknown as string, currency: 'RMB' }),
    ).toThrow();
  });

  it('tracks presence per member: subscribed list, joining and leaving', async () => {
    const dave = await addMember(t, 'rt_dave');
    const erin = await addMember(t, 'rt_erin');
    const asDave = await client(t, { token: dave.token });
    const daveList = next(asDave, 'presence:subscribed');
    await subscribe(asDave, 'presence-member.RMB');
    expect((await daveList)?.[1]).toEqual(expect.arrayContaining([{ id: dave.id, account: 'rt_dave' }]));

    const joining = next(asDave, 'presence:joining');
    const asErin = await client(t, { token: erin.token });
    const erinList = next(asErin, 'presence:subscribed');
    await subscribe(asErin, 'presence-member.RMB');
    await expect(joining).resolves.toEqual(['presence-member.RMB', { id: erin.id, account: 'rt_erin' }]);
    const listed = ((await erinList)?.[1] ?? []) as { id: number }[];
    expect(listed.map((m) => m.id)).toEqual(expect.arrayContaining([dave.id, erin.id]));

    // A second tab of Erin's is no new arrival, and closing one of two tabs is no departure.
    const secondTab = await client(t, { token: erin.token });
    const noJoin = next(asDave, 'presence:joining', 500);
    await subscribe(secondTab, 'presence-member.RMB');
    await expect(noJoin).resolves.toBeNull();
    const noLeave = next(asDave, 'presence:leaving', 500);
    secondTab.disconnect();
    await expect(noLeave).resolves.toBeNull();

    const leaving = next(asDave, 'presence:leaving');
    asErin.emit('unsubscribe', { channel: 'presence-member.RMB' });
    await expect(leaving).resolves.toEqual(['presence-member.RMB', { id: erin.id, account: 'rt_erin' }]);
  });

  it('disconnects the sockets of a revoked login and nobody else’s', async () => {
    const frank = await addMember(t, 'rt_frank');
    const other = await t.app.sessions.issue({ memberId: frank.id, siteId: 1, currency: 'RMB' });
    const revokedSocket = await client(t, { token: frank.token });
    const otherLogin = await client(t, { token: other.token });
    await subscribe(revokedSocket, `member.${frank.id}`);
    await subscribe(otherLogin, `member.${frank.id}`);
    const gone = disconnected(revokedSocket);
    await t.app.sessions.revoke(frank.token);
    await expect(gone).resolves.toBe('io server disconnect');

    // Reconnecting with the dead token is an anonymous connection: private channels stay closed.
    const again = await client(t, { token: frank.token });
    await expect(subscribe(again, `member.${frank.id}`)).resolves.toMatchObject({ error: 'unauthorized' });
    const stillThere = next(otherLogin, 'profile.updated');
    t.app.realtime.toMember(frank.id, 'profile.updated', {});
    await expect(stillThere).resolves.toEqual([`member.${frank.id}`, {}]);

    const allGone = disconnected(otherLogin);
    await t.app.sessions.revokeMember(frank.id);
    await expect(allGone).resolves.toBe('io server disconnect');
  });

  it('tells a login replaced by a newer one `login` before cutting it, and only that login', async () => {
    const ivan = await addMember(t, 'rt_ivan');
    const kept = await t.app.sessions.issue({ memberId: ivan.id, siteId: 1, currency: 'RMB' });
    const replaced = await t.app.sessions.issue({ memberId: ivan.id, siteId: 1, currency: 'RMB' });
    const oldTab = await client(t, { token: replaced.token });
    const otherLogin = await client(t, { token: kept.token });
    await subscribe(oldTab, `member.${ivan.id}`);
    await subscribe(otherLogin, `member.${ivan.id}`);
    const heard = record(oldTab);
    const notHeard = next(otherLogin, 'login', 500);
    const gone = disconnected(oldTab).then((reason) => ({ reason, before: heard.map(([event]) => event) }));

    await t.app.sessions.revokeFamilies(ivan.id, [replaced.session.familyId], { udid: 'browser-1' });
    await expect(gone).resolves.toEqual({ reason: 'io server disconnect', before: ['login'] });
    expect(heard[0]).toEqual(['login', `member.${ivan.id}`, { udid: 'browser-1' }]);
    await expect(notHeard).resolves.toBeNull();
    expect(otherLogin.connected).toBe(true);

    // A plain logout is no "logged in elsewhere": the socket is cut without a word.
    const quiet = record(otherLogin);
    const cut = disconnected(otherLogin);
    await t.app.sessions.revoke(kept.token);
    await expect(cut).resolves.toBe('io server disconnect');
    expect(quiet).toEqual([]);
  });

  it('drops a connection whose login expired while it stayed connected', async () => {
    const gina = await addMember(t, 'rt_gina');
    const socket = await client(t, { token: gina.token });
    await subscribe(socket, `member.${gina.id}`);
    const gone = disconnected(socket);
    clock.advance(t.app.sessions.policy.idleMs + 1);
    await expect(gone).resolves.toBe('io server disconnect');
  });
});

describe('a crowded presence room', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ realtime: { presenceListLimit: 2 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('lists and announces members up to the limit, then only counts them', async () => {
    const [ann, ben, cat] = await Promise.all(['rt_ann', 'rt_ben', 'rt_cat'].map((a) => addMember(t, a)));
    const asAnn = await client(t, { token: ann!.token });
    await subscribe(asAnn, 'presence-member.RMB');
    const benArrives = next(asAnn, 'presence:joining');
    const asBen = await client(t, { token: ben!.token });
    const benList = next(asBen, 'presence:subscribed');
    await subscribe(asBen, 'presence-member.RMB');
    await expect(benArrives).resolves.toEqual(['presence-member.RMB', { id: ben!.id, account: 'rt_ben' }]);
    expect(((await benList)?.[1] as { id: number }[]).map((m) => m.id).sort()).toEqual(
      [ann!.id, ben!.id].sort(),
    );

    // The third member is past the limit: joined and counted, listed alone, announced to nobody.
    const noArrival = next(asAnn, 'presence:joining', 500);
    const asCat = await client(t, { token: cat!.token });
    const catList = next(asCat, 'presence:subscribed');
    await expect(subscribe(asCat, 'presence-member.RMB')).resolves.toMatchObject({ ok: true });
    expect((await catList)?.[1]).toEqual([{ id: cat!.id, account: 'rt_cat' }]);
    await expect(noArrival).resolves.toBeNull();
    await expect(t.app.realtime.onlineMembers(1, 'RMB')).resolves.toBe(3);

    // Leaving a crowded room is not announced; once it is back within the limit, departures are.
    const noDeparture = next(asAnn, 'presence:leaving', 500);
    asCat.emit('unsubscribe', { channel: 'presence-member.RMB' });
    await expect(noDeparture).resolves.toBeNull();
    const benLeaves = next(asAnn, 'presence:leaving');
    asBen.emit('unsubscribe', { channel: 'presence-member.RMB' });
    await expect(benLeaves).resolves.toEqual(['presence-member.RMB', { id: ben!.id, account: 'rt_ben' }]);
  });
});

describe.skipIf(!redisUp)(
  `realtime across nodes${redisUp ? '' : ` (skipped: Redis at ${REDIS_URL} unreachable)`}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = await twoNodes(REDIS_URL);
    });
    afterAll(async () => {
      closeClients();
      await Promise.all([a?.close(), b?.close()]);
    });

    it('delivers events published on node A to clients connected to node B', async () => {
      const anonymous = await client(b);
      await subscribe(anonymous, 'web_member');
      // Each node has its own test database, so the member lives in B's and A publishes by id.
      const member = await addMember(b, 'rt_nodes');
      const asMember = await client(b, { token: member.token });
      await subscribe(asMember, `member.${member.id}`);

      const publicEvent = next(anonymous, 'customer_service_link_change');
      const memberEvent = next(asMember, 'member.cash');
      a.app.realtime.toPublic(1, 'web_member', 'customer_service_link_change', {});
      a.app.realtime.toMember(member.id, 'member.cash', { cash: '3.00', currency: 'RMB' });
      await expect(publicEvent).resolves.toEqual(['web_member', {}]);
      await expect(memberEvent).resolves.toEqual([`member.${member.id}`, { cash: '3.00', currency: 'RMB' }]);

      // Presence counts members on every node: A's member sees B's, and B hears A's arrive.
      const onA = await addMember(a, 'rt_node_a', 'RMB', member.id + 1000);
      await subscribe(asMember, 'presence-member.RMB');
      const joining = next(asMember, 'presence:joining');
      const asOnA = await client(a, { token: onA.token });
      const list = next(asOnA, 'presence:subscribed');
      await subscribe(asOnA, 'presence-member.RMB');
      await expect(joining).resolves.toEqual(['presence-member.RMB', { id: onA.id, account: 'rt_node_a' }]);
      const listed = ((await list)?.[1] ?? []) as { id: number }[];
      expect(listed.map((m) => m.id).sort()).toEqual([member.id, onA.id].sort());

      // Revoking on A ends the member's connections on B as well.
      const gone = disconnected(asMember);
      await a.app.sessions.revokeMember(member.id);
      await expect(gone).resolves.toBe('io server disconnect');
    });

    it('counts a member with tabs on both nodes once, and announces them gone after the last tab', async () => {
      const watcher = await addMember(b, 'rt_watch', 'RMB', 900_001);
      const roamer = await addMember(b, 'rt_roam', 'RMB', 900_002);
      await addMember(a, 'rt_roam', 'RMB', roamer.id);
      const { token: tokenOnA } = await a.app.sessions.issue({
        memberId: roamer.id,
        siteId: 1,
        currency: 'RMB',
      });
      const asWatcher = await client(b, { token: watcher.token });
      await subscribe(asWatcher, 'presence-member.RMB');

      const joining = next(asWatcher, 'presence:joining');
      const tabOnA = await client(a, { token: tokenOnA });
      await subscribe(tabOnA, 'presence-member.RMB');
      await expect(joining).resolves.toEqual(['presence-member.RMB', { id: roamer.id, account: 'rt_roam' }]);
      const noJoin = next(asWatcher, 'presence:joining', 500);
      const tabOnB = await client(b, { token: roamer.token });
      const list = next(tabOnB, 'presence:subscribed');
      await subscribe(tabOnB, 'presence-member.RMB');
      await expect(noJoin).resolves.toBeNull();
      const listed = ((await list)?.[1] ?? []) as { id: number }[];
      expect(listed.filter((m) => m.id === roamer.id)).toHaveLength(1);
      expect(await b.app.realtime.onlineMembers(1, 'RMB')).toBeGreaterThanOrEqual(2);

      const noLeave = next(asWatcher, 'presence:leaving', 500);
      tabOnA.disconnect();
      await expect(noLeave).resolves.toBeNull();
      const leaving = next(asWatcher, 'presence:leaving');
      tabOnB.disconnect();
      await expect(leaving).resolves.toEqual(['presence-member.RMB', { id: roamer.id, account: 'rt_roam' }]);
    });
  },
);
