import { MemberLayout } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
