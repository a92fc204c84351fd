import {
  AdminAgentDomainAdd,
  AdminAgentDomainList,
  AdminAgentDomainRemove,
  AdminAgentDomainUpdate,
  AdminAuditList,
  AdminLoginIpBlockAdd,
  AdminLoginIpBlockList,
  AdminLoginIpBlockRemove,
  AdminRecommendSettingSave,
  AdminRecommendSettingsList,
  AdminRegisterBlocklistAdd,
  AdminRegisterBlocklistList,
  AdminRegisterBlocklistRemove,
  AdminServiceAgreementList,
  AdminServiceAgreementSave,
  CheckAgentDomain,
  Login,
  Register,
  RegisterCode,
  ServiceAgreement,
} from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, type Answer } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress, registeredMember, visitor } from '../../../test/member-client';
import { registrationPayload } from '../../../test/member-payload';
import { staffMember, type Staff } from '../../../test/staff-token';
import { members } from './schema';

/**
 * The registration and login rules staff keep through /api/admin/sites/:site_id/...: each call
 * answers, audits its change with reason, before and after, names the field of bad input, refuses
 * the roles it is not for, and the member side obeys the rule at once.
 */

let t: TestApp;
/** A content image store address (rich text takes pictures only from there). */
const STORED = `/static/content/${'0'.repeat(64)}.png`;
let admin: Staff;
let support: Staff;
let finance: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffMember(t, 'rules-admin', 'admin');
  support = await staffMember(t, 'rules-support', 'support');
  finance = await staffMember(t, 'rules-finance', 'finance');
});
afterAll(() => t.close());

const lastAudit = async (action: string) =>
  (await admin.call(AdminAuditList, { action, page_size: 1 })).list[0]!;
const fields = (answer: Answer) => fieldErrors(answer).map((e) => e.field);
const register = (account: string, extra: object = {}) =>
  visitor(t, { ip: freshAddress() }).send(Register, registrationPayload(account, extra));

describe('register blocklist', () => {
  it('support adds a name as registration compares it, and registration refuses it (214)', async () => {
    const added = await support.call(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'name',
      value: '  李四 ',
      reason: 'chargeback ring, ticket 812',
    });
    expect(added).toMatchObject({ kind: 'name', value: '李四' });
    expect((await register('blockname1', { member_name: '李四' })).code).toBe(RegisterCode.NAME_BLACKLISTED);
    expect((await register('blockname2', { member_name: '王五' })).code).toBe(1000);

    const cased = await support.call(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'name',
      value: ' John DOE ',
      reason: 'known fraudster',
    });
    expect(cased.value).toBe('john doe');
    expect(await lastAudit('register_blocklist_added')).toMatchObject({
      account: 'rules-support',
      target: 'site:1',
      detail: { reason: 'known fraudster', before: null, after: { kind: 'name', value: 'john doe' } },
    });
  });

  it('adds an e-mail domain lower-cased, refused at registration in any case (216), then removes it', async () => {
    const added = await support.call(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'email_domain',
      value: '@Throwaway.Example',
      reason: 'disposable mail',
    });
    expect(added.value).toBe('throwaway.example');
    expect((await register('blockmail1', { member_email: 'x@THROWAWAY.example' })).code).toBe(
      RegisterCode.EMAIL_BLACKLISTED,
    );

    const again = await support.send(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'email_domain',
      value: 'throwaway.example',
      reason: 'twice',
    });
    expect([again.statusCode, again.message]).toEqual([409, 'value: already on this site’s blocklist']);

    const page = await support.call(AdminRegisterBlocklistList, { site_id: 1, kind: 'email_domain' });
    expect(page.list.map((e) => e.value)).toEqual(['throwaway.example']);
    expect((await support.call(AdminRegisterBlocklistList, { site_id: 1, search: 'JOHN' })).total).toBe(1);

    const removed = await support.call(AdminRegisterBlocklistRemove, {
      site_id: 1,
      kind: 'email_domain',
      value: 'THROWAWAY.example',
      reason: 'domain taken over by a real provider',
    });
    expect(removed.value).toBe('throwaway.example');
    expect((await lastAudit('register_blocklist_removed')).detail).toMatchObject({
      reason: 'domain taken over by a real provider',
      before: { kind: 'email_domain', value: 'throwaway.example' },
      after: null,
    });
    expect((await register('blockmail2', { member_email: 'x@throwaway.example' })).code).toBe(1000);
    const gone = await support.send(AdminRegisterBlocklistRemove, {
      site_id: 1,
      kind: 'email_domain',
      value: 'throwaway.example',
      reason: 'again',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('names the field of bad input, and is not for finance', async () => {
    const domain = await support.send(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'email_domain',
      value: 'not a domain',
      reason: 'x',
    });
    expect([domain.statusCode, fields(domain)]).toEqual([400, ['value']]);
    const noReason = await support.send(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'name',
      value: 'x',
      reason: ' ',
    });
    expect([noReason.statusCode, fields(noReason)]).toEqual([400, ['reason']]);
    const kind = await support.send(AdminRegisterBlocklistAdd, {
      site_id: 1,
      kind: 'phone' as 'name',
      value: 'x',
      reason: 'x',
    });
    expect(fields(kind)).toEqual(['kind']);
    expect((await support.send(AdminRegisterBlocklistList, { site_id: 999 })).statusCode).toBe(404);
    expect((await finance.send(AdminRegisterBlocklistList, { site_id: 1 })).statusCode).toBe(403);
  });
});

