import { AgentApplicationState, MemberBets, MemberLayout, MyCash } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { playRounds } from './support/house-slot';
import { keepLogin, memberCall, newMember, type Member } from './support/member';

/**
 * The agent programme as one journey (issue 27's proof), with its own accounts at each size: a member
 * applies on /proxy, staff approve in the console, the agent names a registration link on Promotion, a
 * friend registers through it (introducer and currency locked), deposits through the sandbox gateway
 * and plays the house slot; the friend's month is moved into the last closed month (as the rollups of
 * a month ago would hold it), staff compute and approve the settlement in the console and the agent's
 * page, left open, shows the commission arrive; then a friend of that friend registers with the
 * friend's recommend code and deposits, and the recommend reward reaches the friend.
 *
 * What this file sets for site 1 / RMB (agent eligibility, the recommend reward, the commission plan in
 * force) is put back afterwards, so the files after it read what they would have read without it.
 */

let browser: Browser;
const ROUNDS = 3;
const DEPOSIT = '300';

/** Last month's first day and a day inside it (UTC calendar; the demo site's zone is hours apart). */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const start = first.toISOString().slice(0, 10);
  return { start, mid: `${start.slice(0, 8)}10`, first };
}
const month = lastMonth();

/**
 * The plan in force for last month: 20% of the team's net revenue (one tier, so the rate never
 * depends on other teams), 10% platform fee on hall 2 (the house games), 1% deposit and withdrawal
 * fees, and a CPA of 88.00 for a member whose deposits first reach 100.00 — the friend's deposit earns
 * it, so the agent is paid whatever the slot's rounds gave.
 */
const RULES = {
  tiers: [{ min_net_revenue: '0', min_active_members: 0, rate_bp: 2000 }],
  hall_fees: [{ hall: 2, fee_bp: 1000 }],
  default_hall_fee_bp: 800,
  deposit_fee_bp: 100,
  withdrawal_fee_bp: 100,
  active_min_deposits: '10000',
  active_min_valid_bet: '100000',
  carry_negative: true,
  cpa_amount: '8800',
  cpa_min_deposits: '10000',
};

