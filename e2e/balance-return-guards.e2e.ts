import { GameLeave } from '@arks/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * Spec §4 "Balance return: button disabled while a return runs, during the 10 s countdown between
 * clicks, while starting or quitting, while a game window or modal is open, or on /play". On a
 * desktop the member opens a game in its window, then the member centre's wallet; on a phone
 * the page itself goes to the game and comes back (isPlay, then quitting until the leave answers).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fundedMember(tag: string): Promise<Member> {
  const m = await newMember(tag);
  const funded = await adminCall('POST', `/members/${m.member_id}/adjustments`, {
    amount: '80.00',
    reason: 'e2e balance-return guards',
    idempotency_key: `e2e-guards-${m.account}`,
  });
  expect(funded.code, funded.message).toBe(1000);
  return m;
}

const returnButton = (page: Page) => page.getByTestId('balance-return');

describe('balance-return guards (spec §4)', () => {
  it('desktop: disabled while the game window is open; the game ended elsewhere (958) closes it and enables the button', async () => {
    const m = await fundedMember('brgd');
    const page = await signedInPage(browser, 'desktop', m);
    await page.goto(baseUrl() + '/gameHall/3');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-punto-banco').click(),
    ]);
    await game.getByTestId('house-balance').waitFor({ timeout: 15_000 });

    // The wallet: on a desktop the member centre opens in a window of its own, opened by this tab,
    // whose game window it must stand down for.
    const [wallet] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('header-balance').click(),
    ]);
    await returnButton(wallet).waitFor();
    await expect.poll(() => returnButton(wallet).isDisabled()).toBe(true);
    await wallet.getByTestId('balance-return-waits').waitFor();
    await screenshot(wallet, 'balance-return-guards-window-open-desktop');

    // The member leaves the game from another device: the server ends it and says so (forward_game.status
    // 958); this tab closes the game window and the button comes back.
    const closed = game.waitForEvent('close', { timeout: 15_000 });
    await memberCall(m, GameLeave, {});
    await closed;
    await expect.poll(() => returnButton(wallet).isDisabled()).toBe(false);
    expect(await wallet.getByTestId('balance-return-waits').count()).toBe(0);
    await expect
      .poll(async () => (await wallet.getByTestId('wallet-main-cash').textContent()) ?? '')
      .toContain('80.00');
    await screenshot(wallet, 'balance-return-guards-after-desktop');
    await page.context().close();
  });

  it('phone: back from a game played in the page, disabled until the leave answers, then enabled', async () => {
    const m = await fundedMember('brgp');
    const page = await signedInPage(browser, 'phone', m);
    await page.goto(baseUrl() + '/gameHall/3');
    await page.getByTestId('game-punto-banco').click();
    await page.getByTestId('house-balance').waitFor({ timeout: 15_000 });

    // The leave's answer is held back, so the quitting state lasts as long as this test needs.
    const held: { route?: Route } = {};
    await page.route('**/api/member/game/leave1', (route) => {
      held.route = route;
    });
    await page.goto(baseUrl() + '/user?page=MyWallet');
    await returnButton(page).waitFor();
    await expect.poll(() => held.route !== undefined).toBe(true);
    expect(await returnButton(page).isDisabled()).toBe(true);
    await page.getByTestId('balance-return-waits').waitFor();
    await screenshot(page, 'balance-return-guards-quitting-phone');

    await held.route!.continue();
    await page.unroute('**/api/member/game/leave1');
    await expect.poll(() => returnButton(page).isDisabled()).toBe(false);
    await expect
      .poll(async () => (await page.getByTestId('wallet-main-cash').textContent()) ?? '')
      .toContain('80.00');
    await screenshot(page, 'balance-return-guards-after-phone');
    await page.context().close();
  });
});
