import { RegisterSms, SmsCode, VerifyResetCode, VxReset, VxVerify } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSettings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { envelopeOf, type Input } from '../../../test/api-client';
import { freshAddress, loggedInMember, registeredMember, visitor } from '../../../test/member-client';
import { MemorySmsSender } from '../registration/sms-sender';

let t: TestApp;
const clock = new ManualClock(Date.now());
const sms = new MemorySmsSender();

/** Site 1 RMB shows the phone on its register form; SMS verification is switched per test. */
const smsVerification = (on: boolean) =>
  t.db
    .update(registerSettings)
    .set({ isVerification: on })
    .where(
      and(
        eq(registerSettings.siteId, 1),
        eq(registerSettings.currency, 'RMB'),
        eq(registerSettings.field, 'member_phone'),
      ),
    );

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, clock, smsSender: sms });
  // Members register before SMS verification is on, so registration needs no code of its own.
  await registeredMember(t, { member_account: 'smsfgt01', member_phone: '13900000001' });
  await registeredMember(t, { member_account: 'smsfgt02', member_phone: '13900000002' });
  await registeredMember(t, { member_account: 'smsfgt03', member_phone: '13900000003' });
  await smsVerification(true);
});
afterAll(() => t.close());

const sendCode = (account: string, member_phone: string, ip = freshAddress()) =>
  visitor(t, { ip }).send(RegisterSms, { site_id: 1, member_phone, account, type: 'forgot_password' });
const verify = (extra: Partial<Input<typeof VxVerify>> & { account: string }, ip = freshAddress()) =>
  visitor(t, { ip }).send(VxVerify, { site_id: 1, withdraw_password: '1234', method: 'sms', ...extra });
const reset = (account: string, token: string) =>
  visitor(t).send(VxReset, { site_id: 1, account, password: 'smsnew12', token });

describe('forgot password by SMS (spec §4 member reset, §9 forgot timer 300 s)', () => {
  it('spec §9: one 6-digit code per phone per 300 s; asked again earlier the answer is SMS 102', async () => {
    const first = await sendCode('smsfgt01', '13900000001');
    expect(first.code).toBe(1000);
    expect(first.data).toEqual({ resend_after: 300 });
    expect(sms.lastCode('13900000001')).toMatch(/^\d{6}$/);
    const sent = sms.sent.length;

    clock.advance(299_000);
    expect((await sendCode('smsfgt01', '13900000001')).code).toBe(SmsCode.LIMIT_FIVE_MINUTES);
    expect(sms.sent.length).toBe(sent);

    clock.advance(2_000);
    expect((await sendCode('smsfgt01', '13900000001')).code).toBe(1000);
    expect(sms.sent.length).toBe(sent + 1);
  });

  it('spec §8 SMS 201/099: a blank phone is 201, a malformed one 099', async () => {
    expect((await sendCode('smsfgt01', '')).code).toBe(SmsCode.PHONE_BLANK);
    expect((await sendCode('smsfgt01', '12ab')).code).toBe(SmsCode.PHONE_VERIFY_ERROR);
  });

  it('sends nothing to a phone that is not the account’s, and answers exactly as when it sends', async () => {
    const before = sms.sent.length;
    const wrongPhone = await sendCode('smsfgt02', '13900000099');
    const unknown = await sendCode('nobody99', '13900000098');
    const right = await sendCode('smsfgt02', '13900000002');
    expect(sms.sent.length).toBe(before + 1);
    expect(envelopeOf(wrongPhone)).toEqual(envelopeOf(right));
    expect(envelopeOf(unknown)).toEqual(envelopeOf(right));
  });

  it('a stranger naming the phone with another account cannot hold back the owner’s code', async () => {
    clock.advance(301_000);
    expect((await sendCode('nobody98', '13900000001')).code).toBe(1000);
    const before = sms.sent.length;
    expect((await sendCode('smsfgt01', '13900000001')).code).toBe(1000);
    expect(sms.sent.length).toBe(before + 1);
  });

  it('spec §4: verify with the SMS code returns a token, the new password is set once with it', async () => {
    clock.advance(301_000);
    await sendCode('smsfgt03', '13900000003');
    const code = sms.lastCode('13900000003')!;
    const ok = await verify({ account: 'smsfgt03', member_phone: '13900000003', phone_verify: code });
    expect(ok.code).toBe(1000);
    const token = (ok.data as { token: string }).token;
    expect((await reset('smsfgt03', token)).code).toBe(1000);
    // The token works once (§8 verify/reset 203), and so does the code.
    expect((await reset('smsfgt03', token)).code).toBe(VerifyResetCode.E203);
    expect(
      (await verify({ account: 'smsfgt03', member_phone: '13900000003', phone_verify: code })).code,
    ).toBe(VerifyResetCode.E101);
    await loggedInMember(t, { account: 'smsfgt03', password: 'smsnew12' });
  });

  it('spec §8 verify 101: a wrong code, a registration code or another phone is one 101; 201 without a code', async () => {
    clock.advance(301_000);
    await sendCode('smsfgt02', '13900000002');
    const code = sms.lastCode('13900000002')!;
    const wrong = code === '000000' ? '000001' : '000000';
    const wrongCode = await verify({ account: 'smsfgt02', member_phone: '13900000002', phone_verify: wrong });
    expect(wrongCode.code).toBe(VerifyResetCode.E101);
    const otherPhone = await verify({ account: 'smsfgt02', member_phone: '13900000001', phone_verify: code });
    expect(envelopeOf(otherPhone)).toEqual(envelopeOf(wrongCode));
    // A wrong withdraw password does not spend the code.
    expect(
      (
        await verify({
          account: 'smsfgt02',
          member_phone: '13900000002',
          phone_verify: code,
          withdraw_password: '9999',
        })
      ).code,
    ).toBe(VerifyResetCode.E101);
    expect((await verify({ account: 'smsfgt02', member_phone: '13900000002', phone_verify: '' })).code).toBe(
      VerifyResetCode.E201,
    );
    // A code sent for registration proves nothing here.
    await visitor(t).send(RegisterSms, { site_id: 1, member_phone: '13900000002', type: 'register_member' });
    const registration = sms.lastCode('13900000002')!;
    if (registration !== code) {
      expect(
        (await verify({ account: 'smsfgt02', member_phone: '13900000002', phone_verify: registration })).code,
      ).toBe(VerifyResetCode.E101);
    }
    // The forgot code still works after those failures.
    expect(
      (await verify({ account: 'smsfgt02', member_phone: '13900000002', phone_verify: code })).code,
    ).toBe(1000);
  });

  it('where the site does not verify phones by SMS, no forgot code is sent; the other methods keep working', async () => {
    await smsVerification(false);
    try {
      clock.advance(301_000);
      const before = sms.sent.length;
      expect((await sendCode('smsfgt01', '13900000001')).code).toBe(1000);
      expect(sms.sent.length).toBe(before);
      const byPhone = await visitor(t).send(VxVerify, {
        site_id: 1,
        account: 'smsfgt01',
        withdraw_password: '1234',
        member_phone: '13900000001',
      });
      expect(byPhone.code).toBe(1000);
    } finally {
      await smsVerification(true);
    }
  });
});
