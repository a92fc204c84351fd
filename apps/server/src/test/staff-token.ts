import type { TStaffRole } from '@arks/contracts';
import { createStaffService } from '../modules/staff/service';
import type { TestApp } from './build-test-app';

/** A staff member of `role` created on the test database, logged in: their bearer token. */
export async function staffToken(t: TestApp, account: string, role: TStaffRole): Promise<string> {
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  await svc.create({ account, password: 'correct-horse-42', role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { account, password: 'correct-horse-42' },
  });
  return res.json().data.token as string;
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
