import { MemberLayout } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, type Member } from '../../../test/member-client';
import { findMember } from '../../accounts/member';
import {
  agentLayoutFacts,
  findAgent,
  isInTeam,
  makeAgent,
  moveUnder,
  setAgentStatus,
  subtreeAgentIds,
  teamMembers,
} from './index';

let t: TestApp;
let seq = 0;
const member = async (): Promise<Member> =>
  registeredMember(t, { member_account: `tree${Date.now() % 100000}${++seq}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
});
afterAll(async () => t?.close());

describe('agent tree', () => {
  it('makes agents under agents, keeps paths through a subtree move and answers teams', async () => {
    const [top, mid, low, other, plain] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    await makeAgent(t.db, { memberId: top.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: mid.id, parentId: top.id, approvedBy: null });
    await makeAgent(t.db, { memberId: low.id, parentId: mid.id, approvedBy: null });
    await makeAgent(t.db, { memberId: other.id, parentId: null, approvedBy: null });
    expect((await findAgent(t.db, low.id))!.path).toEqual([top.id, mid.id, low.id]);

    // A plain member joins the lowest agent: in the team of all three above, not of the other top agent.
    expect(await moveUnder(t.db, plain.id, low.id)).toBe('moved');
    expect(await isInTeam(t.db, top.id, plain.id)).toBe(true);
    expect(await isInTeam(t.db, other.id, plain.id)).toBe(false);
    expect((await teamMembers(t.db, 1, top.id)).map((m) => m.id).sort()).toEqual(
      [mid.id, low.id, plain.id].sort(),
    );

    // Moving mid (with low under it) to the other top agent rewrites the subtree's paths.
    expect(await moveUnder(t.db, mid.id, other.id)).toBe('moved');
    expect((await findAgent(t.db, low.id))!.path).toEqual([other.id, mid.id, low.id]);
    expect((await findMember(t.db, mid.id))!.introducerId).toBe(other.id);
    expect((await subtreeAgentIds(t.db, top.id)).sort()).toEqual([top.id]);
    expect(await isInTeam(t.db, other.id, plain.id)).toBe(true);
    expect(await isInTeam(t.db, top.id, plain.id)).toBe(false);

    // No agent goes under its own subtree.
    expect(await moveUnder(t.db, other.id, low.id)).toBe('cycle');
  });

  it('serialises every caller: a write waits for another transaction’s tree write, then sees it', async () => {
    const [a, b, c, x, y, z] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    for (const top of [a, b, x, y])
      await makeAgent(t.db, { memberId: top.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: c.id, parentId: b.id, approvedBy: null });

    /** Runs `first` in a transaction held open a while, and `second` meanwhile on its own. */
    async function overlapped<T>(first: (tx: Tx) => Promise<unknown>, second: () => Promise<T>) {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const inside = new Promise<void>((r) => (started = r));
      const held = t.db.transaction(async (tx) => {
        await first(tx);
        started();
        await gate;
      });
      await inside;
      let settledEarly = false;
      const other = second().then((v) => {
        settledEarly = true;
        return v;
      });
      await new Promise((r) => setTimeout(r, 400));
      const early = settledEarly;
      release();
      await held;
      return { early, result: await other };
    }

    // Opposite moves: the second waits for the first, then sees the cycle it would build.
    const moves = await overlapped(
      (tx) => moveUnder(tx, a.id, b.id),
      () => moveUnder(t.db, b.id, a.id),
    );
    expect(moves).toEqual({ early: false, result: 'cycle' });
    expect((await findAgent(t.db, a.id))!.path).toEqual([b.id, a.id]);
    expect((await findAgent(t.db, b.id))!.path).toEqual([b.id]);

    // An agent made under a parent that is moving gets the parent's new path, not its old one.
    const made = await overlapped(
      (tx) => moveUnder(tx, x.id, y.id),
      () => makeAgent(t.db, { memberId: z.id, parentId: x.id, approvedBy: null }),
    );
    expect(made.early).toBe(false);
    expect((await findAgent(t.db, z.id))!.path).toEqual([y.id, x.id, z.id]);
  });

  it('re-making an agent under another parent is refused; under its own parent it is restored', async () => {
    const [top, other, mid, low] = await Promise.all([member(), member(), member(), member()]);
    await makeAgent(t.db, { memberId: top.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: other.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: mid.id, parentId: top.id, approvedBy: null, level: 4 });
    await makeAgent(t.db, { memberId: low.id, parentId: mid.id, approvedBy: null });
    await setAgentStatus(t.db, mid.id, 'suspended');

    // Elsewhere: refused, nothing changes (its place, its status, its subtree's paths, its introducer).
    expect(await makeAgent(t.db, { memberId: mid.id, parentId: other.id, approvedBy: null })).toBe(
      'already_agent_elsewhere',
    );
    expect(await makeAgent(t.db, { memberId: mid.id, parentId: null, approvedBy: null })).toBe(
      'already_agent_elsewhere',
    );
    expect(await findAgent(t.db, mid.id)).toMatchObject({
      parentId: top.id,
      path: [top.id, mid.id],
      status: 'suspended',
    });
    expect((await findAgent(t.db, low.id))!.path).toEqual([top.id, mid.id, low.id]);
    expect((await findMember(t.db, mid.id))!.introducerId).toBe(top.id);

    // Under its own parent: active again, level and subtree kept; `onlyNew` refuses any agent.
    expect(
      await makeAgent(t.db, { memberId: mid.id, parentId: top.id, approvedBy: null, onlyNew: true }),
    ).toBe('already_agent');
    const restored = await makeAgent(t.db, { memberId: mid.id, parentId: top.id, approvedBy: null });
    expect(restored).toMatchObject({ status: 'active', level: 4, path: [top.id, mid.id] });
    expect((await findMember(t.db, mid.id))!.memberType).toBe(2);
    expect((await findAgent(t.db, low.id))!.path).toEqual([top.id, mid.id, low.id]);

    // Moving is moveUnder's: the whole subtree follows.
    expect(await moveUnder(t.db, mid.id, other.id)).toBe('moved');
    expect((await findAgent(t.db, low.id))!.path).toEqual([other.id, mid.id, low.id]);
  });

  it('carries the agent fields in the member layout and follows a suspension', async () => {
    const m = await member();
    const layout = async () => (await m.call(MemberLayout, {})).member_common_layout;
    expect(await layout()).toMatchObject({ member_type: 1, is_agent: 0, agent_active: 0, agent_level: 0 });
    await makeAgent(t.db, { memberId: m.id, parentId: null, approvedBy: null });
    expect(await layout()).toMatchObject({
      member_type: 2,
      is_agent: 1,
      agent_active: 1,
      agent_type: 1,
      agent_level: 1,
    });
    await setAgentStatus(t.db, m.id, 'suspended');
    expect(await layout()).toMatchObject({ member_type: 3, is_agent: 1, agent_active: 0 });
    expect(await agentLayoutFacts(t.db, m.id)).toMatchObject({ agent_active: 0 });
  });
});
