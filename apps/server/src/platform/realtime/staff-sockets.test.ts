import {
  AdminLogout,
  AdminMe,
  AdminStaffEndSessions,
  AdminStaffProposalApprove,
  AdminStaffResetTotp,
  AdminStaffUpdate,
  StaffChannels,
  type TStaffRole,
} from '@arks/contracts';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_MS } from '../../modules/accounts/staff/service';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { localRedisAvailable, TEST_REDIS_URL } from '../../test/local-redis';
import { ManualClock } from '../../test/manual-clock';
import { twoNodes } from '../../test/two-nodes';
import { client, closeClients, disconnected, subscribe } from '../../test/realtime-client';
import { loggedInStaff, staffMember, type Staff } from '../../test/staff-token';

const redisUp = await localRedisAvailable('staff sockets across nodes');

const reason = 'ended in a test';

/** A staff member of `role` on `t`, its id, and a socket of its session listening on the deposits queue. */
async function listening(t: TestApp, account: string, role: TStaffRole, clock?: ManualClock) {
  const staff = await staffMember(t, account, role, clock);
  const { id } = await staff.call(AdminMe, {});
  const socket = await client(t, { staffToken: staff.token });
  expect(await subscribe(socket, StaffChannels.queue('deposits', 1))).toEqual({
    ok: true,
    channel: 'staff.deposits.1',
  });
  return { staff, id, socket };
}

/** The socket was cut by the server, and the token it was opened with hears no queue any more. */
async function cutAndRefused(t: TestApp, gone: Promise<string>, staff: Staff) {
  await expect(gone).resolves.toBe('io server disconnect');
  const again = await client(t, { staffToken: staff.token });
  expect(await subscribe(again, 'staff.deposits')).toMatchObject({ ok: false, error: 'unauthorized' });
}

// The sessions' own sweep runs once a minute here: what cuts these sockets is the word that the
// session ended, not the sweep.
describe('staff sockets end with the staff session', () => {
  let t: TestApp;
  let admin: Staff;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await staffMember(t, 'sock-admin', 'admin', clock);
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('cuts the sockets of a session that logs out, and only that session’s', async () => {
    const { staff, socket } = await listening(t, 'sock-logout', 'finance', clock);
    const otherSession = await loggedInStaff(t, 'sock-logout');
    const kept = await client(t, { staffToken: otherSession.token });
    expect((await subscribe(kept, 'staff.deposits')).ok).toBe(true);

    const gone = disconnected(socket);
    await staff.call(AdminLogout, {});
    await cutAndRefused(t, gone, staff);
    expect(kept.connected).toBe(true);
    expect(await subscribe(kept, 'staff.withdrawals')).toMatchObject({ ok: true });
  });

  it('cuts every socket of a staff member whose sessions an admin ends', async () => {
    const { staff, id, socket } = await listening(t, 'sock-ended', 'finance', clock);
    const second = await loggedInStaff(t, 'sock-ended');
    const other = await client(t, { staffToken: second.token });
    const bystander = await listening(t, 'sock-bystander', 'finance', clock);
    const gone = [disconnected(socket), disconnected(other)];
    await admin.call(AdminStaffEndSessions, { id, reason });
    await cutAndRefused(t, gone[0]!, staff);
    await expect(gone[1]).resolves.toBe('io server disconnect');
    expect(bystander.socket.connected).toBe(true);
  });

  it('cuts the sockets of a staff member who is disabled, or whose two-factor is reset', async () => {
    const disabled = await listening(t, 'sock-disabled', 'finance', clock);
    const gone = disconnected(disabled.socket);
    await admin.call(AdminStaffUpdate, { id: disabled.id, status: 'disabled', reason });
    await cutAndRefused(t, gone, disabled.staff);

    const reset = await listening(t, 'sock-reset', 'finance', clock);
    const cut = disconnected(reset.socket);
    // A reset waits for a second admin; the sockets are cut when it is approved.
    const asked = await admin.call(AdminStaffResetTotp, { id: reset.id, reason });
    expect(reset.socket.connected).toBe(true);
    const second = await staffMember(t, 'sock-admin-2', 'admin', clock);
    await second.call(AdminStaffProposalApprove, { id: asked.proposal!.id });
    await cutAndRefused(t, cut, reset.staff);
  });

  it('takes the money queues from a socket whose role no longer reads them', async () => {
    const { staff, id, socket } = await listening(t, 'sock-demoted', 'finance', clock);
    const gone = disconnected(socket);
    await admin.call(AdminStaffUpdate, { id, role: 'support', reason });
    await cutAndRefused(t, gone, staff);
    // Signed in again, the new role is refused the queue.
    const asSupport = await loggedInStaff(t, 'sock-demoted');
    const again = await client(t, { staffToken: asSupport.token });
    expect(await subscribe(again, 'staff.deposits')).toMatchObject({ ok: false, error: 'forbidden' });
  });
});

describe('staff sockets of sessions that expire', () => {
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

  it('cuts a socket when its session expires while it stays connected, and refuses an expired one', async () => {
    const { staff, socket } = await listening(t, 'sock-idle', 'finance', clock);
    const gone = disconnected(socket);
    clock.advance(IDLE_MS + 1);
    await cutAndRefused(t, gone, staff);
  });

  it('keeps a socket whose session the console keeps using', async () => {
    const { staff, socket } = await listening(t, 'sock-busy', 'finance', clock);
    clock.advance(IDLE_MS - 60_000);
    await staff.call(AdminMe, {});
    clock.advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(socket.connected).toBe(true);
    expect((await subscribe(socket, 'staff.withdrawals')).ok).toBe(true);
  });
});

describe.skipIf(!redisUp)(
  `staff sockets across nodes${redisUp ? '' : ` (skipped: Redis at ${TEST_REDIS_URL} unreachable)`}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = await twoNodes(TEST_REDIS_URL);
    });
    afterAll(async () => {
      closeClients();
      await Promise.all([a?.close(), b?.close()]);
    });

    it('cuts a staff socket on node B when the session ends on node A', async () => {
      // Each node has its own test database; staff ids and session ids are what cross, so the staff
      // member's rows are made alike on both and the socket on B is opened with B's session.
      const onA = await staffMember(a, 'sock-nodes', 'finance');
      const onB = await staffMember(b, 'sock-nodes', 'finance');
      const { id } = await onA.call(AdminMe, {});
      expect((await onB.call(AdminMe, {})).id).toBe(id);
      const socket: ClientSocket = await client(b, { staffToken: onB.token });
      expect((await subscribe(socket, 'staff.deposits')).ok).toBe(true);
      const admin = await staffMember(a, 'sock-nodes-admin', 'admin');
      const gone = disconnected(socket);
      await admin.call(AdminStaffEndSessions, { id, reason });
      await expect(gone).resolves.toBe('io server disconnect');
    });
  },
);
