import { generate } from 'otplib';
import { inject } from 'vitest';
import { baseUrl } from './browser';

type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };

/** The two admins admin:create makes; the second approves what the first proposes. */
const tokens: Record<'staff' | 'staff2', string | null> = { staff: null, staff2: null };

async function call<T>(
  method: string,
  path: string,
  body?: object,
  auth: string | null = tokens.staff,
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/**
 * The back office as the tests use it: an admin made by admin:create and enrolled in two-factor by
 * the global setup, as production requires, uses the session enrolment answered; when that has
 * lapsed it logs in with a code of a time step not used before (each code works once).
 */
async function adminLogin(which: 'staff' | 'staff2'): Promise<string> {
  const shared = inject(which);
  if (tokens[which] && (await call('GET', '/admin/auth/me', undefined, tokens[which])).code === 1000) {
    return tokens[which]!;
  }
  if ((await call('GET', '/admin/auth/me', undefined, shared.token)).code === 1000) {
    return (tokens[which] = shared.token);
  }
  const { account, password, totpSecret } = shared;
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  const totp_code = await generate({ secret: totpSecret });
  const login = await call<{ token: string }>(
    'POST',
    '/admin/auth/login',
    { account, password, totp_code },
    null,
  );
  if (login.code !== 1000) throw new Error(`staff login: ${login.message}`);
  return (tokens[which] = login.data.token);
}

export async function staffLogin(): Promise<void> {
  if (!tokens.staff) await adminLogin('staff');
}

/** The back-office session the tests share, to hand to a browser (`arks-admin-token`). */
export async function staffToken(): Promise<string> {
  await staffLogin();
  return tokens.staff!;
}

/** The second admin's session (they approve the first admin's staff proposals). */
export async function secondAdminToken(): Promise<string> {
  return adminLogin('staff2');
}

export async function adminCall<T = Record<string, unknown>>(method: string, path: string, body?: object) {
  await staffLogin();
  return call<T>(method, `/admin${path}`, body);
}

/** A member's id by account (admin search). */
export async function memberIdOf(account: string): Promise<number> {
  const found = await adminCall<{ list: { id: number; account: string }[] }>(
    'GET',
    `/members?account=${encodeURIComponent(account)}`,
  );
  const hit = found.data.list.find((m) => m.account === account.toLowerCase());
  if (!hit) throw new Error(`no member ${account}`);
  return hit.id;
}

/** A call as another staff member (or none): the answer's data, or a thrown error naming the call. */
export async function staffPost<T = Record<string, string>>(
  path: string,
  body: object,
  as?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 1000) throw new Error(`staff ${path}: ${answer.message}`);
  return answer.data;
}

/**
 * A staff member the first admin makes, enrolled in two-factor as production requires: the session the
 * enrolment answers, and the authenticator secret (for signing in through the form later). A finance
 * or admin account is a proposal the second admin approves; the account then replaces its first
 * password with `input.password` before enrolling, as every new account must.
 */
export async function enrolledStaff(input: {
  account: string;
  password: string;
  role: string;
  reason: string;
}): Promise<{ token: string; secret: string; id: number }> {
  const first = `First-${input.password}`.slice(0, 128);
  const made = await adminCall<{
    outcome: string;
    staff: { id: number } | null;
    proposal: { id: number } | null;
  }>('POST', '/staff', { ...input, password: first });
  if (made.code !== 1000) throw new Error(`staff create: ${made.message}`);
  if (made.data.outcome === 'proposed') {
    await staffPost(`/staff-proposals/${made.data.proposal!.id}/approve`, {}, await secondAdminToken());
  }
  const listed = await adminCall<{ list: { id: number; account: string }[] }>(
    'GET',
    `/staff?account=${encodeURIComponent(input.account)}`,
  );
  const id = listed.data.list.find((s) => s.account === input.account.toLowerCase())!.id;
  const signedIn = await staffPost<{ token: string }>('/auth/login', {
    account: input.account,
    password: first,
  });
  const { token } = await staffPost<{ token: string }>(
    '/auth/password',
    { password: first, new_password: input.password },
    signedIn.token,
  );
  const { secret } = await staffPost<{ secret: string }>(
    '/auth/totp/setup',
    { password: input.password },
    token,
  );
  const enabled = await staffPost<{ token: string }>(
    '/auth/totp/enable',
    { totp_code: await generate({ secret }) },
    token,
  );
  return { token: enabled.token, secret, id };
}
