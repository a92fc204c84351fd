import {
  AdminAgentAgreementSave,
  AdminAgentApplicationApprove,
  AdminAgentApplicationList,
  AdminAgentApplicationRefuse,
  AdminAgentDetail,
  AdminAgentEligibilitySave,
  AdminAgentLevelNamesSave,
  AdminAgentMake,
  AdminAgentMove,
  AdminAgentSettings,
  AdminAgentStatus,
  AgentAgreementText,
  AgentApplicationState,
  AgentLevelRename,
  ApplyForAgentCheck,
  MemberCenterCode,
  MemberLayout,
} from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  agentApplications,
  agents,
  members,
  reportBetDaily,
  reportMoneyDaily,
  staffAudit,
} from '../../../db/schema';
import { calendarDay } from '../../../platform/day-window';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let support: Staff;
let seq = 0;
let today: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  support = await staffMember(t, 'agent-support', 'support');
  const { rows } = await t.db.execute<{ time_zone: string }>(sql`select time_zone from sites where id = 1`);
  today = calendarDay(new Date(), rows[0]!.time_zone);
});
afterAll(async () => {
  await t.close();
});

const member = (): Promise<Member> => registeredMember(t, { member_account: `apply${++seq}x` });
const ageDays = (m: Member, days: number) =>
  t.db
    .update(members)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(members.id, m.id));
const layout = async (m: Member) => (await m.call(MemberLayout)).member_common_layout;
const pendingOf = (memberId: number) =>
  t.db
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));

async function rules(days: number, deposits: string, bets: string) {
  await support.call(AdminAgentEligibilitySave, {
    site_id: 1,
    currency: 'RMB',
    min_account_days: days,
    min_deposits: deposits,
    min_valid_bets: bets,
    reason: 'test rules',
  });
}

/** A member's deposits and valid bets today, as the daily report rollups hold them. */
async function figures(memberId: number, deposits: bigint, validBet: bigint) {
  await t.db
    .insert(reportMoneyDaily)
    .values({ siteId: 1, currency: 'RMB', day: today, memberId, depositCount: 1, deposits });
  await t.db.insert(reportBetDaily).values({
    siteId: 1,
    currency: 'RMB',
    day: today,
    hall: 1,
    provider: 'GPX',
    memberId,
    rounds: 1,
    stake: validBet,
    payout: 0n,
    validBet,
  });
}

async function topAgent(): Promise<Member> {
  const a = await member();
  await support.call(AdminAgentMake, { member_id: a.id, parent_id: null, reason: 'top agent' });
  return a;
}

describe('apply_for_agent/check', () => {
  afterEach(() => rules(0, '0', '0'));

  it('104 names the first missing rule in the member’s language; eligible members file once', async () => {
    await rules(3, '100.00', '500.00');
    const m = await member();
    const check = (flag?: 0 | 1) =>
      m.send(ApplyForAgentCheck, flag === undefined ? {} : { apply_agent_flag: flag });

    const young = await check(1);
    expect(young.code).toBe(MemberCenterCode.NOT_ELIGIBLE);
    expect(young.message).toContain('3');
    const zh = await m.send(ApplyForAgentCheck, {}, { headers: { lang: 'zh_CN' } });
    expect(zh.message).toContain('3 天');

    await ageDays(m, 5);
    const poor = await check();
    expect(poor.code).toBe(MemberCenterCode.NOT_ELIGIBLE);
    expect(poor.message).toContain('100.00');
    expect(poor.data).toMatchObject({
      eligible: false,
      account_days: { met: true },
      deposits: { met: false },
    });

    await figures(m.id, 20_000n, 30_000n); // 200.00 deposited, 300.00 bet
    const fewBets = await check();
    expect(fewBets.code).toBe(MemberCenterCode.NOT_ELIGIBLE);
    expect(fewBets.message).toContain('500.00');
    await t.db.update(reportBetDaily).set({ validBet: 60_000n }).where(eq(reportBetDaily.memberId, m.id));

    expect(await check()).toMatchObject({ code: 1000, data: { apply_agent_flag: 0, agent_id: 0 } });
    expect(await pendingOf(m.id)).toHaveLength(0);
    expect(await check(1)).toMatchObject({ code: 1000, data: { apply_agent_flag: 1 } });
    const again = await check(1);
    expect(again.code).toBe(MemberCenterCode.ALREADY_AGENT);
    expect(again.message).toBe('您的代理申请正在审核中'); // the site's default language, zh_CN
    expect(await m.call(AgentApplicationState)).toMatchObject({ status: 'pending', agent_active: 0 });
  });

  it('parallel applications file exactly one', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => m.send(ApplyForAgentCheck, { apply_agent_flag: 1 })),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(answers.every((a) => a.code === 1000 || a.code === MemberCenterCode.ALREADY_AGENT)).toBe(true);
    expect(await pendingOf(m.id)).toHaveLength(1);
  });
});

