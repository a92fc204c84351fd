import {
  AdminAuditList,
  AdminMe,
  AdminStaffCreate,
  AdminStaffEndSessions,
  AdminStaffList,
  AdminStaffProposalApprove,
  AdminStaffResetTotp,
  AdminStaffUpdate,
} from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import { staff } from './schema';

let t: TestApp;
let boss: Staff;
let helper: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  boss = await staffMember(t, 'sa-boss', 'admin');
  helper = await staffMember(t, 'sa-helper', 'support');
});
afterAll(() => t.close());

const idOf = async (account: string) =>
  (await t.db.select({ id: staff.id }).from(staff).where(eq(staff.account, account)))[0]!.id;
const signedIn = async (s: Staff) => (await s.send(AdminMe, {})).statusCode === 200;
const lastAudit = async (action: string) =>
  (await boss.call(AdminAuditList, { action, page_size: 1 })).list[0]!;

describe('staff accounts', () => {
  it('creates an account that can log in, refusing a weak password and a taken name by field', async () => {
    const weak = await boss.send(AdminStaffCreate, {
      account: 'sa-cashier',
      password: 'short',
      role: 'content',
      reason: 'new hire',
    });
    expect(weak.statusCode).toBe(400);
    expect(new Set(fieldErrors(weak).map((e) => e.field))).toEqual(new Set(['password']));

    const { staff: made } = await boss.call(AdminStaffCreate, {
      account: 'SA-Cashier',
      password: 'counting-coins-7',
      role: 'content',
      reason: 'new hire',
    });
    expect(made).toMatchObject({
      account: 'sa-cashier',
      role: 'content',
      status: 'active',
      totp_enabled: false,
    });
    expect(await signedIn(await loggedInStaff(t, 'sa-cashier', 'counting-coins-7'))).toBe(true);

    const again = await boss.send(AdminStaffCreate, {
      account: 'sa-cashier',
      password: 'counting-coins-7',
      role: 'support',
      reason: 'twice',
    });
    expect([again.statusCode, again.message]).toEqual([409, 'account: that staff account already exists']);
    expect(await lastAudit('staff_created')).toMatchObject({
      account: 'sa-boss',
      target: `staff:${made!.id}`,
      detail: { reason: 'new hire' },
    });
  });

  it('lists and filters accounts with their open sessions', async () => {
    const page = await boss.call(AdminStaffList, { account: 'sa-', role: 'content' });
    expect(page.list.map((s) => s.account)).toEqual(['sa-cashier']);
    expect(page.list[0]!.open_sessions).toBe(1);
    expect(page.list[0]!.last_login_at).not.toBeNull();
    const all = await boss.call(AdminStaffList, { account: 'sa-' });
    expect(all.total).toBe(3);
  });

  it('changes a role with a reason and signs the account out, audited with before and after', async () => {
    const cashier = await loggedInStaff(t, 'sa-cashier', 'counting-coins-7');
    const id = await idOf('sa-cashier');
    const changed = await boss.call(AdminStaffUpdate, { id, role: 'support', reason: 'moved to helpdesk' });
    expect(changed).toMatchObject({ outcome: 'done', staff: { role: 'support', open_sessions: 0 } });
    expect(await signedIn(cashier)).toBe(false);
    expect((await lastAudit('staff_updated')).detail).toMatchObject({
      reason: 'moved to helpdesk',
      before: { role: 'content' },
      after: { role: 'support' },
    });
    const noReason = await boss.send(AdminStaffUpdate, { id, role: 'support', reason: ' ' });
    expect(fieldErrors(noReason).map((e) => e.field)).toEqual(['reason']);
  });

  it('disables an account, and refuses an admin disabling or demoting themself', async () => {
    const id = await idOf('sa-helper');
    await boss.call(AdminStaffUpdate, { id, status: 'disabled', reason: 'left the company' });
    expect(await signedIn(helper)).toBe(false);
    const bossId = await idOf('sa-boss');
    const self = await boss.send(AdminStaffUpdate, { id: bossId, status: 'disabled', reason: 'oops' });
    expect(self.statusCode).toBe(403);
    const demote = await boss.send(AdminStaffUpdate, { id: bossId, role: 'support', reason: 'oops' });
    expect(demote.statusCode).toBe(403);
    expect(
      (await boss.send(AdminStaffUpdate, { id: 999_999, status: 'active', reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('two admins disabling each other at once leave one active admin', async () => {
    const a = await staffMember(t, 'sa-admin-a', 'admin');
    const b = await staffMember(t, 'sa-admin-b', 'admin');
    // Every other admin is disabled first, so these two are the last.
    for (const other of (await boss.call(AdminStaffList, { role: 'admin', status: 'active', page_size: 100 }))
      .list) {
      if (!['sa-admin-a', 'sa-admin-b', 'sa-boss'].includes(other.account))
        await boss.call(AdminStaffUpdate, { id: other.id, status: 'disabled', reason: 'test set-up' });
    }
    await a.call(AdminStaffUpdate, { id: await idOf('sa-boss'), status: 'disabled', reason: 'test set-up' });
    const [ida, idb] = [await idOf('sa-admin-a'), await idOf('sa-admin-b')];
    const answers = await Promise.all([
      a.send(AdminStaffUpdate, { id: idb, status: 'disabled', reason: 'race' }),
      b.send(AdminStaffUpdate, { id: ida, status: 'disabled', reason: 'race' }),
    ]);
    expect(answers.filter((x) => x.code === 1000)).toHaveLength(1);
    const active = await t.db.select().from(staff).where(eq(staff.status, 'active'));
    expect(active.filter((s) => s.role === 'admin')).toHaveLength(1);
  });

  it('resets two-factor and ends sessions on request', async () => {
    const admin = await staffMember(t, 'sa-admin-c', 'admin');
    const lost = await staffMember(t, 'sa-lost-phone', 'finance');
    const id = await idOf('sa-lost-phone');
    await t.db.update(staff).set({ totpEnabled: true, totpSecretEnc: 'sealed' }).where(eq(staff.id, id));
    const asked = await admin.call(AdminStaffResetTotp, { id, reason: 'lost phone, ticket 4411' });
    expect(asked.outcome).toBe('proposed');
    const second = await staffMember(t, 'sa-admin-d', 'admin');
    await second.call(AdminStaffProposalApprove, { id: asked.proposal!.id });
    const reset = (await admin.call(AdminStaffList, { account: 'sa-lost-phone' })).list[0];
    expect(reset).toMatchObject({ totp_enabled: false, open_sessions: 0 });
    expect(await signedIn(lost)).toBe(false);
    const [row] = await t.db.select().from(staff).where(eq(staff.id, id));
    expect(row!.totpSecretEnc).toBeNull();

    const again = await loggedInStaff(t, 'sa-lost-phone');
    await admin.call(AdminStaffEndSessions, { id, reason: 'suspicious login' });
    expect(await signedIn(again)).toBe(false);
    expect((await admin.call(AdminAuditList, { target: `staff:${id}` })).list.map((r) => r.action)).toEqual([
      'staff_sessions_ended',
      'staff_totp_reset',
    ]);
  });

  it('is for admins only', async () => {
    const support = await staffMember(t, 'sa-support-2', 'support');
    expect((await support.send(AdminStaffList, {})).statusCode).toBe(403);
  });
});
