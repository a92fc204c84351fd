import { randomUUID } from 'node:crypto';
import { DepositChannels, DepositRequest, MemberRecommendProject, MyCash } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, screenshot, type ViewportName } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { memberCall, registeredMember, signedInPage, type Member } from './support/member';

/**
 * Recommend-a-friend (issue 27 item 7): staff switch the programme on and set the reward, a member
 * shares their code, a friend registers with it and makes a first deposit, the reward job pays the
 * member once; the member's three recommend pages at both sizes, and the console's two pages.
 */

let browser: Browser;
let member: Member;
let friend: Member;
const stamp = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  await withDatabase((db) =>
    db.query(`insert into recommend_settings (site_id, currency, is_active) values (1, 'RMB', true)
              on conflict (site_id, currency) do update set is_active = true`),
  );
  const saved = await adminCall('PUT', '/recommend/settings/1/RMB', {
    enabled: true,
    trigger: 'first_deposit',
    threshold: '100.00',
    within_days: 7,
    reward_amount: '18.00',
    turnover_multiple: 1,
    auto_ceiling: '500.00',
    reason: 'e2e: recommend reward',
  });
  expect(saved.code, saved.message).toBe(1000);
  member = await registeredMember(`rcm${stamp}`);
  friend = await registeredMember(`frd${stamp}`, { recommend_code: member.account });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function firstDeposit(m: Member, amount: string) {
  const bank = (await memberCall(m, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
  const order = await memberCall(m, DepositRequest, {
    channel_id: bank.id,
    amount,
    idempotency_key: randomUUID(),
  });
  const pending = await adminCall<{ list: { id: number; order_number: string }[] }>(
    'GET',
    `/deposits?status=pending&member_id=${m.member_id}`,
  );
  const id = pending.data.list.find((o) => o.order_number === order.order_number)!.id;
  const approved = await adminCall('POST', `/deposits/${id}/approve`, {});
  expect(approved.code, approved.message).toBe(1000);
}

const cash = async () => Number((await memberCall(member, MyCash, {})).main_cash.replace(/,/g, ''));

async function openUserPage(viewport: ViewportName, page: string): Promise<Page> {
  const p = await signedInPage(browser, viewport, member);
  await p.goto(`${baseUrl()}/user?page=${page}`);
  return p;
}

describe('recommend a friend', () => {
  it('pays the member once when the friend makes a first deposit', async () => {
    const before = await cash();
    await firstDeposit(friend, '200');
    // The reports' rollups read new transfers every minute; the job rewards once they show.
    await expect
      .poll(
        async () => {
          const run = await adminCall<{ paid: number }>('POST', '/recommend/run', { site_id: 1 });
          expect(run.code, run.message).toBe(1000);
          return cash();
        },
        { timeout: 150_000, interval: 5_000 },
      )
      .toBeCloseTo(before + 18, 2);
    await adminCall('POST', '/recommend/run', { site_id: 1 });
    expect(await cash()).toBeCloseTo(before + 18, 2);
    const project = await memberCall(member, MemberRecommendProject, {});
    expect(project.totals).toMatchObject({ friends: 1, rewarded: 1, earned: '18.00' });
  }, 200_000);

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the code, link, QR and rules, the friend list and the search (${viewport})`, async () => {
      const page = await openUserPage(viewport, 'RecommendProject');
      await expect.poll(() => page.getByTestId('recommend-code').textContent()).toBe(member.account);
      await expect
        .poll(() => page.getByTestId('recommend-link').textContent())
        .toContain(`/register?invite=${member.account}`);
      await page.getByTestId('recommend-qr').waitFor();
      await screenshot(page, `recommend-project-${viewport}`);

      await page.goto(`${baseUrl()}/user?page=RecommendRecord`);
      const rows = page.getByTestId('recommend-friends');
      await rows.waitFor();
      await expect.poll(() => page.getByTestId('recommend-earned').textContent()).toContain('18.00');
      await screenshot(page, `recommend-record-${viewport}`);

      await page.goto(`${baseUrl()}/user?page=RecommendMemberSearch`);
      await page.getByTestId('recommend-search-account').fill(friend.account.slice(0, 5));
      await page.getByTestId('recommend-search-submit').click();
      await page.getByTestId('recommend-friends').waitFor();
      await screenshot(page, `recommend-search-${viewport}`);
      await page.context().close();
    }, 90_000);
  }

  it('opens the console pages', async () => {
    const { page, problems } = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
    await page.goto(consoleUrl(`/recommend/rewards?currency=RMB`));
    await page.getByText(friend.account).first().waitFor();
    await settledShot(page, 'admin-recommend-rewards');
    await page.getByRole('button', { name: member.account }).first().click();
    await page.locator('.ant-drawer').getByText(friend.account).waitFor();
    await settledShot(page, 'admin-recommend-friends');
    await page.goto(consoleUrl('/recommend/settings?currency=RMB'));
    await page.getByTestId('recommend-settings-save').waitFor();
    await settledShot(page, 'admin-recommend-settings');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
