import { generate } from 'otplib';
import { inject } from 'vitest';
import { baseUrl } from './browser';

type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };

let token: string | null = null;

async function call<T>(method: string, path: string, body?: object, auth = true): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(auth && token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/**
 * The back office as the tests use it: the first admin (made by admin:create and enrolled in
 * two-factor by the global setup, as production requires) uses the session enrolment answered; when
 * that has lapsed it logs in with a code of a time step not used before (each code works once).
 */
export async function staffLogin(): Promise<void> {
  if (token) return;
  const shared = inject('staff');
  token = shared.token;
  if ((await call('GET', '/admin/auth/me')).code === 1000) return;
  token = null;
  const { account, password, totpSecret } = shared;
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  const totp_code = await generate({ secret: totpSecret });
  const login = await call<{ token: string }>(
    'POST',
    '/admin/auth/login',
    { account, password, totp_code },
    false,
  );
  if (login.code !== 1000) throw new Error(`staff login: ${login.message}`);
  token = login.data.token;
}

/** The back-office session the tests share, to hand to a browser (`arks-admin-token`). */
export async function staffToken(): Promise<string> {
  await staffLogin();
  return token!;
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
 * enrolment answers, and the authenticator secret (for signing in through the form later).
 */
export async function enrolledStaff(input: {
  account: string;
  password: string;
  role: string;
  reason: string;
}): Promise<{ token: string; secret: string; id: number }> {
  const made = await adminCall<{ id: number }>('POST', '/staff', input);
  if (made.code !== 1000) throw new Error(`staff create: ${made.message}`);
  const { token } = await staffPost<{ token: string }>('/auth/login', {
    account: input.account,
    password: input.password,
  });
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
  return { token: enabled.token, secret, id: made.data.id };
}