/** A figure as pages show it ("¥1,234.50", "-¥2.00") as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** Minor units as the console and the member site write them: 3,478.00. */
const shown = (minor: bigint) =>
  (Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the file changed, to put back. */
let restore: { eligibility?: Record<string, unknown>; recommend?: Record<string, unknown> } = {};
let recommendSwitch: boolean | null = null;
let previousPlanId: number | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  // Agent eligibility: everyone (set explicitly: another file may have left stricter rules).
  const eligibility = await adminCall<Record<string, unknown>>('GET', '/agents/eligibility/1/RMB');
  expect(eligibility.code, eligibility.message).toBe(1000);
  restore.eligibility = eligibility.data;
  const open = await adminCall('PUT', '/agents/eligibility/1/RMB', {
    min_account_days: 0,
    min_deposits: '0.00',
    min_valid_bets: '0.00',
    reason: 'e2e: agent journey, everyone may apply',
  });
  expect(open.code, open.message).toBe(1000);

  // Recommend-a-friend: the site's switch on and an 18.00 reward for a first deposit of 100.00.
  recommendSwitch = await withDatabase(async (db) => {
    const was = await db.query<{ is_active: boolean }>(
      `select is_active from recommend_settings where site_id = 1 and currency = 'RMB'`,
    );
    await db.query(`insert into recommend_settings (site_id, currency, is_active) values (1, 'RMB', true)
                    on conflict (site_id, currency) do update set is_active = true`);
    return was.rows[0]?.is_active ?? null;
  });
  const reward = await adminCall<Record<string, unknown>>('GET', '/recommend/settings/1/RMB');
  expect(reward.code, reward.message).toBe(1000);
  restore.recommend = reward.data;
  const saved = await adminCall('PUT', '/recommend/settings/1/RMB', {
    enabled: true,
    trigger: 'first_deposit',
    threshold: '100.00',
    within_days: 7,
    reward_amount: '18.00',
    turnover_multiple: 1,
    auto_ceiling: '500.00',
    reason: 'e2e: agent journey, recommend reward',
  });
  expect(saved.code, saved.message).toBe(1000);

  // The plan: a version saved now applies from the next period, so, as agent-commission does, this
  // one is dated before last month opened.
  previousPlanId = await withDatabase(async (db) => {
    const before = await db.query<{ id: number }>(
      `select id from commission_plans where site_id = 1 and currency = 'RMB' order by version desc limit 1`,
    );
    await db.query(
      `insert into commission_plans (site_id, currency, version, period, rules, approval_line, reason, created_by, created_at)
       select 1, 'RMB', coalesce(max(version), 0) + 1, 'month', $1::jsonb, 100000000, 'e2e: agent journey plan',
              (select min(id) from staff), $2::timestamptz
       from commission_plans where site_id = 1 and currency = 'RMB'`,
      [JSON.stringify(RULES), new Date(month.first.getTime() - 3 * 86_400_000).toISOString()],
    );
    return before.rows[0]?.id ?? null;
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const { eligibility, recommend } = restore;
  restore = {};
  if (eligibility?.configured) {
    await adminCall('PUT', '/agents/eligibility/1/RMB', {
      min_account_days: eligibility.min_account_days,
      min_deposits: eligibility.min_deposits,
      min_valid_bets: eligibility.min_valid_bets,
      reason: 'e2e: agent journey, rules put back',
    });
  } else if (eligibility) {
    await withDatabase((db) =>
      db.query(`delete from agent_eligibility_rules where site_id = 1 and currency = 'RMB'`),
    );
  }
  if (recommend?.configured) {
    await adminCall('PUT', '/recommend/settings/1/RMB', {
      enabled: recommend.enabled,
      trigger: recommend.trigger,
      threshold: recommend.threshold,
      within_days: recommend.within_days,
      reward_amount: recommend.reward_amount,
      turnover_multiple: recommend.turnover_multiple,
      auto_ceiling: recommend.auto_ceiling,
      reason: 'e2e: agent journey, reward put back',
    });
  } else if (recommend) {
    await withDatabase((db) =>
      db.query(`delete from recommend_reward_settings where site_id = 1 and currency = 'RMB'`),
    );
  }
  await withDatabase(async (db) => {
    if (recommendSwitch === null) {
      await db.query(`delete from recommend_settings where site_id = 1 and currency = 'RMB'`);
    } else {
      await db.query(`update recommend_settings set is_active = $1 where site_id = 1 and currency = 'RMB'`, [
        recommendSwitch,
      ]);
    }
    // The plan in force before this file is in force again: the same rules as a newer version, dated
    // as it was (this file's version is paid on, so it stays).
    if (previousPlanId !== null) {
      await db.query(
        `insert into commission_plans (site_id, currency, version, period, rules, approval_line, reason, created_by, created_at)
         select p.site_id, p.currency, (select max(version) + 1 from commission_plans where site_id = 1 and currency = 'RMB'),
                p.period, p.rules, p.approval_line, 'e2e: agent journey, plan put back', p.created_by, p.created_at
         from commission_plans p where p.id = $1`,
        [previousPlanId],
      );
    }
  });
});

/** Fills whatever the site's register settings show with valid values. */
async function fillShownRegisterFields(page: Page, account: string) {
  const values: Record<string, string> = {
    'register-member_name': '李四',
    'register-member_email': `${account}@example.com`,
    'register-member_phone': `13${String(Date.now()).slice(-9)}`,
    'register-identity_id': `ID${Date.now()}`,
    'register-withdraw_password': '1234',
  };
  for (const [testId, value] of Object.entries(values)) {
    const input = page.getByTestId(testId);
    if (await input.isVisible()) await input.fill(value);
  }
}

/** Registers `account` on the open register form; answers the member as the site keeps the login. */
async function registerOnForm(page: Page, account: string): Promise<Member> {
  await page.getByTestId('register-account').fill(account);
  await page.getByTestId('register-password').fill('abc12345');
  await page.getByTestId('register-check-password').fill('abc12345');
  await fillShownRegisterFields(page, account);
  await page.getByTestId('register-agreement').check();
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('header-account').textContent()).toBe(account);
  return page.evaluate(() => ({
    token: localStorage.getItem('token')!,
    member_id: Number(localStorage.getItem('member_id')),
    account: localStorage.getItem('member_account')!,
  }));
}

