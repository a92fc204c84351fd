import { Login, Logout, MemberLayout } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loggedInMember, registeredMember, visitor } from '../../../test/member-client';
import { closeClients, disconnected, memberSocket, next, record } from '../../../test/realtime-client';

let t: TestApp;
const ip = '10.11.0.1';

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.db.execute(sql`update sites set single_device = true where id = 1`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeClients();
  await t.close();
});

const login = (udid: string, account = 'onedevice') => loggedInMember(t, { account, udid }, { ip });
const tryLogin = (udid: string) =>
  visitor(t, { ip }).send(Login, { site_id: 1, account: 'onedevice', password: 'abc123', udid });

describe('one device at a time (login code 107)', () => {
  it('refuses a second device while the first is signed in, and lets the same device log in again', async () => {
    const registered = await registeredMember(
      t,
      { member_account: 'onedevice', member_name: '周九' },
      { ip },
    );
    await registered.send(Logout);

    const phone = await login('phone-1');
    expect((await tryLogin('tablet-1')).code).toBe(107);

    const again = await login('phone-1');
    // The same device's older login is replaced, not kept beside the new one.
    expect((await phone.send(MemberLayout)).statusCode).toBe(401);
    expect((await again.send(MemberLayout)).statusCode).toBe(200);

    await again.send(Logout);
    await login('tablet-1');
  });
});

describe('the login a newer one replaced (realtime `login`)', () => {
  it('hears `login` with the new login’s device on its own connection, then is cut; the new one is not told', async () => {
    const registered = await registeredMember(
      t,
      { member_account: 'replaced1', member_name: '吴十' },
      { ip: '10.11.0.2' },
    );
    await registered.send(Logout);
    const first = await login('browser-1', 'replaced1');
    const oldTab = await memberSocket(t, first);
    const heard = record(oldTab);
    const gone = disconnected(oldTab).then((reason) => ({ reason, before: heard.map(([event]) => event) }));

    const second = await login('browser-1', 'replaced1');
    await expect(gone).resolves.toEqual({ reason: 'io server disconnect', before: ['login'] });
    expect(heard[0]).toEqual(['login', `member.${first.id}`, { udid: 'browser-1' }]);

    // The new login's connection works and hears nothing of the replacement; a logout tells nobody.
    const newTab = await memberSocket(t, second);
    const quiet = next(newTab, 'login', 500);
    t.app.realtime.toMember(second.id, 'profile.updated', {});
    await expect(next(newTab, 'profile.updated')).resolves.toEqual([`member.${second.id}`, {}]);
    await expect(quiet).resolves.toBeNull();
    const cut = next(newTab, 'login', 500);
    await second.send(Logout);
    await expect(cut).resolves.toBeNull();
  });
});
