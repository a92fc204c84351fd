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
 * two-factor by the global setup, as production requires) logs in with a current code.
 */
export async function staffLogin(): Promise<void> {
  if (token) return;
  const { account, password, totpSecret } = inject('staff');
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

/** Registers a member through the public API (the browser flows under test start from here). */
export async function registerMember(account: string, password: string, extra: object = {}) {
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      site_id: 1,
      member_account: account,
      password,
      check_password: password,
      member_currency: 'RMB',
      member_name: '张三',
      member_email: `${account}@example.com`,
      withdraw_password: '1234',
      agreement: true,
      ...extra,
    }),
  });
  const body = (await res.json()) as Envelope<{ member_id: number; token: string }>;
  if (body.code !== 1000) throw new Error(`register ${account}: ${body.message}`);
  return body.data;
}
