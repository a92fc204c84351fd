import {
  AdminAdjustmentProposalApprove,
  AdminAuditList,
  AdminMe,
  AdminMemberAdjustment,
  AdminMemberSearch,
  AdminPasswordChange,
  AdminStaffCreate,
  AdminStaffProposalApprove,
  AdminStaffProposalList,
  AdminStaffProposalReject,
  AdminStaffResetTotp,
  AdminStaffUpdate,
} from '@arks/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema';
import { fieldErrors } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { checkApprover } from './approver';
import { staff } from './schema';

/**
 * Issue 24: no staff member, alone or through an account they made or changed, approves their own
 * change. Admins A and B are independent (made by the tools, as the first admins are).
 */
let t: TestApp;
let a: Staff;
let b: Staff;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  a = await staffMember(t, 'dc-admin-a', 'admin');
  b = await staffMember(t, 'dc-admin-b', 'admin');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const idOf = async (account: string) =>
  (await t.db.select().from(staff).where(eq(staff.account, account)))[0]!;

async function member() {
  const [row] = await t.db
    .insert(members)
    .values({ siteId: 1, account: `dc${++seq}`, passwordHash: 'x', currency: 'RMB' })
    .returning({ id: members.id });
  return row!.id;
}
const balance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'RMB')).balance;

/** A proposes a 500,000 adjustment: above the approval line, so it waits for a second staff member. */
async function bigProposal(memberId: number) {
  const made = await a.call(AdminMemberAdjustment, {
    id: memberId,
    amount: '500000.00',
    reason: 'goodwill',
    idempotency_key: `dc-adj-${++seq}`,
  });
  expect(made.status).toBe('proposed');
  return made.proposal_id!;
}

const PASSWORD = 'first-password-1';
const OWN = 'my-own-password-2';