describe('staff decide applications', () => {
  it('approval makes the applicant an agent under its agent introducer; the layout shows it', async () => {
    const top = await topAgent();
    const m = await member();
    await t.db.update(members).set({ introducerId: top.id }).where(eq(members.id, m.id));
    expect(await m.call(ApplyForAgentCheck, { apply_agent_flag: 1 })).toEqual({
      agent_id: top.id,
      apply_agent_flag: 1,
    });
    const [app] = await pendingOf(m.id);
    const listed = await support.call(AdminAgentApplicationList, {
      site_id: 1,
      status: 'pending',
      account: m.account,
    });
    expect(listed.list).toMatchObject([{ id: app!.id, parent_id: top.id, parent_account: top.account }]);

    const approved = await support.call(AdminAgentApplicationApprove, {
      id: app!.id,
      level: 2,
      agent_type: 1,
    });
    expect(approved.status).toBe('approved');
    const [row] = await t.db.select().from(agents).where(eq(agents.memberId, m.id));
    expect(row).toMatchObject({ parentId: top.id, path: [top.id, m.id], level: 2, status: 'active' });
    expect(await layout(m)).toMatchObject({ is_agent: 1, agent_active: 1, agent_level: 2, agent_type: 1 });
    expect((await layout(m)).member_type).not.toBe(1);
    expect((await m.send(ApplyForAgentCheck, {})).code).toBe(MemberCenterCode.ALREADY_AGENT);
    expect(await m.call(AgentApplicationState)).toMatchObject({ status: 'approved', agent_active: 1 });

    // Decided once: a second decision is refused, nothing changes.
    const twice = await support.send(AdminAgentApplicationRefuse, { id: app!.id, reason: 'late' });
    expect(twice.code).toBe(409);
    const audits = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `agent_applications:${app!.id}`));
    expect(audits.map((a) => a.action)).toEqual(['agent_application_approve']);
  });

  it('refusal shows the reason to the member, who may apply again', async () => {
    const m = await member();
    await m.call(ApplyForAgentCheck, { apply_agent_flag: 1 });
    const [app] = await pendingOf(m.id);
    await support.call(AdminAgentApplicationRefuse, { id: app!.id, reason: 'Too few active friends yet' });
    expect(await m.call(AgentApplicationState)).toMatchObject({
      status: 'refused',
      reason: 'Too few active friends yet',
    });
    expect((await layout(m)).is_agent).toBe(0);
    expect((await m.send(ApplyForAgentCheck, { apply_agent_flag: 1 })).code).toBe(1000);
  });

  it('an applicant whose introducer is not an active agent becomes a top agent', async () => {
    const plain = await member();
    const m = await member();
    await t.db.update(members).set({ introducerId: plain.id }).where(eq(members.id, m.id));
    await m.call(ApplyForAgentCheck, { apply_agent_flag: 1 });
    const [app] = await pendingOf(m.id);
    await support.call(AdminAgentApplicationApprove, { id: app!.id });
    const [row] = await t.db.select().from(agents).where(eq(agents.memberId, m.id));
    expect(row).toMatchObject({ parentId: null, path: [m.id] });
    const [me] = await t.db.select().from(members).where(eq(members.id, m.id));
    expect(me!.introducerId).toBeNull();
  });

  it('approving while staff make the same member an agent: one wins, the other is refused, never a 500', async () => {
    const m = await member();
    await m.call(ApplyForAgentCheck, { apply_agent_flag: 1 });
    const [app] = await pendingOf(m.id);
    const answers = await Promise.all([
      support.send(AdminAgentApplicationApprove, { id: app!.id }),
      support.send(AdminAgentMake, { member_id: m.id, parent_id: null, reason: 'direct' }),
    ]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([409, 1000]);
    expect(await t.db.select().from(agents).where(eq(agents.memberId, m.id))).toHaveLength(1);
    expect(await pendingOf(m.id)).toHaveLength(0);
  });

  it('a frozen member files nothing; approving one frozen since it applied is refused, no agent made', async () => {
    // Frozen with its session still open (a freeze racing the call): apply answers 104, files nothing.
    const frozen = await member();
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, frozen.id));
    const refused = await frozen.send(
      ApplyForAgentCheck,
      { apply_agent_flag: 1 },
      { headers: { lang: 'en_US' } },
    );
    expect(refused.code).toBe(MemberCenterCode.NOT_ELIGIBLE);
    expect(refused.message).toContain('frozen');
    expect(await pendingOf(frozen.id)).toHaveLength(0);

    // Applied while active, frozen before staff decide: approval is refused, naming the member.
    const m = await member();
    await m.call(ApplyForAgentCheck, { apply_agent_flag: 1 });
    const [app] = await pendingOf(m.id);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, m.id));
    const approve = await support.send(AdminAgentApplicationApprove, { id: app!.id });
    expect(approve.code).toBe(409);
    expect(approve.message).toContain('member_id');
    expect(approve.message).toContain('frozen');
    expect(await t.db.select().from(agents).where(eq(agents.memberId, m.id))).toHaveLength(0);
    expect(await pendingOf(m.id)).toHaveLength(1);
    const [me] = await t.db.select().from(members).where(eq(members.id, m.id));
    expect(me!.memberType).toBe(1);
    // Staff making it an agent directly are refused the same way; once restored, approval works.
    const make = await support.send(AdminAgentMake, { member_id: m.id, parent_id: null, reason: 'direct' });
    expect(make.code).toBe(409);
    await t.db.update(members).set({ status: 'active' }).where(eq(members.id, m.id));
    expect((await support.call(AdminAgentApplicationApprove, { id: app!.id })).status).toBe('approved');
  });

  it('bad input names the field; other roles are refused', async () => {
    const bad = await support.send(AdminAgentApplicationApprove, { id: 1, level: 11 } as never);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('level');
    const none = await support.send(AdminAgentApplicationApprove, { id: 987654 });
    expect(none.code).toBe(404);
    const content = await staffMember(t, 'agent-content', 'content');
    expect((await content.send(AdminAgentApplicationList, {})).code).toBe(403);
  });
});

