import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { newMember, signedInPage, type Member } from './support/member';

/**
 * Agent commission end to end (issue 27, item 5): a plan version in force last month, an agent with a
 * member who lost in it, staff computing the closed month in the console, reading its trace and
 * approving it, the commission reaching the agent's wallet; the agent's Plan and PerformanceSettlement
 * pages at desktop and phone sizes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Last month's first and last day (UTC calendar; the demo site's zone is days apart at most hours). */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10), first };
}

let agent: Member;
let friend: Member;
const month = lastMonth();

describe('agent commission', () => {
  it('staff compute the closed month, read its trace and approve it; the commission reaches the agent', async () => {
    agent = await newMember('acag');
    friend = await newMember('acfr');
    const mid = `${month.start.slice(0, 8)}10`;
    await withDatabase(async (db) => {
      // Behind the server's back, what the application and promotion parts do through their calls:
      // the agent, its member, and the member's month in the daily rollups.
      await db.query(
        `insert into agents (member_id, site_id, currency, parent_id, path, agent_type)
         values ($1, 1, 'RMB', null, array[$1]::bigint[], 3)`,
        [agent.member_id],
      );
      await db.query(`update members set member_type = 2 where id = $1`, [agent.member_id]);
      await db.query(`update members set introducer_id = $1 where id = $2`, [
        agent.member_id,
        friend.member_id,
      ]);
      await db.query(
        `insert into report_bet_daily (site_id, currency, day, hall, provider, member_id, rounds, stake, payout, valid_bet)
         values (1, 'RMB', $2, 2, 'house', $1, 40, 3000000, 1000000, 3000000)`,
        [friend.member_id, mid],
      );
      await db.query(
        `insert into report_money_daily (site_id, currency, day, member_id, deposit_count, deposits, promotions, rebates)
         values (1, 'RMB', $2, $1, 1, 2500000, 50000, 30000)`,
        [friend.member_id, mid],
      );
      // A version saved before last month opened (a version saved now applies from the next period).
      await db.query(
        `insert into commission_plans (site_id, currency, version, period, rules, approval_line, reason, created_by, created_at)
         select 1, 'RMB', coalesce(max(version), 0) + 1, 'month', $1::jsonb, 100000000, 'e2e plan',
                (select min(id) from staff), $2::timestamptz
         from commission_plans where site_id = 1 and currency = 'RMB'`,
        [
          JSON.stringify({
            tiers: [
              { min_net_revenue: '0', min_active_members: 0, rate_bp: 2000 },
              { min_net_revenue: '5000000', min_active_members: 5, rate_bp: 3000 },
            ],
            hall_fees: [{ hall: 2, fee_bp: 1000 }],
            default_hall_fee_bp: 800,
            deposit_fee_bp: 100,
            withdrawal_fee_bp: 100,
            active_min_deposits: '10000',
            active_min_valid_bet: '100000',
            carry_negative: true,
            cpa_amount: '8800',
            cpa_min_deposits: '1000000',
          }),
          new Date(month.first.getTime() - 3 * 86_400_000).toISOString(),
        ],
      );
    });

    const { page, problems } = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
    await page.goto(consoleUrl(`/commission-statements?currency=RMB&period_start=${month.start}`));
    // Compute the closed month through the page's own button (it offers the period in the address).
    await page.getByTestId('commission-run').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
    const row = page.getByTestId('commission-statements').locator('tr', { hasText: agent.account });
    await row.waitFor({ timeout: 20_000 });
    // 20,000 won by the house, 10% hall fee, 500 promotions, 300 rebates, 1% deposit fee on 25,000:
    // 20,000 - 2,000 - 500 - 300 - 250 = 16,950 x 20% = 3,390, plus the CPA 88 = 3,478.
    await expect.poll(() => row.textContent()).toContain('3,478.00');
    await settledShot(page, 'agent-commission-statements-desktop');
    await row.getByRole('button', { name: 'Trace' }).click();
    await page.getByTestId('commission-trace').waitFor();
    // The drawer slides in: shoot it once it stands still and opaque.
    await expect
      .poll(() =>
        page
          .locator('.ant-drawer-content-wrapper')
          .evaluate(
            (el) => getComputedStyle(el).transform === 'none' && getComputedStyle(el).opacity === '1',
          ),
      )
      .toBe(true);
    await settledShot(page, 'agent-commission-trace-desktop');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-modal').getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Paid');
    await settledShot(page, 'agent-commission-paid-desktop');
    const paid = await withDatabase((db) =>
      db.query(
        `select amount::text from ledger_transfers where idempotency_key = $1 and kind = 'commission'`,
        [`commission:1:${agent.member_id}:${month.start}`],
      ),
    );
    expect(paid.rows).toEqual([{ amount: '347800' }]);

    await page.goto(consoleUrl('/commission-plans?currency=RMB'));
    await page.getByTestId('commission-plan-new').waitFor();
    await settledShot(page, 'agent-commission-plans-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await settledShot(page, 'agent-commission-plans-phone');
    expect(problems).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`the agent reads its plan and its settlement with the trace (${viewport})`, async () => {
      const page: Page = await signedInPage(browser, viewport, agent);
      await page.goto(`${baseUrl()}/proxy?page=Plan`);
      await page.getByTestId('commission-plan').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('plan-tiers').textContent()).toContain('20%');
      await screenshot(page, `agent-commission-plan-${viewport}`);
      await page.goto(`${baseUrl()}/proxy?page=PerformanceSettlement`);
      await page.getByTestId('commission-settlements').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('settlement-rows').textContent()).toContain('3,478.00');
      await page.locator('[data-testid^="open-trace-"]:visible').first().click();
      await page.getByTestId('settlement-trace').waitFor();
      await page.getByTestId('settlement-trace').scrollIntoViewIfNeeded();
      await screenshot(page, `agent-commission-settlement-${viewport}`);
      await page.context().close();
    });
  }
});
