import { BankAccountStore, MemberBets, MemberLevel, MemberTurnover, type CallData } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, screenshot, type ViewportName } from './support/browser';
import { playRounds } from './support/house-slot';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * A member's wagering as they see it (issue 26): a bonus with a turnover requirement, real-money rounds
 * of the house slot, the bet feed bringing them in, and then in the member centre the rounds with their
 * totals, the requirement going down with each valid bet, and a withdrawal refused until it is met.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUNDS = 4;
const BONUS = '300.00';
const MULTIPLE = 10;

/** A figure as the page shows it ("¥1,234.50", "-¥2.00", "+¥3.00") as a number. */
const figure = (text: string | null) => {
  const t = (text ?? '').replace(/[^\d.\-−]/g, '').replace('−', '-');
  return Number(t);
};

/** Days around today in any zone: the member's rounds are all inside. */
function aroundToday() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { start_date: day(-1), end_date: day(1) };
}

let m: Member;
let bets: CallData<typeof MemberBets>;
let turnover: CallData<typeof MemberTurnover>;

describe('a member’s wagering in the member centre', () => {
  it('rounds played for real reach the member’s bets through the bet feed and count against the bonus’s turnover', async () => {
    const started = Date.now();
    m = await newMember('wgm');
    const bonus = await adminCall('POST', `/members/${m.member_id}/adjustments`, {
      amount: BONUS,
      reason: 'e2e: welcome bonus with turnover',
      idempotency_key: `e2e-wagering-${m.account}`,
      turnover_multiple: MULTIPLE,
    });
    expect(bonus.code, bonus.message).toBe(1000);
    await memberCall(m, BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: `6222${String(Date.now()).slice(-8)}`,
      withdraw_password: '1234',
    });
    const before = await memberCall(m, MemberTurnover, { page: 1, page_size: 20 });
    expect(before.open.map((r) => [r.source, r.multiple, figure(r.required)])).toEqual([
      ['manual_bonus', MULTIPLE, Number(BONUS) * MULTIPLE],
    ]);

    // The slot for real in the desktop game room; leaving brings the balance back to the main wallet.
    const page = await signedInPage(browser, 'desktop', m);
    await page.goto(baseUrl() + '/gameHall/2');
    await page.waitForURL(/\/gameRoom\?/);
    await page.getByTestId('game-koi-reels').click();
    const handle = await page.getByTestId('game-frame').elementHandle();
    const game = (await handle!.contentFrame())!;
    await game.getByTestId('house-balance').waitFor({ timeout: 15_000 });
    expect(await game.getByTestId('house-demo').count()).toBe(0);
    await playRounds(game, ROUNDS);
    await page.getByTestId('game-room-leave').click();
    await page.getByTestId('game-room-stage').waitFor({ state: 'detached' });
    await page.context().close();

    // The feed job reads each minute up to a minute ago; a staff re-pull of the play time is read
    // by the next run whatever that delay, so the rounds arrive within about a minute.
    const repull = await adminCall('POST', '/bet-feeds/GPHOUSE/repull', {
      from: new Date(started - 60_000).toISOString(),
      to: new Date(Date.now() - 1_000).toISOString(),
      reason: 'e2e: read the member’s rounds now',
    });
    expect(repull.code, repull.message).toBe(1000);
    const range = { ...aroundToday(), page: 1, page_size: 20 };
    await expect
      .poll(
        async () => {
          bets = await memberCall(m, MemberBets, range);
          return bets.list.filter((b) => b.status === 'settled').length;
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBe(ROUNDS);
    // The turnover job applies new bet versions each minute too.
    await expect
      .poll(
        async () => {
          turnover = await memberCall(m, MemberTurnover, { page: 1, page_size: 20 });
          return turnover.history.list.filter((c) => c.reason === 'bet').length;
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    const stake = bets.list.reduce((s, b) => s + figure(b.stake), 0);
    expect(figure(bets.totals.stake)).toBeCloseTo(stake, 2);
    expect(figure(turnover.total_remaining)).toBeCloseTo(
      Number(BONUS) * MULTIPLE - figure(bets.totals.valid_bet),
      2,
    );
    console.info(`wagering-member: rounds in the member's bets after ${Date.now() - started} ms`);
  }, 300_000);

  describe.each(['desktop', 'phone'] as const)('at %s size', (viewport: ViewportName) => {
    let page: Page;
    beforeAll(async () => {
      if (!turnover) throw new Error('the rounds never reached the member');
      page = await signedInPage(browser, viewport, m);
      // Tabs change colour over 150 ms; a screenshot shows where they end, not half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });
    afterAll(async () => {
      await page?.context().close();
    });

    /** No part of the page scrolls sideways (phones: tables become cards). */
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        await page.evaluate(() => window.innerWidth),
      );

    it('Transaction records › Bets shows the rounds and the totals the API gives', async () => {
      await page.goto(baseUrl() + '/user?page=Transaction');
      await page.getByTestId('tx-tab-bets').click();
      const rows = page.getByTestId('bet-rows').locator(viewport === 'desktop' ? 'tbody tr' : 'li');
      await expect.poll(() => rows.count()).toBe(ROUNDS);
      expect(figure(await page.getByTestId('bet-total-stake').textContent())).toBeCloseTo(
        figure(bets.totals.stake),
        2,
      );
      expect(figure(await page.getByTestId('bet-total-valid').textContent())).toBeCloseTo(
        figure(bets.totals.valid_bet),
        2,
      );
      expect(figure(await page.getByTestId('bet-total-win-loss').textContent())).toBeCloseTo(
        figure(bets.totals.win_loss),
        2,
      );
      // The rounds are the API's, each once (the table on desktop, cards on phones).
      const shown = page
        .getByTestId('bet-rows')
        .locator(viewport === 'desktop' ? 'tbody' : 'ul')
        .getByTestId('bet-round');
      expect((await shown.allTextContents()).sort()).toEqual(bets.list.map((b) => b.round_id).sort());
      await noSidewaysScroll();
      await screenshot(page, `wagering-bets-${viewport}`);
    });

    it('Rebates shows the member’s rebates (none yet: rebates are paid for closed days)', async () => {
      await page.getByTestId('tx-tab-rebates').click();
      await page.getByTestId('tx-panel-rebates').getByTestId('empty-rows').waitFor();
      await noSidewaysScroll();
      await screenshot(page, `wagering-rebates-${viewport}`);
    });

    it('Turnover shows the open requirement and each change of it', async () => {
      await page.getByTestId('tx-tab-turnover').click();
      const panel = page.getByTestId('tx-panel-turnover');
      expect(await panel.getByTestId('turnover-remaining').textContent()).toContain(
        rmb(turnover.total_remaining),
      );
      const changes = panel.getByTestId('turnover-history').locator('li');
      await expect.poll(() => changes.count()).toBe(turnover.history.list.length);
      await noSidewaysScroll();
      await screenshot(page, `wagering-turnover-${viewport}`);
    });

    it('the withdrawal page shows what remains and refuses a withdrawal until it is met', async () => {
      await page.goto(baseUrl() + '/user?page=Withdrawal');
      await page.getByTestId('turnover-panel').waitFor();
      await page.getByTestId('withdraw-form').waitFor();
      const shown = rmb(turnover.total_remaining);
      expect(await page.getByTestId('turnover-remaining').textContent()).toContain(shown);
      await noSidewaysScroll();
      await screenshot(page, `wagering-withdrawal-${viewport}`);
      await page.getByTestId('withdraw-amount').fill('100');
      await page.getByTestId('withdraw-password').fill('1234');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-error').waitFor();
      const lang = await page.evaluate(() => document.documentElement.lang);
      // Code 613 in the site's language, naming what remains.
      expect(await page.getByTestId('withdraw-error').textContent()).toBe(
        lang.startsWith('zh')
          ? `您的打码量尚未完成，还需 ${shown} 有效投注才能取款`
          : `Your turnover requirement is not met yet: place ${shown} more in valid bets before you withdraw`,
      );
      await noSidewaysScroll();
      await screenshot(page, `wagering-withdrawal-refused-${viewport}`);
    });

    it('the member’s level card on Personal info shows the valid bets counted', async () => {
      const level = await memberCall(m, MemberLevel, {});
      await page.goto(baseUrl() + '/user/Info');
      await page.getByTestId('level-card').waitFor();
      expect(await page.getByTestId('level-name').textContent()).toBe(level.current.name);
      await noSidewaysScroll();
      await screenshot(page, `wagering-level-${viewport}`);
    });
  });
});

/** An RMB amount as members read it (¥2,980.00): the web page and the server's messages alike. */
const rmb = (amount: string) =>
  `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
