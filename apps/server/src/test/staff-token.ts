import { AdminLogin, type TStaffRole } from '@arks/contracts';
import { createStaffService } from '../modules/accounts/staff/service';
import type { Clock } from '../platform/clock';
import { apiClient, type ApiClient, type Target } from './api-client';
import type { TestApp } from './build-test-app';

export interface Staff extends ApiClient {
  token: string;
}

const PASSWORD = 'correct-horse-42';

/**
 * A staff member of `role` created on the test database (stamped by `clock`, the app's own where a
 * test moves time) and logged in; `call`/`send` take back-office contracts of `@arks/contracts`
 * (path fields such as `:id` come from the input).
 */
export async function staffMember(
  t: TestApp,
  account: string,
  role: TStaffRole,
  clock: Clock = { now: () => new Date() },
): Promise<Staff> {
  await createStaffService({ db: t.db, clock, totpKey: 'unused' }).create({
    account,
    password: PASSWORD,
    role,
  });
  return loggedInStaff(t, account);
}

/**
 * A staff member logging in: one made by `staffMember` (again, once the clock has moved past the
 * session), or one the server's own admin:create made.
 */
export async function loggedInStaff(target: Target, account: string, password = PASSWORD): Promise<Staff> {
  const { token } = await apiClient(target, '/api/admin').call(AdminLogin, { account, password });
  return { token, ...apiClient(target, '/api/admin', { token }) };
}

/** A staff member of `role` created on the test database, logged in: their bearer token. */
export async function staffToken(t: TestApp, account: string, role: TStaffRole): Promise<string> {
  return (await staffMember(t, account, role)).token;
}

/** Calls `/api/admin<url>` as the staff member holding `token`; answers the parsed envelope. */
export function adminCaller(t: TestApp, token: string) {
  return async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = token) =>
    (
      await t.app.inject({
        method,
        url: `/api/admin${url}`,
        payload,
        headers: { authorization: `Bearer ${as}` },
      })
    ).json();
}
