import type { Browser, Page } from 'playwright-core';
import { registerMember } from './admin-api';
import { baseUrl, newPage, type ViewportName } from './browser';

export type Member = { token: string; member_id: number; account: string };

/** A fresh RMB member of site 1, registered through the public API. */
export async function newMember(prefix: string): Promise<Member> {
  const account = `${prefix}${String(Date.now()).slice(-7)}`;
  return { ...(await registerMember(account, 'abc12345')), account };
}

/** A member call with the member's token; fails the test unless it answers success. */
export async function memberCall<T>(m: Member, path: string, body: object = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 1000) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/**
 * A page of the site with the member signed in as the site keeps a login (local storage), the bank
 * prompt already dismissed; it stays on the home page, so the caller goes where the test needs.
 */
export async function signedInPage(browser: Browser, viewport: ViewportName, m: Member): Promise<Page> {
  const { page } = await newPage(browser, viewport);
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
  return page;
}
