import {
  AdminMemberCleanAppCache,
  AdminMemberSetDoubleValidation,
  AdminMemberSetStatus,
  MemberLayout,
} from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { offContract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { closeClients, disconnected, memberSocket, next, record } from '../../../test/realtime-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let support: Staff;
let finance: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  support = await staffMember(t, 'events-support', 'support');
  finance = await staffMember(t, 'events-finance', 'finance');
});
afterAll(async () => {
  closeClients();
  await t.close();
});

const member = (account: string) => registeredMember(t, { member_account: account });

describe('staff: clear a member’s app cache (app_clean_cache)', () => {
  it('tells every open page before ending the member’s logins, and is audited', async () => {
    const m = await member('cleanme01');
    const tabs = [await memberSocket(t, m), await memberSocket(t, m)];
    const outcome = tabs.map((tab) => {
      const heard = record(tab);
      return disconnected(tab).then((reason) => ({ reason, before: heard.map(([event]) => event) }));
    });
    const heardFirst = next(tabs[0]!, 'app_clean_cache');

    expect(
      await support.call(AdminMemberCleanAppCache, { id: m.id, reason: 'stuck on an old build' }),
    ).toEqual({
      id: m.id,
    });
    await expect(heardFirst).resolves.toEqual([`member.${m.id}`, {}]);
    for (const tab of outcome) {
      await expect(tab).resolves.toEqual({ reason: 'io server disconnect', before: ['app_clean_cache'] });
    }
    // The pages drop their token on the event; the login behind it is over as well.
    expect((await m.send(MemberLayout)).statusCode).toBe(401);

    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_app_cache_cleaned'), eq(staffAudit.target, `member:${m.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toEqual({ reason: 'stuck on an old build' });
  });

  it('is for support: finance is refused, a reason is required, an unknown member is 404', async () => {
    const m = await member('cleanme02');
    const page = await memberSocket(t, m);
    const quiet = next(page, 'app_clean_cache', 500);
    expect((await finance.send(AdminMemberCleanAppCache, { id: m.id, reason: 'no' })).statusCode).toBe(403);
    expect((await support.send(AdminMemberCleanAppCache, offContract({ id: m.id }))).code).toBe(400);
    expect((await support.send(AdminMemberCleanAppCache, { id: 999_999, reason: 'x' })).statusCode).toBe(404);
    await expect(quiet).resolves.toBeNull();
    expect((await m.send(MemberLayout)).statusCode).toBe(200);
  });
});

describe('staff changes to a member (profile.updated)', () => {
  it('a double validation switch tells the member’s pages once per change', async () => {
    const m = await member('dvevent01');
    const page = await memberSocket(t, m);
    const heard = record(page);
    const on = next(page, 'profile.updated');
    await support.call(AdminMemberSetDoubleValidation, {
      id: m.id,
      double_validation: true,
      reason: 'asked',
    });
    await expect(on).resolves.toEqual([`member.${m.id}`, {}]);
    // Switching it on again changes nothing.
    await support.call(AdminMemberSetDoubleValidation, {
      id: m.id,
      double_validation: true,
      reason: 'again',
    });
    await expect(next(page, 'profile.updated', 500)).resolves.toBeNull();
    expect(heard.filter(([event]) => event === 'profile.updated')).toHaveLength(1);
  });

  it('a freeze ends the logins without profile.updated', async () => {
    const m = await member('dvevent02');
    const page = await memberSocket(t, m);
    const heard = record(page);
    const gone = disconnected(page);
    await support.call(AdminMemberSetStatus, { id: m.id, status: 'frozen', reason: 'chargeback' });
    await expect(gone).resolves.toBe('io server disconnect');
    expect(heard).toEqual([]);
  });
});
