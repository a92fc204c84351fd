import { SmsCode } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq as same } from 'drizzle-orm';
import { RegisterCode } from '@arks/contracts';
import {
  agentDomains,
  marketingEvents,
  members,
  recommendSettings,
  registerSettings,
  smsCodes,
} from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { registeredMember } from '../../../test/member-client';
import { createRegistrationExtrasService } from './service';
import { MemorySmsSender } from './sms-sender';

let t: TestApp;
const clock = new ManualClock(Date.now());
const sms = new MemorySmsSender();
let ipSeq = 0;
const nextIp = () => `10.6.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, clock, smsSender: sms });
});
afterAll(() => t.close());

function post(url: string, body: object, ip = '127.0.0.1', lang?: string) {
  const headers = { host: 'localhost:3000', ...(lang ? { lang } : {}) };
  return t.app
    .inject({ method: 'POST', url, payload: body, remoteAddress: ip, headers })
    .then((r) => r.json());
}

const registerMember = async (account: string) => (await registeredMember(t, { member_account: account })).id;

describe('/register/sms', () => {
  const send = (phone: string | undefined, ip = nextIp(), lang?: string) =>
    post(
      '/api/register/sms',
      { site_id: 1, member_phone: phone, currency: 'RMB', type: 'register_member' },
      ip,
      lang,
    );

  it('texts the code in the language the member reads, naming the site as that reader knows it', async () => {
    await send('13800000011', nextIp(), 'zh_CN');
    const chinese = sms.sent.at(-1)!;
    expect(chinese.language).toBe('zh_CN');
    expect(chinese.text).toMatch(new RegExp(`^【[^】]+】您的验证码是 ${chinese.code}，10 分钟内有效`));
    await send('13800000012', nextIp(), 'th_TH');
    const thai = sms.sent.at(-1)!;
    expect(thai.language).toBe('th_TH');
    expect(thai.text).toContain(`รหัสยืนยันของคุณคือ ${thai.code}`);
    expect(thai.text).not.toContain('{{');
    // No language asked for: the site's default (site 1 reads Chinese).
    await send('13800000013');
    expect(sms.sent.at(-1)!.language).toBe('zh_CN');
  });

  it('sends a 6-digit code once per 300 s, keeps only its hash', async () => {
    const first = await send('13800000001');
    expect(first).toMatchObject({ code: 1000, data: { resend_after: 300 } });
    const code = sms.lastCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000001'));
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect((await send('13800000001')).code).toBe(SmsCode.LIMIT_FIVE_MINUTES);
    clock.advance(301_000);
    expect((await send('13800000001')).code).toBe(1000);
  });

  it.each([
    ['', SmsCode.PHONE_BLANK],
    [undefined, SmsCode.PHONE_BLANK],
    ['12ab5678', SmsCode.PHONE_VERIFY_ERROR],
    ['123', SmsCode.PHONE_VERIFY_ERROR],
  ])('phone %j answers %i', async (phone, code) => {
    expect((await send(phone)).code).toBe(code);
  });

  it('103 when the gateway has no balance, 104 when it fails or one address asks too often', async () => {
    sms.result = 'no_balance';
    expect((await send('13800000002')).code).toBe(SmsCode.NO_BALANCE);
    sms.result = 'failed';
    expect((await send('13800000002')).code).toBe(SmsCode.CONTACT_SERVICE);
    sms.result = 'sent';
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await send(`1390000${String(i).padStart(4, '0')}`, ip)).code).toBe(1000);
    expect((await send('13900009999', ip)).code).toBe(SmsCode.CONTACT_SERVICE);
  });

  it('checkCode accepts the latest code once and kills it after five wrong tries', async () => {
    const service = createRegistrationExtrasService({ db: t.db, clock, sms });
    await send('13800000003');
    const code = sms.lastCode('13800000003')!;
    expect(await service.checkCode(1, '13800000003', code === '000000' ? '000001' : '000000')).toBe(false);
    expect(await service.checkCode(1, '13800000003', code)).toBe(true);
    expect(await service.checkCode(1, '13800000003', code)).toBe(false);

    clock.advance(301_000);
    await send('13800000003');
    const next = sms.lastCode('13800000003')!;
    const wrong = next === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect(await service.checkCode(1, '13800000003', wrong)).toBe(false);
    expect(await service.checkCode(1, '13800000003', next)).toBe(false);
  });
});

describe('agent domains and link checks', () => {
  it('check-agent-domain answers the agent and currency of an agent host, is_valid 0 otherwise', async () => {
    const agentId = await registerMember('agentdom1');
    await t.db.update(members).set({ memberType: 2 }).where(eq(members.id, agentId));
    await t.db.insert(agentDomains).values({ siteId: 1, host: 'vip.example.com', agentId, currency: 'RMB' });
    expect(
      await post('/api/arks/web/check-agent-domain', { site_id: 1, host: 'VIP.example.com:443' }),
    ).toMatchObject({
      code: 1000,
      data: { is_valid: 1, currency: 'RMB', agent_id: agentId },
    });
    expect(
      (await post('/api/arks/web/check-agent-domain', { site_id: 1, host: 'other.example.com' })).data,
    ).toEqual({
      is_valid: 0,
      currency: '',
      agent_id: 0,
    });
    await t.db.update(members).set({ status: 'disabled' }).where(eq(members.id, agentId));
    expect(
      (await post('/api/arks/web/check-agent-domain', { site_id: 1, host: 'vip.example.com' })).data.is_valid,
    ).toBe(0);
  });

  it('valid_message: agent links need an active agent, recommend links an active programme', async () => {
    const agentId = await registerMember('agentlnk1');
    const plainId = await registerMember('plainmem1');
    expect((await post('/api/register/valid_message', { site_id: 1, agent_id: agentId })).data.is_valid).toBe(
      0,
    );
    await t.db.update(members).set({ memberType: 2 }).where(eq(members.id, agentId));
    expect((await post('/api/register/valid_message', { site_id: 1, agent_id: agentId })).data.is_valid).toBe(
      1,
    );
    expect((await post('/api/register/valid_message', { site_id: 1, agent_id: plainId })).data.is_valid).toBe(
      0,
    );
    expect((await post('/api/register/valid_message', { site_id: 2, agent_id: agentId })).data.is_valid).toBe(
      0,
    );

    // The seed opens friend recommend; close it to see the link refused.
    await t.db.delete(recommendSettings);
    expect(
      (await post('/api/register/valid_message', { site_id: 1, recommend_code: 'plainmem1' })).data.is_valid,
    ).toBe(0);
    await t.db
      .insert(recommendSettings)
      .values({ siteId: 1, currency: 'RMB', isActive: true })
      .onConflictDoNothing();
    expect(
      (await post('/api/register/valid_message', { site_id: 1, recommend_code: 'PLAINMEM1' })).data.is_valid,
    ).toBe(1);
    expect(
      (await post('/api/register/valid_message', { site_id: 1, recommend_code: 'nobody00' })).data.is_valid,
    ).toBe(0);
  });
});

describe('/fb_tracking', () => {
  it('stores the event once per event id and refuses a malformed one', async () => {
    const event = {
      site_id: 1,
      eventName: 'CompleteRegistration',
      eventTime: 1_795_000_000,
      eventID: 'reg-abc-1',
      userData: { external_id: 'x1' },
      customData: { currency: 'RMB' },
    };
    expect((await post('/api/fb_tracking', event)).code).toBe(1000);
    expect((await post('/api/fb_tracking', event)).code).toBe(1000);
    const rows = await t.db.select().from(marketingEvents).where(eq(marketingEvents.eventId, 'reg-abc-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventName: 'CompleteRegistration', customData: { currency: 'RMB' } });
    expect((await post('/api/fb_tracking', { ...event, eventName: '' })).code).toBe(400);
  });
});

describe('registration with phone verification on', () => {
  it('113 for a missing or wrong code, success with the code we sent (used once)', async () => {
    await t.db
      .update(registerSettings)
      .set({ isVerification: true })
      .where(
        and(
          same(registerSettings.siteId, 1),
          same(registerSettings.currency, 'RMB'),
          same(registerSettings.field, 'member_phone'),
        ),
      );
    const form = (account: string, phone_verify: string) => ({
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: '张三',
      member_phone: '13700000001',
      phone_verify,
      withdraw_password: '1234',
      agreement: true,
    });
    expect((await post('/api/register', form('phonever1', '123456'), nextIp())).code).toBe(
      RegisterCode.WRONG_PHONE_VERIFY_CODE,
    );
    expect((await post('/api/register', form('phonever1', ''), nextIp())).code).toBe(400);
    await post(
      '/api/register/sms',
      { site_id: 1, member_phone: '13700000001', type: 'register_member' },
      nextIp(),
    );
    const code = sms.lastCode('13700000001')!;
    expect((await post('/api/register', form('phonever1', code), nextIp())).code).toBe(1000);
    // The phone is taken now (unique), and its code was used (checkCode test above covers reuse).
    expect((await post('/api/register', form('phonever2', code), nextIp())).code).toBe(
      RegisterCode.PHONE_REPEAT,
    );
  });
});

describe('/register/verification', () => {
  it('answers 102/104/105 for taken values of checked fields and 1000 for free ones', async () => {
    await registeredMember(t, {
      member_account: 'uniqchk1',
      member_name: '李四',
      member_email: 'uniq@example.com',
    });
    const check = (body: object) =>
      post('/api/register/verification', { site_id: 1, member_currency: 'RMB', verification: 1, ...body });
    expect((await check({ member_account: 'UNIQCHK1' })).code).toBe(RegisterCode.ACCOUNT_REPEAT);
    expect((await check({ member_email: 'uniq@example.com' })).code).toBe(RegisterCode.EMAIL_REPEAT);
    expect((await check({ member_phone: '13700000001' })).code).toBe(RegisterCode.PHONE_REPEAT);
    // RMB does not mark the name unique, so a taken name is fine here.
    expect((await check({ member_name: '李四' })).code).toBe(1000);
    expect((await check({ member_account: 'freeacc1', member_email: 'free@example.com' })).code).toBe(1000);
  });
});