const balanceShows = (page: Page, text: string) =>
  page.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(want),
    text,
    { timeout: 20_000 },
  );

/** A deposit through the sandbox gateway as a member makes it (deposit.e2e.ts): the money shows. */
async function sandboxDeposit(page: Page, viewport: ViewportName, amount: string, shot: string) {
  await page.goto(baseUrl() + '/user?page=Deposit');
  await page.getByTestId('deposit-page').waitFor();
  // Site 1 reads Simplified Chinese unless the member chose another language.
  await page.locator('label', { hasText: '在线支付（沙盒测试）' }).first().click();
  await page.getByTestId('deposit-gateway-note').waitFor();
  await page.getByTestId('deposit-amount').fill(amount);
  await screenshot(page, shot);
  if (viewport === 'desktop') {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('deposit-submit').click(),
    ]);
    await popup.waitForURL(/\/sandbox-gateway\/pay/);
    await popup.getByTestId('sandbox-confirm').click();
    await popup.waitForURL(/\/user\?page=DWRecord/);
    await popup.close();
  } else {
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-gateway\/pay/);
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL(/\/user\?page=DWRecord/);
  }
  await balanceShows(page, `¥${Number(amount).toFixed(2)}`);
}

/** Real rounds of the house slot: in the game room on a desktop, in the same tab on a phone. */
async function playHouseSlot(page: Page, viewport: ViewportName, shot: string) {
  await page.goto(baseUrl() + '/gameHall/2');
  if (viewport === 'desktop') {
    await page.waitForURL(/\/gameRoom\?/);
    await page.getByTestId('game-koi-reels').click();
    const handle = await page.getByTestId('game-frame').elementHandle();
    const game = (await handle!.contentFrame())!;
    await game.getByTestId('house-balance').waitFor({ timeout: 15_000 });
    expect(await game.getByTestId('house-demo').count()).toBe(0);
    await playRounds(game, ROUNDS);
    await page.screenshot({ path: `e2e/screenshots/${shot}.png` });
    await page.getByTestId('game-room-leave').click();
    await page.getByTestId('game-room-stage').waitFor({ state: 'detached' });
  } else {
    await page.getByTestId('game-koi-reels').click();
    await page.getByTestId('house-balance').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('house-demo').count()).toBe(0);
    await playRounds(page, ROUNDS);
    await page.screenshot({ path: `e2e/screenshots/${shot}.png` });
    await page.getByTestId('house-lobby').click();
    await page.getByTestId('header-balance').waitFor({ timeout: 20_000 });
  }
}

/** Steps build on each other: a step whose ground is missing fails at once, naming it. */
function need(value: unknown, what: string) {
  if (!value) throw new Error(`missing ${what}`);
}

/** A member's page of the site at `viewport`, signed in as the site keeps a login. */
async function memberPage(viewport: ViewportName, m: Member, path: string): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await keepLogin(page, m);
  await page.goto(baseUrl() + path);
  return page;
}

