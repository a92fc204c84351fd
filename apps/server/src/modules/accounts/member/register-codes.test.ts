import { RegisterCode } from '@arks/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, registerBlocklist } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const rmb = (account: string, extra: object = {}) => ({
  site_id: 1,
  member_account: account,
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'RMB',
  member_name: '张三',
  withdraw_password: '1234',
  agreement: true,
  ...extra,
});
const register = async (body: object, from = `10.20.${Math.floor(++ip / 200)}.${ip % 200}`) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'x-forwarded-for': from },
    })
  ).json();

async function agent(account: string, status: 'active' | 'frozen' = 'active') {
  const body = await register(rmb(account));
  await t.db.update(members).set({ memberType: 2, status }).where(eq(members.id, body.data.member_id));
  return body.data.member_id as number;
}

describe('register codes of spec §8', () => {
  it.each([
    ['member_email', { member_email: 'not-an-email' }, RegisterCode.EMAIL_INVALID, 'signup.err_email_format'],
    ['member_phone', { member_phone: '12ab' }, RegisterCode.PHONE_INVALID, 'signup.err_phone_digits'],
    ['member_name', { member_name: 'John' }, RegisterCode.NAME_INVALID, 'signup.err_name_chinese'],
    ['member_qq', { member_qq: '1' }, RegisterCode.QQ, 'signup.err_contact_length'],
    ['member_wechat', { member_wechat: 'a b' }, RegisterCode.WECHAT, undefined],
  ])('%s that breaks its rule answers its own code, naming the field', async (field, extra, code, key) => {
    const body = await register(rmb(`badfld${ip}`, extra));
    expect(body.code).toBe(code);
    expect(body.data.errors[0].field).toBe(field);
    if (key) expect(body.data.errors[0].key).toBe(key);
  });

  it('valid contact fields and a valid email still register', async () => {
    expect(
      (await register(rmb('goodfields', { member_qq: '123456', member_email: 'ok@example.com' }))).code,
    ).toBe(1000);
  });

  it('refuses blacklisted names and email domains (214, 216)', async () => {
    await t.db.insert(registerBlocklist).values([
      { siteId: 1, kind: 'name', value: '黑名单' },
      { siteId: 1, kind: 'email_domain', value: 'spam.example' },
    ]);
    expect((await register(rmb('blackname', { member_name: '黑名单' }))).code).toBe(
      RegisterCode.NAME_BLACKLISTED,
    );
    expect((await register(rmb('blackmail', { member_email: 'x@SPAM.example' }))).code).toBe(
      RegisterCode.EMAIL_BLACKLISTED,
    );
  });

  it('agent links: 106 no agent, 228 not an agent or another currency, 108 agent not active', async () => {
    expect((await register(rmb('noproxy1', { introducer: '999999' }))).code).toBe(RegisterCode.NO_PROXY);
    const plain = (await register(rmb('plainmem'))).data.member_id;
    expect((await register(rmb('notagent', { introducer: String(plain) }))).code).toBe(
      RegisterCode.INTRODUCER_INVALID,
    );
    const frozen = await agent('frozagent', 'frozen');
    expect((await register(rmb('viafrozen', { introducer: String(frozen) }))).code).toBe(
      RegisterCode.AGENT_DISABLED,
    );
    const good = await agent('goodagent');
    const usd = await register({
      ...rmb('viausd', { introducer: String(good) }),
      member_currency: 'USD',
      member_name: undefined,
      member_email: 'u@example.com',
    });
    expect(usd.code).toBe(RegisterCode.INTRODUCER_INVALID);
    const ok = await register(rmb('viagood1', { introducer: String(good) }));
    expect(ok.code).toBe(1000);
    const [row] = await t.db.select().from(members).where(eq(members.id, ok.data.member_id));
    expect(row!.introducerId).toBe(good);
    expect((await register(rmb('typedintro', { introducer: 'nobodyhere' }))).code).toBe(
      RegisterCode.INTRODUCER_NOT_FOUND,
    );
  });

  it('recommend codes: 107 programme closed, 110 unknown code, 109 friend not active', async () => {
    const friend = (await register(rmb('myfriend1'))).data.member_id;
    await t.db.execute(sql`delete from recommend_settings where site_id = 1 and currency = 'RMB'`);
    expect((await register(rmb('viafriend', { recommend_code: 'myfriend1' }))).code).toBe(
      RegisterCode.RECOMMEND_CLOSED,
    );
    await t.db.execute(
      sql`insert into recommend_settings (site_id, currency, is_active) values (1, 'RMB', true)`,
    );
    expect((await register(rmb('viaghost1', { recommend_code: 'ghostfriend' }))).code).toBe(
      RegisterCode.CODE_DISABLED,
    );
    const ok = await register(rmb('viafrnd2', { recommend_code: 'MyFriend1' }));
    expect(ok.code).toBe(1000);
    const [row] = await t.db.select().from(members).where(eq(members.id, ok.data.member_id));
    expect(row!.recommenderId).toBe(friend);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, friend));
    expect((await register(rmb('viafrnd3', { recommend_code: 'myfriend1' }))).code).toBe(
      RegisterCode.RECOMMEND_DISABLED,
    );
  });

  it('refuses registration from a blocked network with 218', async () => {
    await t.db.execute(sql`insert into login_ip_blocks (site_id, network) values (1, '10.99.0.0/24')`);
    expect((await register(rmb('blockedip'), '10.99.0.1')).code).toBe(RegisterCode.IP_ERROR);
  });
});