describe('staff manage agents', () => {
  it('suspend and restore follow into the layout; limits, level and type are kept', async () => {
    const a = await topAgent();
    await support.call(AdminAgentStatus, { member_id: a.id, status: 'suspended', reason: 'complaint' });
    expect(await layout(a)).toMatchObject({ member_type: 3, is_agent: 1, agent_active: 0 });
    await support.call(AdminAgentStatus, { member_id: a.id, status: 'active', reason: 'cleared' });
    expect(await layout(a)).toMatchObject({ member_type: 2, agent_active: 1 });
    const set = await support.call(AdminAgentSettings, {
      member_id: a.id,
      level: 3,
      agent_type: 3,
      transfer_max_single: '500.50',
      transfer_max_daily: '2000',
      reason: 'terms',
    });
    expect(set).toMatchObject({
      level: 3,
      agent_type: 3,
      transfer_max_single: '500.50',
      transfer_max_daily: '2000.00',
    });
    const [row] = await t.db.select().from(agents).where(eq(agents.memberId, a.id));
    expect(row!.transferMaxSingle).toBe(50_050n);
    expect(await layout(a)).toMatchObject({ agent_level: 3, agent_type: 3 });
  });

  it('moves a member and a sub-agent with its subtree, states the effect, refuses a cycle', async () => {
    const a = await topAgent();
    const b = await topAgent();
    const sub = await member();
    await support.call(AdminAgentMake, { member_id: sub.id, parent_id: a.id, reason: 'sub' });
    const subSub = await member();
    await support.call(AdminAgentMake, { member_id: subSub.id, parent_id: sub.id, reason: 'sub sub' });
    const player = await member();
    await t.db.update(members).set({ introducerId: subSub.id }).where(eq(members.id, player.id));

    const moved = await support.call(AdminAgentMove, {
      member_id: sub.id,
      new_agent_id: b.id,
      reason: 'team change',
    });
    expect(moved).toMatchObject({ from_agent_id: a.id, to_agent_id: b.id, agents_moved: 2 });
    expect(moved.effect).toMatch(/next computation/);
    expect(moved.effect).toMatch(/paid periods do not change/);
    const [row] = await t.db.select().from(agents).where(eq(agents.memberId, subSub.id));
    expect(row!.path).toEqual([b.id, sub.id, subSub.id]);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `members:${sub.id}`));
    expect(audit[0]!.detail).toMatchObject({ effect: moved.effect, reason: 'team change' });

    const cycle = await support.send(AdminAgentMove, {
      member_id: b.id,
      new_agent_id: subSub.id,
      reason: 'x',
    });
    expect(cycle.code).toBe(400);
    expect(cycle.message).toContain('new_agent_id');
    const toTop = await support.send(AdminAgentMove, {
      member_id: player.id,
      new_agent_id: null,
      reason: 'x',
    });
    expect(toTop.code).toBe(400);

    const detail = await support.call(AdminAgentDetail, { member_id: sub.id });
    expect(detail.agent.path.map((p) => p.account)).toEqual([b.account, sub.account]);
    expect(detail.sub_agents.map((s) => s.member_id)).toEqual([subSub.id]);
    const subDetail = await support.call(AdminAgentDetail, { member_id: subSub.id });
    expect(subDetail.direct_members.map((d) => d.member_id)).toEqual([player.id]);
  });

  it('parallel opposite moves never make a cycle', async () => {
    const a = await topAgent();
    const b = await topAgent();
    const answers = await Promise.all([
      support.send(AdminAgentMove, { member_id: a.id, new_agent_id: b.id, reason: 'race' }),
      support.send(AdminAgentMove, { member_id: b.id, new_agent_id: a.id, reason: 'race' }),
    ]);
    expect(answers.map((x) => x.code).sort((x, y) => x - y)).toEqual([400, 1000]);
    const rows = await t.db
      .select()
      .from(agents)
      .where(sql`${agents.memberId} in (${a.id}, ${b.id})`);
    for (const r of rows) expect(new Set(r.path).size).toBe(r.path.length);
  });

  it('making an agent of an agent, or under another currency’s agent, is refused', async () => {
    const a = await topAgent();
    expect((await support.send(AdminAgentMake, { member_id: a.id, parent_id: null, reason: 'x' })).code).toBe(
      409,
    );
    const usd = await member();
    await t.db.update(members).set({ currency: 'USD' }).where(eq(members.id, usd.id));
    const refused = await support.send(AdminAgentMake, { member_id: usd.id, parent_id: a.id, reason: 'x' });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('parent_id');
  });
});