describe.each(['desktop', 'phone'] as const)('the agent programme, one journey at %s size', (viewport) => {
  const v = viewport;
  const stamp = `${v[0]}${String(Date.now()).slice(-6)}`;
  let agent: Member;
  let friend: Member;
  let staff: Page;
  let problems: string[] = [];
  let linkPath: string;
  let approved = false;
  let played = false;

  beforeAll(async () => {
    const signedIn = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
    staff = signedIn.page;
    problems = signedIn.problems;
  });
  afterAll(async () => {
    await staff?.context().close();
  });

  it('1. a member applies on /proxy?page=Register', async () => {
    agent = await newMember(`ajag${v[0]}`);
    const page = await memberPage(v, agent, '/proxy');
    await page.waitForURL(/page=Register/);
    const state = page.getByTestId('agent-register-state');
    await expect.poll(() => state.getAttribute('data-stage')).toBe('eligible');
    const submit = page.getByTestId('agent-apply-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('agent-apply-accept').check();
    await screenshot(page, `agent-journey-1-apply-${v}`);
    await submit.click();
    await expect.poll(() => state.getAttribute('data-stage')).toBe('pending');
    await screenshot(page, `agent-journey-1-pending-${v}`);
    await page.context().close();
    expect((await memberCall(agent, AgentApplicationState, {})).status).toBe('pending');
  }, 120_000);

  it('2. staff approve the application as a hybrid agent; the member’s /proxy shows an active agent', async () => {
    need(agent, 'the applicant (step 1)');
    await staff.goto(consoleUrl('/agents/applications'));
    const row = staff.locator('tr.ant-table-row', { hasText: agent.account });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = staff.locator('.ant-modal:visible').filter({ has: staff.locator('#decision_reason') });
    // Revenue share and CPA both: the plan's CPA reaches this agent.
    await dialog
      .locator('.ant-select')
      .filter({ has: staff.locator('#decision_agent_type') })
      .click();
    await staff
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Hybrid' })
      .click();
    await dialog.locator('#decision_reason').fill('Known member, applied through the site');
    await settledShot(staff, `agent-journey-2-console-approve-${v}`);
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await staff.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => (await memberCall(agent, MemberLayout, {})).member_common_layout.agent_active)
      .toBe(1);
    expect((await memberCall(agent, MemberLayout, {})).member_common_layout.agent_type).toBe(3);

    const page = await memberPage(v, agent, '/proxy?page=Register');
    await expect
      .poll(() => page.getByTestId('agent-register-state').getAttribute('data-stage'))
      .toBe('agent');
    await screenshot(page, `agent-journey-2-agent-${v}`);
    await page.context().close();
    approved = true;
  }, 120_000);

  it('3. the agent names a registration link on Promotion and takes its address', async () => {
    need(approved, 'the approved agent (step 2)');
    const page = await memberPage(v, agent, '/proxy?page=Promotion');
    await page.getByTestId('agent-promotion').waitFor({ timeout: 20_000 });
    await page.getByTestId('agent-link-name').fill('Friends chat');
    await page.getByTestId('agent-link-create').click();
    const link = page.getByTestId('agent-link').filter({ hasText: 'Friends chat' });
    await link.waitFor();
    const address = (await link.locator('code').textContent())!;
    expect(address).toMatch(/\/register\?link=[a-z0-9]{8}$/);
    const url = new URL(address);
    linkPath = `${url.pathname}${url.search}`;
    await screenshot(page, `agent-journey-3-promotion-${v}`);
    await page.context().close();
  });

  it('4. a friend registers through the link (agent and currency locked), deposits and plays', async () => {
    need(linkPath, 'the registration link (step 3)');
    const started = Date.now();
    const { page } = await newPage(browser, v);
    await page.goto(baseUrl() + linkPath);
    await page.getByTestId('register-form').waitFor({ timeout: 20_000 });
    const introducer = page.locator('#reg-introducer');
    await expect(introducer.inputValue()).resolves.toBe(String(agent.member_id));
    expect(await introducer.isEditable()).toBe(false);
    const currency = page.getByTestId('register-currency').first();
    await expect(currency.inputValue()).resolves.toBe('RMB');
    expect(await currency.isEditable()).toBe(false);
    await screenshot(page, `agent-journey-4-register-${v}`);
    friend = await registerOnForm(page, `ajfr${stamp}`);

    await sandboxDeposit(page, v, DEPOSIT, `agent-journey-4-deposit-${v}`);
    await screenshot(page, `agent-journey-4-deposited-${v}`);
    await playHouseSlot(page, v, `agent-journey-4-play-${v}`);
    await page.context().close();

    // The agent's team shows the friend.
    const team = await memberPage(v, agent, '/proxy?page=DownlineInfo');
    await team.getByTestId('downline-info').waitFor({ timeout: 20_000 });
    await expect.poll(() => team.getByTestId('downline-rows').textContent()).toContain(friend.account);
    await screenshot(team, `agent-journey-4-downline-${v}`);
    await team.context().close();

    // The feed reads the rounds each minute; a staff re-pull of the play time is read by the next run.
    const repull = await adminCall('POST', '/bet-feeds/GPHOUSE/repull', {
      from: new Date(started - 60_000).toISOString(),
      to: new Date(Date.now() - 1_000).toISOString(),
      reason: 'e2e: read the agent journey’s rounds now',
    });
    expect(repull.code, repull.message).toBe(1000);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await expect
      .poll(
        async () => {
          const bets = await memberCall(friend, MemberBets, {
            start_date: day(-1),
            end_date: day(1),
            page: 1,
            page_size: 20,
          });
          return bets.list.filter((b) => b.status === 'settled').length;
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBe(ROUNDS);
    played = true;
  }, 300_000);

  it('5-6. the month closes; staff compute and approve the settlement; the agent’s open page shows the commission arrive', async () => {
    need(played, 'the friend’s rounds (step 4)');
    // The reports' daily rollups take in the rounds and the deposit within a minute or two.
    await expect
      .poll(
        () =>
          withDatabase(async (db) => {
            const bets = await db.query<{ rounds: string }>(
              `select coalesce(sum(rounds), 0)::text as rounds from report_bet_daily where member_id = $1`,
              [friend.member_id],
            );
            const money = await db.query<{ deposits: string }>(
              `select coalesce(sum(deposits), 0)::text as deposits from report_money_daily where member_id = $1`,
              [friend.member_id],
            );
            return [Number(bets.rows[0]!.rounds), money.rows[0]!.deposits];
          }),
        { timeout: 180_000, interval: 3_000 },
      )
      .toEqual([ROUNDS, String(Number(DEPOSIT) * 100)]);
    // The period closes: the friend's figures move into last month, as the rollups of a month ago
    // would hold them; what the plan then pays follows from them.
    const figures = await withDatabase(async (db) => {
      await db.query(`update report_bet_daily set day = $2 where member_id = $1`, [
        friend.member_id,
        month.mid,
      ]);
      await db.query(`update report_money_daily set day = $2 where member_id = $1`, [
        friend.member_id,
        month.mid,
      ]);
      const halls = await db.query<{ hall: number; stake: string; payout: string }>(
        `select hall, sum(stake)::text as stake, sum(payout)::text as payout from report_bet_daily
         where member_id = $1 group by hall`,
        [friend.member_id],
      );
      const money = await db.query<{
        deposits: string;
        withdrawals: string;
        promotions: string;
        rebates: string;
      }>(
        `select sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals,
                sum(promotions)::text as promotions, sum(rebates)::text as rebates
         from report_money_daily where member_id = $1`,
        [friend.member_id],
      );
      return { halls: halls.rows, money: money.rows[0]! };
    });
    // Net in basis-point units, as the plan reads it: GGR less the hall's fee, promotions, rebates
    // and the deposit and withdrawal fees; 20% of it when positive, plus the CPA.
    let net4 = 0n;
    for (const h of figures.halls) {
      const ggr = BigInt(h.stake) - BigInt(h.payout);
      net4 += ggr * 10_000n - ggr * BigInt(h.hall === 2 ? 1000 : 800);
    }
    net4 -= (BigInt(figures.money.promotions) + BigInt(figures.money.rebates)) * 10_000n;
    net4 -= BigInt(figures.money.deposits) * 100n + BigInt(figures.money.withdrawals) * 100n;
    const share = net4 > 0n ? (net4 * 2000n) / 100_000_000n : 0n;
    const expected = share + 8800n;

    // The agent's page stays open while staff decide.
    const agentPage = await memberPage(v, agent, '/proxy?page=PerformanceSettlement');
    // No settlement yet: the page says so.
    await agentPage.getByTestId('empty-rows').waitFor({ timeout: 20_000 });
    await agentPage.getByTestId('header-balance').waitFor();
    const before = figure(await agentPage.getByTestId('header-balance').textContent());
    expect(before).toBe(0);

    await staff.goto(consoleUrl(`/commission-statements?currency=RMB&period_start=${month.start}`));
    await staff.getByTestId('commission-run').click();
    await staff.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
    const row = staff.getByTestId('commission-statements').locator('tr', { hasText: agent.account });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.textContent()).toContain(shown(expected));
    await settledShot(staff, `agent-journey-5-console-statement-${v}`);
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.locator('.ant-modal').getByRole('button', { name: 'Approve' }).click();
    await staff.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Paid');
    await settledShot(staff, `agent-journey-5-console-paid-${v}`);
    const paid = await withDatabase((db) =>
      db.query(
        `select amount::text from ledger_transfers where idempotency_key = $1 and kind = 'commission'`,
        [`commission:1:${agent.member_id}:${month.start}`],
      ),
    );
    expect(paid.rows).toEqual([{ amount: String(expected) }]);

    // Live: the page the agent left open was never reloaded.
    await balanceShows(agentPage, `¥${shown(expected)}`);
    // The balance event also refreshes the settlements on screen: the paid period appears in place.
    await expect
      .poll(() => agentPage.getByTestId('settlement-rows').textContent(), { timeout: 20_000 })
      .toContain(shown(expected));
    await screenshot(agentPage, `agent-journey-6-live-balance-${v}`);
    await agentPage.goto(baseUrl() + '/proxy?page=PerformanceSettlement');
    await expect
      .poll(() => agentPage.getByTestId('settlement-rows').textContent())
      .toContain(shown(expected));
    await screenshot(agentPage, `agent-journey-6-settlement-${v}`);
    await agentPage.context().close();
    expect(problems).toEqual([]);
  }, 300_000);

  it('7. a friend of the friend registers with the friend’s recommend code and deposits; the reward reaches the friend', async () => {
    need(friend, 'the friend (step 4)');
    const mine = await memberPage(v, friend, '/user?page=RecommendProject');
    await expect.poll(() => mine.getByTestId('recommend-code').textContent()).toBe(friend.account);
    const address = (await mine.getByTestId('recommend-link').textContent())!;
    expect(address).toContain(`/register?invite=${friend.account}`);
    await screenshot(mine, `agent-journey-7-recommend-${v}`);
    const url = new URL(address.trim());

    const { page } = await newPage(browser, v);
    await page.goto(baseUrl() + url.pathname + url.search);
    await page.getByTestId('register-form').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('register-recommend').inputValue()).resolves.toBe(friend.account);
    const second = await registerOnForm(page, `ajrf${stamp}`);
    const cash = async () => figure((await memberCall(friend, MyCash, {})).main_cash.replace(/,/g, ''));
    const before = await cash();
    await sandboxDeposit(page, v, '200', `agent-journey-7-friend-deposit-${v}`);
    await page.context().close();
    expect(second.account).toBe(`ajrf${stamp}`);

    // The reward job pays once the rollups show the first deposit.
    await expect
      .poll(
        async () => {
          const run = await adminCall('POST', '/recommend/run', { site_id: 1 });
          expect(run.code, run.message).toBe(1000);
          return cash();
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toBeCloseTo(before + 18, 2);
    await mine.goto(baseUrl() + '/user?page=RecommendRecord');
    await mine.getByTestId('recommend-friends').waitFor();
    await expect.poll(() => mine.getByTestId('recommend-earned').textContent()).toContain('18.00');
    // The friend's friend is shown masked (first two letters, last one).
    const masked = `${second.account.slice(0, 2)}******${second.account.slice(-1)}`;
    await expect.poll(() => mine.getByTestId('recommend-friends').textContent()).toContain(masked);
    await screenshot(mine, `agent-journey-7-recommend-record-${v}`);
    await mine.context().close();
  }, 300_000);
});
