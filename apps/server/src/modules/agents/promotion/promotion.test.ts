import {
  AdminAgentLinkBlock,
  AdminAgentLinkList,
  AGENT_LINK_LIMIT,
  AgentLinkClaim,
  AgentLinkCreate,
  AgentLinks,
  AgentLinkUpdate,
  AgentLinkVisit,
  PlatformCode,
  Register,
  RegisterCode,
  RegisterValidMessage,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress, registeredMember, visitor, type Member } from '../../../test/member-client';
import { registrationPayload } from '../../../test/member-payload';
import { ManualClock } from '../../../test/manual-clock';
import { staffMember, type Staff } from '../../../test/staff-token';
import { makeAgent, setAgentStatus } from '../tree';
import { registrationLinksOf } from './index';

// The report rollups pass a transfer only once it is 30 s old: the test moves this clock past that.
const clock = new ManualClock(Date.now());
let t: TestApp;
let support: Staff;
let seq = 0;
const account = () => `pr${Date.now() % 100000}${++seq}`;
const member = (extra: Record<string, unknown> = {}): Promise<Member> =>
  registeredMember(t, { member_account: account(), ...extra });
const agent = async (parentId: number | null = null) => {
  const m = await member();
  await makeAgent(t.db, { memberId: m.id, parentId, approvedBy: null });
  return m;
};
const job = (name: string) => t.app.recurringJobs.find((j) => j.name === name)!.run();

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  support = await staffMember(t, `promo-support-${Date.now() % 100000}`, 'support', clock);
});
afterAll(async () => t?.close());