describe('level names and agreement', () => {
  it('agent-level-rename answers the site’s names in the reader’s language', async () => {
    await support.call(AdminAgentLevelNamesSave, {
      site_id: 1,
      levels: [
        { level: 1, names: { zh_CN: '普通代理', en_US: 'Agent' } },
        { level: 2, names: { zh_CN: '金牌代理', en_US: 'Gold agent' } },
      ],
      reason: 'names',
    });
    const a = await topAgent();
    await support.call(AdminAgentSettings, {
      member_id: a.id,
      level: 2,
      agent_type: 1,
      transfer_max_single: null,
      transfer_max_daily: null,
      reason: 'promote',
    });
    const en = await a.call(AgentLevelRename, { site_id: 1 }, { headers: { lang: 'en_US' } });
    expect(en.detail).toEqual({
      agent_level: 2,
      name: 'Gold agent',
      list: [
        { level: 1, name: 'Agent' },
        { level: 2, name: 'Gold agent' },
      ],
    });
    const zh = await a.call(AgentLevelRename, { site_id: 1 }, { headers: { lang: 'zh_CN' } });
    expect(zh.detail.name).toBe('金牌代理');
    const plain = await member();
    expect((await plain.call(AgentLevelRename, { site_id: 1 })).detail.agent_level).toBe(0);
    const noDefault = await support.send(AdminAgentLevelNamesSave, {
      site_id: 1,
      levels: [{ level: 1, names: { en_US: 'Agent' } }],
      reason: 'x',
    });
    expect(noDefault.code).toBe(400);
  });

  it('the agreement is read in the member’s language and needs the site’s default one', async () => {
    await support.call(AdminAgentAgreementSave, {
      site_id: 1,
      texts: { zh_CN: '代理协议正文', en_US: 'Agent agreement text' },
      reason: 'agreement',
    });
    const m = await member();
    expect((await m.call(AgentAgreementText, {}, { headers: { lang: 'en_US' } })).text).toBe(
      'Agent agreement text',
    );
    expect((await m.call(AgentAgreementText, {}, { headers: { lang: 'ja_JP' } })).text).toBe('代理协议正文');
    const bad = await support.send(AdminAgentAgreementSave, {
      site_id: 1,
      texts: { en_US: 'x' },
      reason: 'x',
    });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('texts.zh_CN');
  });
});
