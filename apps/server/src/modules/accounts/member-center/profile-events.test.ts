import {
  AdminMemberBankAccountVerify,
  BankAccountStore,
  VxReset,
  VxVerify,
  WithdrawPasswordSave,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, visitor } from '../../../test/member-client';
import { closeClients, disconnected, memberSocket, next, record } from '../../../test/realtime-client';
import { staffMember } from '../../../test/staff-token';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeClients();
  await t.close();
});

/** An RMB member (withdraw password 1234) with an email. */
const member = (account: string) =>
  registeredMember(t, { member_account: account, member_email: `${account}@example.com` });

/** The member-centre changes of spec §7 profile.updated reach the member's open pages, once each. */
describe('profile.updated', () => {
  it('follows a withdraw password change', async () => {
    const m = await member('pevent01');
    const page = await memberSocket(t, m);
    const heard = record(page);
    const updated = next(page, 'profile.updated');
    await m.call(WithdrawPasswordSave, {
      old_withdraw_password: '1234',
      withdraw_password: '5678',
      check_withdraw_password: '5678',
    });
    await expect(updated).resolves.toEqual([`member.${m.id}`, {}]);
    // A refused change changed nothing and says nothing.
    const refused = await m.send(WithdrawPasswordSave, {
      old_withdraw_password: '0000',
      withdraw_password: '4321',
      check_withdraw_password: '4321',
    });
    expect(refused.code).not.toBe(1000);
    await expect(next(page, 'profile.updated', 500)).resolves.toBeNull();
    expect(heard.filter(([event]) => event === 'profile.updated')).toHaveLength(1);
  });

  it('follows a bank account bound by the member, and its verification by finance', async () => {
    const m = await member('pevent02');
    const page = await memberSocket(t, m);
    const bound = next(page, 'profile.updated');
    const card = { bank_name: 'ICBC', account_name: '张三', account_number: '6222020200778899' };
    const stored = await m.call(BankAccountStore, { ...card, withdraw_password: '1234' });
    await expect(bound).resolves.toEqual([`member.${m.id}`, {}]);

    const finance = await staffMember(t, 'pevent-finance', 'finance');
    const verified = next(page, 'profile.updated');
    await finance.call(AdminMemberBankAccountVerify, {
      id: m.id,
      bank_account_id: stored.bank_account.id,
      reason: 'deposit D7 from this account',
    });
    await expect(verified).resolves.toEqual([`member.${m.id}`, {}]);
  });

  it('is not sent for a recovery reset, which ends the member’s logins instead', async () => {
    const m = await member('pevent03');
    const page = await memberSocket(t, m);
    const heard = record(page);
    const gone = disconnected(page);
    const from = visitor(t, { ip: '10.9.0.1' });
    const { token } = await from.call(VxVerify, {
      site_id: 1,
      account: 'pevent03',
      withdraw_password: '1234',
      member_email: 'pevent03@example.com',
    });
    await from.call(VxReset, { site_id: 1, account: 'pevent03', password: 'new12345', token });
    await expect(gone).resolves.toBe('io server disconnect');
    expect(heard).toEqual([]);
  });
});