describe('agent links', () => {
  it('are only an active agent’s, each with its own code, and only its own to change', async () => {
    const plain = await member();
    expect((await plain.send(AgentLinks, {})).code).toBe(PlatformCode.FORBIDDEN);
    expect((await plain.send(AgentLinkCreate, { name: 'mine' })).code).toBe(PlatformCode.FORBIDDEN);

    const a = await agent();
    const b = await agent();
    const first = await a.call(AgentLinkCreate, { name: 'Telegram group' });
    const second = await a.call(AgentLinkCreate, { name: 'Forum' });
    expect(first.code).toMatch(/^[a-z0-9]{8}$/);
    expect(second.code).not.toBe(first.code);
    expect(first).toMatchObject({ status: 'active', clicks: 0, registrations: 0, first_deposits: 0 });

    const mine = await a.call(AgentLinks, {});
    expect(mine.agent_id).toBe(a.id);
    expect(mine.currency).toBe('RMB');
    expect(mine.list.map((l) => l.name)).toEqual(['Telegram group', 'Forum']);
    expect((await b.call(AgentLinks, {})).list).toEqual([]);

    // Another agent's link is answered like no link at all, and left as it was.
    expect((await b.send(AgentLinkUpdate, { id: first.id, name: 'stolen' })).code).toBe(
      PlatformCode.NOT_FOUND,
    );
    expect((await a.call(AgentLinks, {})).list[0]!.name).toBe('Telegram group');

    const renamed = await a.call(AgentLinkUpdate, { id: first.id, name: 'TG', is_active: false });
    expect(renamed).toMatchObject({ name: 'TG', status: 'disabled' });
    // Bad input names the field.
    const bad = await a.send(AgentLinkCreate, { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain('name');

    // A suspended agent keeps its links but cannot work them.
    await setAgentStatus(t.db, a.id, 'suspended');
    expect((await a.send(AgentLinks, {})).code).toBe(PlatformCode.FORBIDDEN);
  });

  it('stop at the limit even when created in parallel', async () => {
    const a = await agent();
    const answers = await Promise.all(
      Array.from({ length: AGENT_LINK_LIMIT + 5 }, (_, i) => a.send(AgentLinkCreate, { name: `link ${i}` })),
    );
    expect(answers.filter((r) => r.code === 1000)).toHaveLength(AGENT_LINK_LIMIT);
    expect(answers.filter((r) => r.code === PlatformCode.BAD_REQUEST)).toHaveLength(5);
    expect((await a.call(AgentLinks, {})).list).toHaveLength(AGENT_LINK_LIMIT);
  });
});

describe('a link visit, registration and first deposit', () => {
  it('counts a click once per visitor a day, locks agent and currency, and counts the registration once', async () => {
    const a = await agent();
    const link = await a.call(AgentLinkCreate, { name: 'Poster' });
    // A member of the agent registered before anyone clicked the link.
    const direct = await member({ introducer: String(a.id) });
    clock.advance(1_000);
    const ip = freshAddress();
    const guest = visitor(t, { ip });

    const visit = await guest.call(AgentLinkVisit, { site_id: 1, code: link.code });
    expect(visit).toMatchObject({ is_valid: 1, agent_id: a.id, currency: 'RMB' });
    expect(visit.visitor).toMatch(/^[a-f0-9]{32}$/);
    // The same visitor again that day: no second click. A second visitor: one more.
    await guest.call(AgentLinkVisit, { site_id: 1, code: link.code, visitor: visit.visitor });
    await guest.call(AgentLinkVisit, { site_id: 1, code: link.code.toUpperCase(), visitor: visit.visitor });
    const other = await visitor(t, { ip: freshAddress() }).call(AgentLinkVisit, {
      site_id: 1,
      code: link.code,
    });
    expect(other.visitor).not.toBe(visit.visitor);
    let listed = (await a.call(AgentLinks, {})).list[0]!;
    expect(listed).toMatchObject({ clicks: 2, clicks_today: 2, registrations: 0 });

    // The friend registers with what the link locked (introducer and currency), then claims.
    const friend = await registeredMember(
      t,
      { member_account: account(), introducer: String(a.id), member_currency: 'RMB' },
      { ip },
    );
    expect(await friend.call(AgentLinkClaim, { code: link.code, visitor: visit.visitor })).toEqual({
      claimed: 1,
    });
    // Repeats, in parallel too, count nothing more.
    const again = await Promise.all(
      [1, 2, 3].map(() => friend.call(AgentLinkClaim, { code: link.code, visitor: visit.visitor })),
    );
    expect(again.map((r) => r.claimed)).toEqual([0, 0, 0]);

    // The member registered before the click, and a member of no agent, with a clicked token: nothing.
    expect((await direct.call(AgentLinkClaim, { code: link.code, visitor: other.visitor })).claimed).toBe(0);
    const stranger = await member();
    expect((await stranger.call(AgentLinkClaim, { code: link.code, visitor: other.visitor })).claimed).toBe(
      0,
    );

    listed = (await a.call(AgentLinks, {})).list[0]!;
    expect(listed).toMatchObject({ clicks: 2, registrations: 1, first_deposits: 0 });
    const links = await registrationLinksOf(t.db, [friend.id, direct.id, stranger.id]);
    expect([...links.entries()]).toEqual([[friend.id, { linkId: link.id, code: link.code, name: 'Poster' }]]);

    // The friend's first deposit reaches the count through the daily report rollups.
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: friend.id },
      amount: 50_000n,
      kind: 'deposit',
      idempotencyKey: `promo-deposit-${friend.id}`,
    });
    clock.advance(60_000);
    await job('report-ledger-rollup');
    listed = (await a.call(AgentLinks, {})).list[0]!;
    expect(listed).toMatchObject({ registrations: 1, first_deposits: 1 });
  });

  it('answers invalid for unknown, switched-off and suspended agents’ links, which count no click', async () => {
    const a = await agent();
    const link = await a.call(AgentLinkCreate, { name: 'Off soon' });
    const guest = visitor(t, { ip: freshAddress() });
    expect((await guest.call(AgentLinkVisit, { site_id: 1, code: 'zzzzzzzz' })).is_valid).toBe(0);
    const bad = await guest.send(AgentLinkVisit, { site_id: 1, code: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain('code');

    await a.call(AgentLinkUpdate, { id: link.id, is_active: false });
    expect((await guest.call(AgentLinkVisit, { site_id: 1, code: link.code })).is_valid).toBe(0);
    await a.call(AgentLinkUpdate, { id: link.id, is_active: true });
    expect((await guest.call(AgentLinkVisit, { site_id: 1, code: link.code })).is_valid).toBe(1);

    await setAgentStatus(t.db, a.id, 'suspended');
    expect((await guest.call(AgentLinkVisit, { site_id: 1, code: link.code })).is_valid).toBe(0);
    // Spec §7 valid_message and /register agree: a suspended agent's plain link registers nobody (§8 108).
    expect((await guest.call(RegisterValidMessage, { site_id: 1, agent_id: a.id })).is_valid).toBe(0);
    const refused = await visitor(t, { ip: freshAddress() }).send(
      Register,
      registrationPayload(account(), { introducer: String(a.id), member_currency: 'RMB' }),
    );
    expect(refused.code).toBe(RegisterCode.AGENT_DISABLED);
    await setAgentStatus(t.db, a.id, 'active');
    expect((await guest.call(RegisterValidMessage, { site_id: 1, agent_id: a.id })).is_valid).toBe(1);
    const clicks = (await a.call(AgentLinks, {})).list[0]!.clicks;
    expect(clicks).toBe(1);
  });
});

describe('staff', () => {
  it('list links with their counts and filters, and block one its agent cannot switch on again', async () => {
    const a = await agent();
    const link = await a.call(AgentLinkCreate, { name: 'Blocked soon' });
    await visitor(t, { ip: freshAddress() }).call(AgentLinkVisit, { site_id: 1, code: link.code });

    const page = await support.call(AdminAgentLinkList, { site_id: 1, agent: a.account });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: link.id,
      agent_account: a.account,
      clicks: 1,
      status: 'active',
    });
    expect(page.totals.clicks).toBe(1);

    const blocked = await support.call(AdminAgentLinkBlock, {
      site_id: 1,
      id: link.id,
      blocked: true,
      reason: 'spam on a forum',
    });
    expect(blocked.status).toBe('blocked');
    expect((await visitor(t).call(AgentLinkVisit, { site_id: 1, code: link.code })).is_valid).toBe(0);
    expect((await a.send(AgentLinkUpdate, { id: link.id, is_active: true })).code).toBe(
      PlatformCode.BAD_REQUEST,
    );
    // Renaming stays the agent's.
    expect((await a.call(AgentLinkUpdate, { id: link.id, name: 'Renamed' })).status).toBe('blocked');
    expect(
      (await support.call(AdminAgentLinkList, { site_id: 1, status: 'blocked', agent: a.account })).total,
    ).toBe(1);

    const released = await support.call(AdminAgentLinkBlock, {
      site_id: 1,
      id: link.id,
      blocked: false,
      reason: 'ok',
    });
    expect(released.status).toBe('active');
    const { rows } = await t.pool.query(
      `select action, detail from staff_audit where action like 'agent_link_%' and detail->'after'->>'id' = $1 order by id`,
      [String(link.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['agent_link_blocked', 'agent_link_released']);
    expect(rows[0].detail.reason).toBe('spam on a forum');

    // Without a reason: a 400 naming the field; another site's id: not found.
    const noReason = await support.send(AdminAgentLinkBlock, {
      site_id: 1,
      id: link.id,
      blocked: true,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.message).toContain('reason');
  });
});
