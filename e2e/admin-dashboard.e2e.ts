import { randomUUID } from 'node:crypto';
import { DepositChannels, DepositRequest } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff, staffToken } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { memberCall, newMember, signedInPage } from './support/member';

/**
 * The console's first page at 1440x900: the dashboard's figures and charts for a site and currency,
 * and the header's review badge rising live when a member files a bank deposit in another browser.
 * The page must raise no CSP violation (the charts draw under script-src 'self' and a style nonce).
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, 'desktop'));
  const token = await staffToken();
  await creditedDeposit('dashs', '1288.00');
  await page.context().addInitScript((t) => {
    localStorage.setItem('arks-admin-token', t);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
  }, token);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});
afterAll(async () => {
  await browser?.close();
});

const console$ = (path: string) => `${baseUrl()}/admin${path}`;
/** An API amount as the console groups it ("12345.50" -> "12,345.50"). */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');
const badgeCount = async () => Number(await page.getByTestId('review-bell').getAttribute('data-count'));

/** A member of site 1 (RMB) whose bank deposit staff approved: the month then has money to show. */
async function creditedDeposit(prefix: string, amount: string) {
  const member = await newMember(prefix);
  const bank = (await memberCall(member, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
  const order = await memberCall(member, DepositRequest, {
    channel_id: bank.id,
    amount,
    idempotency_key: randomUUID(),
  });
  const pending = await adminCall<{ list: { id: number; order_number: string }[] }>(
    'GET',
    `/deposits?status=pending&member_id=${member.member_id}`,
  );
  const id = pending.data.list.find((o) => o.order_number === order.order_number)!.id;
  const approved = await adminCall('POST', `/deposits/${id}/approve`, {});
  expect(approved.code, approved.message).toBe(1000);
}

describe('the dashboard', () => {
  it('opens first, with the site’s figures, charts and what waits for review', async () => {
    await page.goto(console$('/'));
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByTestId('figure-deposits').waitFor();
    await page.getByTestId('chart-money').getByRole('application').waitFor();
    // In the staff member's language (another file may have switched this admin to English).
    expect(await page.locator('.admin-sider .ant-menu-item').first().textContent()).toMatch(
      /数据概览|Dashboard/,
    );
    // The cards say what the API says, to the cent.
    const api = await adminCall<{ periods: { last_30_days: { deposit_amount: string } } }>(
      'GET',
      '/dashboard?site_id=1&currency=RMB',
    );
    await page.locator('.ant-segmented-item').nth(2).click(); // 30 days
    const deposits = grouped(api.data.periods.last_30_days.deposit_amount);
    await expect.poll(() => page.getByTestId('figure-deposits').textContent()).toContain(deposits);
    // A flat line (no registrations) has no height, so it is looked for as drawn, not as visible.
    await page
      .getByTestId('chart-members')
      .locator('path.recharts-line-curve')
      .first()
      .waitFor({ state: 'attached' });
    // Ant Design's segmented thumb slides to the chosen period; the shot waits until it has.
    await expect.poll(() => page.locator('.ant-segmented-thumb').count()).toBe(0);
    expect(api.data.periods.last_30_days.deposit_amount).not.toBe('0.00');
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it('raises the review badge live when a member files a bank deposit in another browser', async () => {
    await page.getByTestId('review-bell').waitFor();
    const before = await badgeCount();
    const member = await newMember('dashd');
    const bank = (await memberCall(member, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
    const memberPage = await signedInPage(browser, 'desktop', member);
    await memberPage.goto(baseUrl() + '/user?page=Deposit');
    await memberPage.getByTestId('deposit-page').waitFor();
    await memberPage.locator('label', { hasText: bank.name }).first().click();
    await memberPage.getByTestId('deposit-bank').waitFor();
    await memberPage.getByTestId('deposit-amount').fill('520.00');
    await memberPage.getByTestId('deposit-reference').fill('ICBC 5520');
    await memberPage.getByTestId('deposit-submit').click();
    await memberPage.getByTestId('deposit-done').waitFor();
    // No reload of the console: the staff channel brings the new count.
    await expect.poll(badgeCount, { timeout: 15_000 }).toBe(before + 1);
    // The dashboard's own waiting count follows too.
    const { waiting } = (
      await adminCall<{ waiting: { deposits: number } }>('GET', '/dashboard?site_id=1&currency=RMB')
    ).data;
    await expect
      .poll(() => page.getByTestId('figure-waiting').locator('.ant-statistic-content').first().textContent())
      .toBe(String(waiting.deposits));
    await screenshot(page, 'admin-dashboard-live-badge-desktop');
    await memberPage.context().close();
  });

  it('mutes the chime for this browser, and the badge opens the queue', async () => {
    await page.getByTestId('review-sound').click();
    expect(await page.evaluate(() => localStorage.getItem('arks-admin-review-muted'))).toBe('1');
    await page.reload();
    await page.getByTestId('review-sound').waitFor();
    expect(await page.getByTestId('review-sound').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('review-bell').click();
    await page.waitForURL(/\/admin\/deposits/);
    await page.locator('tr.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-dashboard-badge-queue-desktop');
  });

  it('sends a cashier whose sessions an admin ends to sign-in at once, without a click', async () => {
    const account = `cashier${randomUUID().slice(0, 6)}`;
    const cashier = await enrolledStaff({
      account,
      password: 'correct-horse-42',
      role: 'finance',
      reason: 'e2e: a cashier whose sessions end',
    });
    const { page: desk } = await newPage(browser, 'desktop');
    await desk.context().addInitScript((t) => {
      localStorage.setItem('arks-admin-token', t);
      localStorage.setItem('arks-admin-language', 'zh_CN');
    }, cashier.token);
    const frames: string[] = [];
    desk.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
    );
    await desk.goto(console$('/dashboard'));
    await desk.getByTestId('review-bell').waitFor();
    // The review channels are subscribed once the server has said so on the socket.
    await expect
      .poll(() => frames.some((frame) => frame.includes('"ok":true')), { timeout: 15_000 })
      .toBe(true);
    const ended = await adminCall('POST', `/staff/${cashier.id}/sessions/end`, {
      reason: 'e2e: the cashier left the desk',
    });
    expect(ended.code, ended.message).toBe(1000);
    // The server cuts the socket; the console finds the session gone and signs the cashier out.
    await desk.waitForURL(/\/admin\/login\/expired/, { timeout: 15_000 });
    await desk.getByRole('button').first().waitFor();
    await screenshot(desk, 'admin-dashboard-session-ended-desktop');
    await desk.context().close();
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