describe('login IP blocks', () => {
  it('a blocked address is refused at member login at once (106) and let in after removal', async () => {
    const home = freshAddress();
    await registeredMember(t, { member_account: 'ipadmin01' }, { ip: home });
    const login = () =>
      visitor(t, { ip: '10.77.1.2' }).send(Login, { site_id: 1, account: 'ipadmin01', password: 'abc123' });

    const block = await support.call(AdminLoginIpBlockAdd, {
      site_id: 1,
      network: '10.77.1.2',
      reason: 'credential stuffing from this address',
    });
    expect(block).toMatchObject({ network: '10.77.1.2/32', reason: 'credential stuffing from this address' });
    expect((await login()).code).toBe(106);
    expect(await lastAudit('login_ip_block_added')).toMatchObject({
      account: 'rules-support',
      target: 'site:1',
      detail: { before: null, after: { id: block.id, network: '10.77.1.2/32' } },
    });

    const found = await support.call(AdminLoginIpBlockList, { site_id: 1, ip: '10.77.1.2' });
    expect(found.list.map((b) => b.id)).toEqual([block.id]);
    expect((await support.call(AdminLoginIpBlockList, { site_id: 1, ip: '10.77.1.3' })).total).toBe(0);

    await support.call(AdminLoginIpBlockRemove, { site_id: 1, id: block.id, reason: 'customer verified' });
    expect((await login()).code).toBe(1000);
    expect((await lastAudit('login_ip_block_removed')).detail).toMatchObject({
      reason: 'customer verified',
      before: { network: '10.77.1.2/32' },
      after: null,
    });
    expect(
      (await support.send(AdminLoginIpBlockRemove, { site_id: 1, id: block.id, reason: 'again' })).statusCode,
    ).toBe(404);
  });

  it('keeps networks and IPv6 addresses, refusing a taken one, host bits and a too-wide net', async () => {
    const v6 = await support.call(AdminLoginIpBlockAdd, { site_id: 2, network: '2001:DB8::1', reason: 'x' });
    expect(v6.network).toBe('2001:db8::1/128');
    const net = await support.call(AdminLoginIpBlockAdd, {
      site_id: 2,
      network: '198.51.100.0/24',
      reason: 'x',
    });
    expect(net.network).toBe('198.51.100.0/24');
    const taken = await support.send(AdminLoginIpBlockAdd, {
      site_id: 2,
      network: '198.51.100.0/24',
      reason: 'x',
    });
    expect(taken.statusCode).toBe(409);
    for (const network of ['198.51.100.7/24', '0.0.0.0/0', '10.0.0.256', 'example.com']) {
      const bad = await support.send(AdminLoginIpBlockAdd, { site_id: 2, network, reason: 'x' });
      expect([bad.statusCode, fields(bad)], network).toEqual([400, ['network']]);
    }
    const ip = await support.send(AdminLoginIpBlockList, { site_id: 2, ip: 'nope' });
    expect(fields(ip)).toEqual(['ip']);
    expect(
      (await finance.send(AdminLoginIpBlockAdd, { site_id: 2, network: '10.1.1.1', reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('recommend settings', () => {
  it('lists every currency of the site and switches one, audited; admin only', async () => {
    expect((await support.call(AdminRecommendSettingsList, { site_id: 1 })).list).toEqual([
      { currency: 'RMB', is_active: true },
      { currency: 'USD', is_active: true },
    ]);
    const off = await admin.call(AdminRecommendSettingSave, {
      site_id: 1,
      currency: 'usd',
      is_active: false,
      reason: 'programme paused for the quarter',
    });
    expect(off).toEqual({ currency: 'USD', is_active: false });
    expect((await admin.call(AdminRecommendSettingsList, { site_id: 1 })).list[1]).toEqual({
      currency: 'USD',
      is_active: false,
    });
    expect((await lastAudit('recommend_setting_saved')).detail).toEqual({
      reason: 'programme paused for the quarter',
      before: { currency: 'USD', is_active: true },
      after: { currency: 'USD', is_active: false },
    });

    const foreign = await admin.send(AdminRecommendSettingSave, {
      site_id: 1,
      currency: 'VND',
      is_active: true,
      reason: 'x',
    });
    expect([foreign.statusCode, fields(foreign)]).toEqual([400, ['currency']]);
    const junk = await admin.send(AdminRecommendSettingSave, {
      site_id: 1,
      currency: 'R1',
      is_active: true,
      reason: 'x',
    });
    expect(fields(junk)).toEqual(['currency']);
    const denied = await support.send(AdminRecommendSettingSave, {
      site_id: 1,
      currency: 'RMB',
      is_active: false,
      reason: 'x',
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('agent domains', () => {
  let agentId: number;
  beforeAll(async () => {
    agentId = (await registeredMember(t, { member_account: 'domagent1' })).id;
    await t.db.update(members).set({ memberType: 2 }).where(eq(members.id, agentId));
  });
  const checkHost = (host: string) => visitor(t).call(CheckAgentDomain, { site_id: 1, host });

  it('adds a host that gives registrations there its agent, switches it off and removes it', async () => {
    const domain = await admin.call(AdminAgentDomainAdd, {
      site_id: 1,
      host: ' VIP-Agent.Example.com ',
      agent_id: agentId,
      reason: 'agent contract signed',
    });
    expect(domain).toMatchObject({
      host: 'vip-agent.example.com',
      agent_id: agentId,
      agent_account: 'domagent1',
      currency: 'RMB',
      is_active: true,
    });
    expect(await lastAudit('agent_domain_added')).toMatchObject({
      target: 'site:1',
      detail: { reason: 'agent contract signed', before: null, after: { host: 'vip-agent.example.com' } },
    });

    // The registration page on that host asks whose it is, and registers with that introducer.
    const seen = await checkHost('vip-agent.example.com:443');
    expect(seen).toEqual({ is_valid: 1, currency: 'RMB', agent_id: agentId });
    const joined = await registeredMember(t, {
      member_account: 'viaagent1',
      introducer: String(seen.agent_id),
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, joined.id));
    expect(row!.introducerId).toBe(agentId);

    const list = await support.call(AdminAgentDomainList, { site_id: 1, search: 'VIP' });
    expect(list.list.map((d) => d.id)).toEqual([domain.id]);

    const off = await admin.call(AdminAgentDomainUpdate, {
      site_id: 1,
      id: domain.id,
      is_active: false,
      reason: 'agent suspended',
    });
    expect(off.is_active).toBe(false);
    expect((await checkHost('vip-agent.example.com')).is_valid).toBe(0);
    expect((await lastAudit('agent_domain_updated')).detail).toMatchObject({
      before: { is_active: true },
      after: { is_active: false },
    });

    await admin.call(AdminAgentDomainRemove, { site_id: 1, id: domain.id, reason: 'contract ended' });
    expect((await lastAudit('agent_domain_removed')).detail).toMatchObject({
      reason: 'contract ended',
      before: { id: domain.id },
      after: null,
    });
    expect((await support.call(AdminAgentDomainList, { site_id: 1, search: 'vip' })).total).toBe(0);
  });

  it('refuses a host taken on any site (409), a bad host and a member who is no active agent of the site', async () => {
    await admin.call(AdminAgentDomainAdd, {
      site_id: 1,
      host: 'taken.example.com',
      agent_id: agentId,
      reason: 'x',
    });
    // An agent of the other site, made directly: site 2's register form asks for a phone and more.
    const [other] = await t.db
      .insert(members)
      .values({ siteId: 2, account: 'vndagent1', passwordHash: 'unused', currency: 'VND', memberType: 2 })
      .returning();
    const taken = await admin.send(AdminAgentDomainAdd, {
      site_id: 2,
      host: 'TAKEN.example.com',
      agent_id: other!.id,
      reason: 'x',
    });
    expect([taken.statusCode, taken.message]).toEqual([409, 'host: already the agent domain of a site']);
    for (const host of ['https://a.example.com', 'a.example.com:8080', 'localhost', 'a..example.com']) {
      const bad = await admin.send(AdminAgentDomainAdd, { site_id: 1, host, agent_id: agentId, reason: 'x' });
      expect([bad.statusCode, fields(bad)], host).toEqual([400, ['host']]);
    }
    const plain = (await registeredMember(t, { member_account: 'plainmem1' })).id;
    const notAgent = await admin.send(AdminAgentDomainAdd, {
      site_id: 1,
      host: 'plain.example.com',
      agent_id: plain,
      reason: 'x',
    });
    expect([notAgent.statusCode, fields(notAgent)]).toEqual([400, ['agent_id']]);
    const otherSite = await admin.send(AdminAgentDomainAdd, {
      site_id: 2,
      host: 'other.example.com',
      agent_id: agentId,
      reason: 'x',
    });
    expect(fields(otherSite)).toEqual(['agent_id']);
    const denied = await support.send(AdminAgentDomainAdd, {
      site_id: 1,
      host: 'support.example.com',
      agent_id: agentId,
      reason: 'x',
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('service agreement', () => {
  it('lists each language of the site and saves one sanitized, as registration then shows it', async () => {
    const before = await support.call(AdminServiceAgreementList, { site_id: 1 });
    expect(before.list.map((a) => [a.language, a.saved])).toEqual([
      ['zh_CN', true],
      ['en_US', true],
      ['zh_TW', true],
    ]);
    const oldEnglish = before.list.find((a) => a.language === 'en_US')!;

    const saved = await admin.call(AdminServiceAgreementSave, {
      site_id: 1,
      language: 'en_US',
      title: 'Terms of service',
      content: `<p>Play fair.</p><script>alert(1)</script><img src="${STORED}" onerror="alert(2)">`,
      reason: 'legal update 2024-07',
    });
    expect(saved).toEqual({
      language: 'en_US',
      title: 'Terms of service',
      content: `<p>Play fair.</p><img src="${STORED}">`,
      saved: true,
    });
    expect(await visitor(t, { headers: { lang: 'en_US' } }).call(ServiceAgreement, { site_id: 1 })).toEqual({
      title: 'Terms of service',
      content: `<p>Play fair.</p><img src="${STORED}">`,
    });
    expect((await lastAudit('service_agreement_saved')).detail).toEqual({
      reason: 'legal update 2024-07',
      before: { language: 'en_US', title: oldEnglish.title, content: oldEnglish.content },
      after: {
        language: 'en_US',
        title: 'Terms of service',
        content: `<p>Play fair.</p><img src="${STORED}">`,
      },
    });
  });

  it('refuses a language the site does not offer, empty text and support', async () => {
    const body = { site_id: 1, title: 'T', content: '<p>x</p>', reason: 'x' };
    const foreign = await admin.send(AdminServiceAgreementSave, { ...body, language: 'vi_VN' });
    expect([foreign.statusCode, fields(foreign)]).toEqual([400, ['language']]);
    const scriptOnly = await admin.send(AdminServiceAgreementSave, {
      ...body,
      language: 'en_US',
      content: '<script>alert(1)</script>',
    });
    expect([scriptOnly.statusCode, fields(scriptOnly)]).toEqual([400, ['content']]);
    const noTitle = await admin.send(AdminServiceAgreementSave, { ...body, language: 'en_US', title: ' ' });
    expect(fields(noTitle)).toEqual(['title']);
    expect((await support.send(AdminServiceAgreementSave, { ...body, language: 'en_US' })).statusCode).toBe(
      403,
    );
  });
});
