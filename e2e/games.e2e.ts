import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { newMember, signedInPage } from './support/member';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * Playing our own games as visitors and members do: a visitor tries the slot in demo mode; a member
 * launches it for real (the whole main balance moves to the game), plays rounds, goes back to the
 * lobby and finds the balance — wins and losses included — back in the main wallet; the verify page
 * recomputes a revealed round.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function playRounds(game: Page, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    const before = await game.getByTestId('house-history').locator('li').count();
    await game.getByTestId('house-play').click();
    await game.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="house-history"] li').length > n,
      before,
    );
  }
}

/** A member with ¥200 in the main wallet (a staff adjustment), signed in. */
async function member(viewport: 'desktop' | 'phone') {
  const m = await newMember(`gm${viewport[0]}`);
  const funded = await adminCall('POST', `/members/${m.member_id}/adjustments`, {
    amount: '200.00',
    reason: 'e2e funds',
    idempotency_key: `e2e-games-${m.account}`,
  });
  expect(funded.code, funded.message).toBe(1000);
  return signedInPage(browser, viewport, m);
}

describe('house games', () => {
  it('a visitor plays the slot in demo mode', async () => {
    const { page } = await newPage(browser, 'desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    const tile = page.getByTestId('game-koi-reels');
    await tile.waitFor();
    const [game] = await Promise.all([page.waitForEvent('popup'), tile.click()]);
    await game.getByTestId('house-demo').waitFor();
    const start = money(await game.getByTestId('house-balance').textContent());
    expect(start).toBeGreaterThan(0);
    await playRounds(game, 3);
    await game.screenshot({ path: 'e2e/screenshots/games-demo-slot-desktop.png' });
    expect(await game.getByTestId('house-history').locator('li').count()).toBe(3);
    await page.context().close();
  });

  it('desktop: a member plays the slot for real and gets the balance back on leaving', async () => {
    const page = await member('desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    // /gameHall/2 is the slot hall: a page of its own, without the site header.
    await page.getByTestId('game-koi-reels').waitFor();
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-koi-reels').click(),
    ]);
    await game.getByTestId('house-balance').waitFor();
    expect(await game.getByTestId('house-demo').count()).toBe(0);
    expect(money(await game.getByTestId('house-balance').textContent())).toBe(200);
    await playRounds(game, 5);
    const inGame = money(await game.getByTestId('house-balance').textContent());
    await game.screenshot({ path: 'e2e/screenshots/games-member-slot-desktop.png' });
    await Promise.all([game.waitForEvent('close'), game.getByTestId('house-lobby').click()]);
    // The lobby address (/close) brought the money back and closed the game window.
    await page.goto(baseUrl() + '/');
    await page.waitForFunction(
      (want) => {
        const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
        return Number(text.replace(/[^\d.]/g, '')) === want;
      },
      inGame,
      { timeout: 20_000 },
    );
    await screenshot(page, 'games-balance-back-desktop');
    await page.context().close();
  });

  it('phone: a member plays in the same tab and returns with the balance', async () => {
    const page = await member('phone');
    await page.goto(baseUrl() + '/gameHall/2');
    await page.getByTestId('game-koi-reels').click();
    await page.getByTestId('house-balance').waitFor({ timeout: 15_000 });
    await playRounds(page, 3);
    const inGame = money(await page.getByTestId('house-balance').textContent());
    await page.screenshot({ path: 'e2e/screenshots/games-member-slot-phone.png' });
    await page.getByTestId('house-lobby').click();
    await page.waitForFunction(
      (want) => {
        const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
        return Number(text.replace(/[^\d.]/g, '')) === want;
      },
      inGame,
      { timeout: 20_000 },
    );
    await screenshot(page, 'games-balance-back-phone');
    await page.context().close();
  });

  it('the verify page recomputes a round once its seed is revealed', async () => {
    const { page } = await newPage(browser, 'desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-koi-reels').click(),
    ]);
    await game.getByTestId('house-demo').waitFor();
    await playRounds(game, 1);
    await game.getByRole('button', { name: /New seed pair/ }).click();
    const link = game.getByTestId('house-history').getByRole('link', { name: 'Verify' });
    await link.waitFor();
    const [verify] = await Promise.all([game.waitForEvent('popup'), link.click()]);
    await verify.getByTestId('verify-outcome').waitFor();
    expect(await verify.getByTestId('verify-result').textContent()).toContain('matches SHA-256');
    await verify.screenshot({ path: 'e2e/screenshots/games-verify-desktop.png' });
    await page.context().close();
  });

  it('a game window closed without the lobby leaves money in the game; one-key return brings it back', async () => {
    const page = await member('desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-koi-reels').click(),
    ]);
    await game.getByTestId('house-balance').waitFor();
    await playRounds(game, 2);
    const inGame = money(await game.getByTestId('house-balance').textContent());
    await game.close();
    await page.evaluate(() => localStorage.removeItem('isPlay'));
    await page.goto(baseUrl() + '/user?page=MyWallet');
    await page.getByTestId('wallet-list').waitFor();
    expect(money(await page.getByTestId('wallet-main-cash').textContent())).toBe(0);
    await page.getByTestId('balance-return').click();
    await page.waitForFunction(
      (want) =>
        Number(
          (document.querySelector('[data-testid="wallet-main-cash"]')?.textContent ?? '').replace(
            /[^\d.]/g,
            '',
          ),
        ) === want,
      inGame,
      { timeout: 15_000 },
    );
    // The button waits out its 10 s countdown before it can run again.
    expect(await page.getByTestId('balance-return').isDisabled()).toBe(true);
    expect(await page.getByTestId('balance-return').textContent()).toMatch(/\d/);
    await screenshot(page, 'games-balance-return-desktop');
    await page.context().close();
  });

  it('tabs: recently played and starred games; a provider under maintenance shows the dialog', async () => {
    const page = await member('desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-koi-reels').click(),
    ]);
    await game.getByTestId('house-balance').waitFor();
    await Promise.all([game.waitForEvent('close'), game.getByTestId('house-lobby').click()]);

    await page.goto(baseUrl() + '/gameHall/2');
    await page.getByTestId('game-tab-last_play').click();
    await page.getByTestId('game-koi-reels').waitFor();
    await page.getByTestId('game-tab-my_favorite').click();
    await page.getByTestId('games-empty').waitFor();
    await page.getByTestId('game-tab-all_game').click();
    await page.getByTestId('favourite-koi-reels').click();
    await page.getByTestId('favourite-koi-reels').and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.getByTestId('game-tab-my_favorite').click();
    await page.getByTestId('game-koi-reels').waitFor();
    await screenshot(page, 'games-tabs-favourite-desktop');

    const now = Date.now();
    const maintenance = (on: boolean) =>
      adminCall('PUT', '/providers/GPHOUSE', {
        name: 'Arks House Games',
        active: true,
        transfer_enabled: true,
        maintenance_start_at: on ? new Date(now - 3_600_000).toISOString() : null,
        maintenance_end_at: on ? new Date(now + 3_600_000).toISOString() : null,
      });
    expect((await maintenance(true)).code).toBe(1000);
    try {
      await page.getByTestId('game-koi-reels').click();
      const dialog = page.getByTestId('maintenance-dialog');
      await dialog.waitFor();
      await screenshot(page, 'games-maintenance-desktop');
    } finally {
      expect((await maintenance(false)).code).toBe(1000);
    }
    await page.context().close();
  });
});
