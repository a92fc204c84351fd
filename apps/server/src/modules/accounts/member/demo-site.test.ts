import { Login, Register, RegisterSms, VxReset, VxVerify } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sites } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registrationPayload } from '../../../test/member-payload';
import { registeredMember, visitor } from '../../../test/member-client';

// Spec §1: a demo site fakes its logins in the browser; the server must not take a real one there.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
});
afterAll(() => t.close());

describe('a demo site', () => {
  it('refuses registration, login and SMS codes, and takes them again once it is live', async () => {
    const member = await registeredMember(t, { member_account: 'demoguard' });
    await t.db.update(sites).set({ isDemo: true }).where(eq(sites.id, 1));
    const guest = visitor(t, { headers: { lang: 'en_US' } });

    const registered = await guest.send(Register, registrationPayload('demoguard2'));
    const loggedIn = await guest.send(Login, { site_id: 1, account: member.account, password: 'abc123' });
    const sms = await guest.send(RegisterSms, { site_id: 1, member_phone: '13800138000' });
    for (const answer of [registered, loggedIn, sms]) {
      expect(answer.statusCode).toBe(403);
      expect(answer).toMatchObject({ code: 403, message: expect.stringMatching(/demo site/) });
    }
    expect(await t.db.select().from(members).where(eq(members.account, 'demoguard2'))).toEqual([]);

    await t.db.update(sites).set({ isDemo: false }).where(eq(sites.id, 1));
    expect((await guest.send(Login, { site_id: 1, account: member.account, password: 'abc123' })).code).toBe(
      1000,
    );
  });

  it('refuses password recovery, even with a token issued while it was live, and keeps the password', async () => {
    const member = await registeredMember(t, { member_account: 'demorecov', member_email: 'dr@example.com' });
    const guest = visitor(t, { headers: { lang: 'en_US' } });
    const proof = {
      site_id: 1,
      account: member.account,
      withdraw_password: '1234',
      member_email: 'dr@example.com',
    };
    const { token } = await guest.call(VxVerify, proof);
    await t.db.update(sites).set({ isDemo: true }).where(eq(sites.id, 1));

    const verified = await guest.send(VxVerify, proof);
    const reset = await guest.send(VxReset, {
      site_id: 1,
      account: member.account,
      password: 'newpw1',
      token,
    });
    for (const answer of [verified, reset]) {
      expect(answer.statusCode).toBe(403);
      expect(answer).toMatchObject({ code: 403, message: expect.stringMatching(/demo site/) });
    }
    const zh = await visitor(t, { headers: { lang: 'zh_CN' } }).send(VxVerify, proof);
    expect(zh.message).toMatch(/演示站点/);

    await t.db.update(sites).set({ isDemo: false }).where(eq(sites.id, 1));
    // The refused reset did not use the token up, and the old password still signs in.
    expect((await guest.send(Login, { site_id: 1, account: member.account, password: 'abc123' })).code).toBe(
      1000,
    );
    expect(
      (await guest.send(VxReset, { site_id: 1, account: member.account, password: 'newpw1', token })).code,
    ).toBe(1000);
  });
});