describe('the second-account attack', () => {
  it('an account the maker made cannot approve the maker’s adjustment, even once it has its own password', async () => {
    const m = await member();
    const proposal = await bigProposal(m);

    const made = await a.call(AdminStaffCreate, {
      account: 'dc-shadow',
      password: PASSWORD,
      role: 'finance',
      reason: 'new cashier',
    });
    expect(made).toMatchObject({ outcome: 'proposed', staff: null, proposal: { status: 'pending' } });
    // Nothing made yet, and the maker cannot approve it.
    expect(await t.db.select().from(staff).where(eq(staff.account, 'dc-shadow'))).toEqual([]);
    const own = await a.send(AdminStaffProposalApprove, { id: made.proposal!.id });
    expect([own.statusCode, own.message]).toEqual([
      403,
      'A second admin must approve this change: its maker cannot',
    ]);
    const stored = (
      await t.db.execute(sql`select password_hash from staff_proposals where id = ${made.proposal!.id}`)
    ).rows[0] as { password_hash: string };
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const approved = await b.call(AdminStaffProposalApprove, { id: made.proposal!.id });
    expect(approved).toMatchObject({
      status: 'approved',
      proposed_by_account: 'dc-admin-a',
      decided_by_account: 'dc-admin-b',
    });
    const shadowRow = await idOf('dc-shadow');
    expect(shadowRow).toMatchObject({
      role: 'finance',
      createdBy: (await idOf('dc-admin-a')).id,
      mustChangePassword: true,
    });

    // Signed in with the password A chose: nothing but setting its own.
    const shadow = await loggedInStaff(t, 'dc-shadow', PASSWORD);
    const early = await shadow.send(AdminAdjustmentProposalApprove, { id: proposal });
    expect([early.statusCode, early.code]).toEqual([403, 107]);
    const { token } = await shadow.call(AdminPasswordChange, { password: PASSWORD, new_password: OWN });
    const refused = await shadow.send(AdminAdjustmentProposalApprove, { id: proposal }, { token });
    expect([refused.statusCode, refused.message]).toEqual([
      403,
      'You cannot approve this: your account was created by its maker',
    ]);
    expect(await balance(m)).toBe(0n);

    // An independent finance member may: the rule is about the pair, not about finance.
    const fair = await staffMember(t, 'dc-fair', 'finance');
    expect((await fair.call(AdminAdjustmentProposalApprove, { id: proposal })).status).toBe('approved');
    expect(await balance(m)).toBe(50_000_000n);
    const audit = await b.call(AdminAuditList, { action: 'staff_created', target: `staff:${shadowRow.id}` });
    expect(audit.list[0]).toMatchObject({
      action: 'staff_created',
      account: 'dc-admin-b',
      detail: { maker_staff_id: shadowRow.createdBy, checker_staff_id: (await idOf('dc-admin-b')).id },
    });
  });

  it('refuses an account whose two-factor or role the maker last changed', async () => {
    const m = await member();
    const proposal = await bigProposal(m);
    const phone = await staffMember(t, 'dc-lost-phone', 'finance');
    const reset = await a.call(AdminStaffResetTotp, {
      id: (await idOf('dc-lost-phone')).id,
      reason: 'lost phone',
    });
    expect(reset.outcome).toBe('proposed');
    await b.call(AdminStaffProposalApprove, { id: reset.proposal!.id });
    expect((await idOf('dc-lost-phone')).privilegeChangedBy).toBe((await idOf('dc-admin-a')).id);
    const again = await loggedInStaff(t, 'dc-lost-phone');
    expect(again.token).not.toBe(phone.token);
    const byPhone = await again.send(AdminAdjustmentProposalApprove, { id: proposal });
    expect([byPhone.statusCode, byPhone.message]).toEqual([
      403,
      'You cannot approve this: your role or two-factor was last changed by its maker',
    ]);

    await staffMember(t, 'dc-raised', 'support');
    const raise = await a.call(AdminStaffUpdate, {
      id: (await idOf('dc-raised')).id,
      role: 'finance',
      reason: 'promoted',
    });
    expect(raise).toMatchObject({ outcome: 'proposed', proposal: { role: 'finance', kind: 'update' } });
    expect((await idOf('dc-raised')).role).toBe('support');
    await b.call(AdminStaffProposalApprove, { id: raise.proposal!.id });
    const raised = await loggedInStaff(t, 'dc-raised');
    expect((await raised.send(AdminAdjustmentProposalApprove, { id: proposal })).statusCode).toBe(403);
    expect(await balance(m)).toBe(0n);
  });
});

