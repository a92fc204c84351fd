import {
  AdminAuditList,
  AdminDepositApprove,
  AdminDepositList,
  AdminLogout,
  AdminMemberAdjustment,
  AdminMemberSearch,
  AdminPreferencesSave,
  AdminStaffCreate,
  AdminStaffList,
  AdminStaffUpdate,
  AdminWithdrawalList,
  PlatformCode,
  type AdminCallContract,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { offContract } from '../../../test/api-client';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import * as contracts from '@arks/contracts';

/** Every back-office contract the package defines. */
const adminRouteContracts = (): AdminCallContract[] =>
  (Object.values(contracts) as unknown[]).filter(
    (c): c is AdminCallContract =>
      typeof c === 'object' && c !== null && 'roles' in c && 'method' in c && 'path' in c,
  );

let t: TestApp;
let admin: Staff;
let auditor: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffMember(t, 'aud-admin', 'admin');
  auditor = await staffMember(t, 'aud-reader', 'auditor');
});
afterAll(() => t.close());

describe('the auditor', () => {
  it('reads the lists', async () => {
    for (const contract of [
      AdminMemberSearch,
      AdminDepositList,
      AdminWithdrawalList,
      AdminStaffList,
      AdminAuditList,
    ]) {
      const res = await auditor.send(contract as AdminCallContract, {});
      expect({ call: contract.name, status: res.statusCode }).toEqual({ call: contract.name, status: 200 });
    }
  });

  it('is refused every change with the forbidden code, and nothing changes', async () => {
    const changes = adminRouteContracts().filter((c) => c.method !== 'GET' && c.roles !== 'public');
    expect(changes.length).toBeGreaterThan(20);
    for (const contract of changes) {
      // Its own session and preferences are the auditor's to change.
      if (Array.isArray(contract.roles) && contract.roles.includes('auditor')) continue;
      const res = await auditor.send(contract, offContract({ id: 1, reason: 'try' }));
      expect({ call: contract.name, status: res.statusCode, code: res.code }).toEqual({
        call: contract.name,
        status: 403,
        code: PlatformCode.FORBIDDEN,
      });
    }
    expect((await auditor.send(AdminDepositApprove, { id: 1 })).code).toBe(PlatformCode.FORBIDDEN);
    expect(
      (
        await auditor.send(AdminMemberAdjustment, {
          id: 1,
          amount: '1',
          reason: 'x',
          idempotency_key: 'aud-1',
        })
      ).code,
    ).toBe(PlatformCode.FORBIDDEN);
  });

  it('keeps its own preferences and can log out', async () => {
    expect(
      (await auditor.send(AdminPreferencesSave, { language: 'zh_CN', time_zone: 'Asia/Shanghai' }))
        .statusCode,
    ).toBe(200);
    const other = await loggedInStaff(t, 'aud-reader');
    expect((await other.send(AdminLogout, {})).statusCode).toBe(200);
  });

  it('is a role staff accounts take', async () => {
    const made = await admin.call(AdminStaffCreate, {
      account: 'aud-new',
      password: 'correct-horse-42',
      role: 'auditor',
      reason: 'internal audit',
    });
    expect(made.staff?.role).toBe('auditor');
    const support = await admin.call(AdminStaffCreate, {
      account: 'aud-later',
      password: 'correct-horse-42',
      role: 'support',
      reason: 'helpdesk',
    });
    expect(
      (await admin.call(AdminStaffUpdate, { id: support.staff!.id, role: 'auditor', reason: 'moved' })).staff
        ?.role,
    ).toBe('auditor');
  });
});
