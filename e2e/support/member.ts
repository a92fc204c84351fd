import {
  CODE_OK,
  Register,
  type CallContract,
  type CallData,
  type CallRequest,
  type TEnvelope,
} from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, newPage, type ViewportName } from './browser';

export type Member = { token: string; member_id: number; account: string };

interface SendOptions {
  token?: string;
  /** The caller's address (X-Forwarded-For; the e2e server trusts its proxy). */
  ip?: string;
}

/** One call of the member API as the web app sends it; the envelope whatever its code. */
export async function apiSend<C extends CallContract>(
  contract: C,
  input: CallRequest<C>,
  options: SendOptions = {},
): Promise<TEnvelope<unknown>> {
  const get = contract.method === 'GET';
  const query = get ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const res = await fetch(`${baseUrl()}/api${contract.path}${query}`, {
    method: contract.method,
    headers: {
      ...(get ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: get ? undefined : JSON.stringify(input),
  });
  return (await res.json()) as TEnvelope<unknown>;
}

/** A call that must succeed: the contract's `data`, checked against its schema as the web app does. */
export async function apiCall<C extends CallContract>(
  contract: C,
  input: CallRequest<C>,
  options: SendOptions = {},
): Promise<CallData<C>> {
  const answer = await apiSend(contract, input, options);
  if (answer.code !== CODE_OK) throw new Error(`${contract.name}: ${answer.code} ${answer.message}`);
  return contract.data.parse(answer.data) as CallData<C>;
}

/** A member call with the member's token; fails the test unless it answers success. */
export const memberCall = <C extends CallContract>(m: Member, contract: C, input: CallRequest<C>) =>
  apiCall(contract, input, { token: m.token });

// Each registration from an address of its own: the server allows one per address every 10 s and five
// a day. A random start in 10.0.0.0/8 keeps test files (each its own module instance) apart.
let nextAddress = Math.floor(Math.random() * 0xf00000);
export const freshAddress = () => {
  const v = (nextAddress += 1);
  return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
};

/**
 * A member registered through the public API (the browser flows under test start from here): a site-1
 * RMB member with password abc12345 unless `payload` says otherwise.
 */
export async function registeredMember(
  account: string,
  payload: Partial<CallRequest<typeof Register>> = {},
  ip = freshAddress(),
): Promise<Member> {
  const password = payload.password ?? 'abc12345';
  const answer = await apiCall(
    Register,
    {
      site_id: 1,
      member_account: account,
      password,
      check_password: password,
      member_currency: 'RMB',
      member_name: '张三',
      member_email: `${account}@example.com`,
      withdraw_password: '1234',
      agreement: true,
      ...payload,
    },
    { ip },
  );
  return { token: answer.token, member_id: answer.member_id, account };
}

/** A fresh RMB member of site 1, registered through the public API. */
export const newMember = (prefix: string): Promise<Member> =>
  registeredMember(`${prefix}${String(Date.now()).slice(-7)}`);

/**
 * Signs `m` in on an open page as the site keeps a login (local storage), with the bank prompt already
 * dismissed; the page stays where it is, so the caller goes where the test needs.
 */
export async function keepLogin(page: Page, m: Member): Promise<void> {
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  await page.evaluate((x) => {
    localStorage.setItem('token', x.token);
    localStorage.setItem('member_id', String(x.member_id));
    localStorage.setItem('member_account', x.account);
    localStorage.setItem('currency', 'RMB');
    localStorage.setItem('member_type', '1');
    sessionStorage.setItem('bankPromptDismissed', '1');
  }, m);
}

/** A page of the site at `viewport` with the member signed in (see `keepLogin`), on the home page. */
export async function signedInPage(browser: Browser, viewport: ViewportName, m: Member): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await keepLogin(page, m);
  return page;
}