describe('staff proposals', () => {
  it('applies once under 20 parallel approvals', async () => {
    const c = await staffMember(t, 'dc-admin-c', 'admin');
    const made = await a.call(AdminStaffCreate, {
      account: 'dc-twenty',
      password: PASSWORD,
      role: 'admin',
      reason: 'second shift',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : c).send(AdminStaffProposalApprove, { id: made.proposal!.id }),
      ),
    );
    expect(answers.filter((x) => x.code === 1000)).toHaveLength(1);
    expect(answers.filter((x) => x.statusCode === 409)).toHaveLength(19);
    expect(await t.db.select().from(staff).where(eq(staff.account, 'dc-twenty'))).toHaveLength(1);
    const audit = await b.call(AdminAuditList, {
      action: 'staff_created',
      target: `staff:${(await idOf('dc-twenty')).id}`,
    });
    expect(audit.total).toBe(1);
  });

  it('keeps lowering, disabling and other roles immediate; re-enabling waits; rejecting needs a reason', async () => {
    const support = await a.call(AdminStaffCreate, {
      account: 'dc-help',
      password: PASSWORD,
      role: 'support',
      reason: 'helpdesk',
    });
    expect(support).toMatchObject({ outcome: 'done', staff: { account: 'dc-help', role: 'support' } });
    const id = support.staff!.id;
    expect((await a.call(AdminStaffUpdate, { id, role: 'content', reason: 'moved' })).outcome).toBe('done');
    expect((await a.call(AdminStaffUpdate, { id, status: 'disabled', reason: 'left' })).outcome).toBe('done');
    const back = await a.call(AdminStaffUpdate, { id, status: 'active', reason: 'came back' });
    expect(back).toMatchObject({ outcome: 'proposed', proposal: { new_status: 'active' } });
    expect((await a.send(AdminStaffUpdate, { id, status: 'active', reason: 'twice' })).statusCode).toBe(409);
    const noReason = await b.send(AdminStaffProposalReject, { id: back.proposal!.id, reason: ' ' });
    expect(fieldErrors(noReason).map((e) => e.field)).toEqual(['reason']);
    const rejected = await b.call(AdminStaffProposalReject, {
      id: back.proposal!.id,
      reason: 'not confirmed by HR',
    });
    expect(rejected).toMatchObject({ status: 'rejected', decision_reason: 'not confirmed by HR' });
    expect((await idOf('dc-help')).status).toBe('disabled');
    expect((await b.send(AdminStaffProposalApprove, { id: back.proposal!.id })).statusCode).toBe(409);
    const pending = await b.call(AdminStaffProposalList, { status: 'pending' });
    expect(pending.list.map((p) => p.id)).not.toContain(back.proposal!.id);
  });

  it('checks the last-admin rules again at approval: the checker cannot approve their own demotion', async () => {
    const demote = await a.call(AdminStaffUpdate, {
      id: (await idOf('dc-admin-b')).id,
      role: 'finance',
      reason: 'x',
    });
    expect(demote.outcome).toBe('proposed');
    const self = await b.send(AdminStaffProposalApprove, { id: demote.proposal!.id });
    expect(self.statusCode).toBe(403);
    expect((await idOf('dc-admin-b')).role).toBe('admin');
    await b.call(AdminStaffProposalReject, { id: demote.proposal!.id, reason: 'no' });
  });

  it('is for admins only', async () => {
    const fin = await staffMember(t, 'dc-fin-only', 'finance');
    expect((await fin.send(AdminStaffProposalList, {})).statusCode).toBe(403);
  });
});

describe('a first password is set by the account itself', () => {
  it('reaches only its own sign-in calls until it sets a password of its own', async () => {
    await a.call(AdminStaffCreate, {
      account: 'dc-newbie',
      password: PASSWORD,
      role: 'support',
      reason: 'new hire',
    });
    const newbie = await loggedInStaff(t, 'dc-newbie', PASSWORD);
    expect((await newbie.call(AdminMe, {})).must_change_password).toBe(true);
    const blocked = await newbie.send(AdminMemberSearch, {});
    expect([blocked.statusCode, blocked.code]).toEqual([403, 107]);

    expect(
      (await newbie.send(AdminPasswordChange, { password: 'wrong-password-9', new_password: OWN })).code,
    ).toBe(101);
    const same = await newbie.send(AdminPasswordChange, { password: PASSWORD, new_password: PASSWORD });
    expect(fieldErrors(same).map((e) => e.field)).toEqual(['new_password']);
    const { token } = await newbie.call(AdminPasswordChange, { password: PASSWORD, new_password: OWN });
    // The session opened with the old password ends: whoever handed it over may hold one too.
    expect((await newbie.send(AdminMe, {})).statusCode).toBe(401);
    expect((await newbie.send(AdminMemberSearch, {}, { token })).code).toBe(1000);
    expect((await newbie.call(AdminMe, {}, { token })).must_change_password).toBe(false);
    await expect(loggedInStaff(t, 'dc-newbie', PASSWORD)).rejects.toThrow();
    expect((await a.call(AdminAuditList, { action: 'password_changed' })).list[0]).toMatchObject({
      account: 'dc-newbie',
      detail: { first_password: true },
    });
  });

  it('refuses an approver without two-factor where two-factor is required', async () => {
    const [maker, checker] = [await idOf('dc-admin-a'), await idOf('dc-admin-b')];
    await expect(
      checkApprover(t.db, { makerId: maker.id, checkerId: checker.id }, { totpRequired: true }),
    ).rejects.toMatchObject({ key: 'approver.totpMissing' });
    await expect(
      checkApprover(t.db, { makerId: maker.id, checkerId: checker.id }, { totpRequired: false }),
    ).resolves.toBeUndefined();
  });
});
