import type { Browser, Frame, Page } from 'playwright-core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** `promise`, or an error saying `what` once `ms` pass first. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Plays `rounds` rounds, each one waiting for the game's answer and the history to show it. A click
 * that sent no round within eight seconds is clicked again (the page ignored it, nothing was bet); a
 * round the game sent but never answered fails the test, naming which of the two happened.
 */
async function playRounds(game: Page | Frame, rounds: number) {
  const page = 'page' in game ? game.page() : game;
  const frame = 'page' in game ? game : game.mainFrame();
  for (let i = 0; i < rounds; i++) {
    const before = await game.getByTestId('house-history').locator('li').count();
    let answered = null;
    for (let click = 1; answered === null; click++) {
      const sent = page.waitForRequest((r) => r.frame() === frame && r.url().includes('/play-api/round'), {
        timeout: 8_000,
      });
      await game.getByTestId('house-play').click();
      const request = await sent.catch(() => null);
      if (request === null) {
        if (click === 3) throw new Error(`round ${i + 1}: three clicks on play sent no round`);
        console.warn(`round ${i + 1}: click ${click} on play sent no round; clicking again`);
        continue;
      }
      answered = await within(request.response(), 20_000, `round ${i + 1}: sent, never answered`);
      if (answered === null) throw new Error(`round ${i + 1}: the round's request failed`);
    }
    await game
      .waitForFunction(
        (n) => document.querySelectorAll('[data-testid="house-history"] li').length > n,
        before,
        { timeout: 20_000 },
      )
      .catch(async (err: Error) => {
        // What the page said about the round (a refusal shows there) makes a failure readable.
        const said = await game.getByTestId('house-result').textContent();
        throw new Error(`round ${i + 1} never reached the history; the page said: ${said}`, { cause: err });
      });
  }
}

/** The game playing inside the site (game room, play-game modal, /play). */
async function gameFrame(page: Page): Promise<Frame> {
  const frame = await (await page.getByTestId('game-frame').elementHandle())!.contentFrame();
  await frame!.getByTestId('house-balance').waitFor({ timeout: 15_000 });
  return frame!;
}

const headerBalanceIs = (page: Page, want: number) =>
  page.waitForFunction(
    (w) =>
      Number(
        (document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(/[^\d.]/g, ''),
      ) === w,
    want,
    { timeout: 20_000 },
  );

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

/** The visitor's jackpot on site 1 in RMB, as the home page asks for it. */
async function jackpotTotal(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v2/get_jackpot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: 1, currency: 'RMB' }),
  });
  const json = (await res.json()) as { data?: { jackpot_amount_total?: string } };
  return json.data?.jackpot_amount_total ?? '0';
}

describe('house games', () => {
  it('a visitor plays the slot in demo mode, inside the desktop game room', async () => {
    const { page } = await newPage(browser, 'desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    // The first site has the room flag on: desktop slots play in /gameRoom.
    await page.waitForURL(/\/gameRoom\?/);
    await page.getByTestId('game-koi-reels').click();
    const game = await gameFrame(page);
    await game.getByTestId('house-demo').waitFor();
    expect(money(await game.getByTestId('house-balance').textContent())).toBeGreaterThan(0);
    await playRounds(game, 3);
    await screenshot(page, 'games-demo-slot-room-desktop');
    expect(await game.getByTestId('house-history').locator('li').count()).toBe(3);
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as const)(
    '%s: a visitor picks a demo game from the picker — hall, provider, game — and plays it',
    async (viewport) => {
      const { page } = await newPage(browser, viewport);
      await page.goto(baseUrl() + '/');
      await page.getByTestId('demo-picker-open').click();
      await page.getByTestId('demo-hall-2').waitFor();
      await screenshot(page, `games-demo-halls-${viewport}`);
      await page.getByTestId('demo-hall-2').click();
      await page.getByTestId('demo-provider-GPHOUSE').click();
      // The home page's Popular list has the same game behind the dialog.
      const pick = page.getByTestId('demo-picker').getByTestId('game-koi-reels');
      await pick.waitFor();
      await screenshot(page, `games-demo-picker-${viewport}`);
      // Desktop opens the game in its own window; a phone goes to it in the same tab.
      const opened = viewport === 'desktop' ? page.context().waitForEvent('page') : null;
      await pick.click();
      const game = opened ? await opened : page;
      await game.getByTestId('house-demo').waitFor({ timeout: 15_000 });
      await playRounds(game, 2);
      expect(await game.getByTestId('house-history').locator('li').count()).toBe(2);
      await game.screenshot({ path: `e2e/screenshots/games-demo-picked-${viewport}.png` });
      await page.context().close();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    '%s: a visitor searches a hall and filters it by tag',
    async (viewport) => {
      const { page } = await newPage(browser, viewport);
      await page.goto(baseUrl() + '/gameHall/3');
      await page.getByTestId('game-punto-banco').waitFor();
      await page.getByTestId('game-search').fill('no such game');
      await page.getByTestId('games-no-match').waitFor();
      expect(await page.getByTestId('game-punto-banco').count()).toBe(0);
      await screenshot(page, `games-search-none-${viewport}`);
      await page.getByTestId('games-no-match').getByRole('button').click();
      await page.getByTestId('game-punto-banco').waitFor();
      await page.getByTestId('filter-tag-hot').click();
      expect(await page.getByTestId('filter-tag-hot').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('game-search').fill('PUNTO');
      await page.getByTestId('game-punto-banco').waitFor();
      await screenshot(page, `games-search-found-${viewport}`);
      await page.context().close();
    },
  );

  it('home shows the providers’ progressive jackpot with 10 integer digits, and the Popular games', async () => {
    // The jackpot job runs once at start and every minute (the pool starts at its seed); the page
    // asks again each minute, so it opens once the server has a pool to show.
    await expect.poll(jackpotTotal, { timeout: 90_000, interval: 1_000 }).not.toMatch(/^0+(\.0+)?$/);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await newPage(browser, viewport);
      await page.goto(baseUrl() + '/');
      await page.getByTestId('jackpot-display').waitFor();
      expect(await page.getByTestId('jackpot-amount').getAttribute('aria-label')).toMatch(/^\d+\.\d{2}$/);
      expect((await page.getByTestId('jackpot-amount').textContent())?.split('.')[0]).toHaveLength(10);
      await page.getByTestId('hot-games').getByTestId('game-koi-reels').waitFor();
      await page.getByTestId('jackpot-display').scrollIntoViewIfNeeded();
      await screenshot(page, `games-home-jackpot-${viewport}`);
      await page.context().close();
    }
  });

  it('a visitor plays blackjack hands in steps: the hole card shows only when the hand is over', async () => {
    const { page } = await newPage(browser, 'desktop');
    await page.goto(baseUrl() + '/gameHall/6');
    const [game] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('game-royal-21').click()]);
    await game.getByTestId('house-demo').waitFor();
    for (let hand = 1; hand <= 2; hand++) {
      await game.getByTestId('house-play').click();
      // A hand stays open until the player stands (unless a natural settled it at once).
      await game.waitForFunction((n) => {
        const stand = document.querySelector<HTMLButtonElement>('[data-testid="bj-stand"]');
        return document.querySelectorAll('[data-testid="house-history"] li').length === n || !stand?.disabled;
      }, hand);
      if (await game.getByTestId('bj-stand').isEnabled()) {
        expect(await game.getByTestId('blackjack-table').locator('.card.back').count()).toBe(1);
        if (hand === 1) await game.screenshot({ path: 'e2e/screenshots/games-blackjack-hand-desktop.png' });
        await game.getByTestId('bj-stand').click();
      }
      await game.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="house-history"] li').length === n,
        hand,
      );
      expect(await game.getByTestId('blackjack-table').locator('.card.back').count()).toBe(0);
      // The site launches games in its language (zh_CN by default); any of the house pages' languages.
      expect(await game.getByTestId('house-result').textContent()).toMatch(
        /Blackjack|You win|Push|Dealer wins|黑杰克|你赢了|平局|庄家赢|黑傑克|你贏了|平手|莊家贏/,
      );
    }
    await game.screenshot({ path: 'e2e/screenshots/games-blackjack-done-desktop.png' });
    await page.context().close();
  });

  it('desktop: a member plays the slot for real in the game room and gets the balance back on leaving', async () => {
    const page = await member('desktop');
    await page.goto(baseUrl() + '/gameHall/2');
    await page.waitForURL(/\/gameRoom\?/);
    await page.getByTestId('game-koi-reels').click();
    const game = await gameFrame(page);
    expect(await game.getByTestId('house-demo').count()).toBe(0);
    expect(money(await game.getByTestId('house-balance').textContent())).toBe(200);
    await playRounds(game, 5);
    const inGame = money(await game.getByTestId('house-balance').textContent());
    await screenshot(page, 'games-member-slot-room-desktop');
    // One name and one way out: the room's bar has them, the game inside shows neither again; the
    // game's play button shows without scrolling at 1440x900.
    expect(await game.getByTestId('house-lobby').count()).toBe(0);
    expect(await game.locator('h1').count()).toBe(0);
    const spin = (await game.getByTestId('house-play').boundingBox())!;
    expect(spin.y + spin.height).toBeLessThanOrEqual(900);
    await page.getByTestId('game-room-leave').click();
    await page.getByTestId('game-room-stage').waitFor({ state: 'detached' });
    await headerBalanceIs(page, inGame);
    await screenshot(page, 'games-balance-back-desktop');
    await page.context().close();
  });

  it('desktop: a provider set to open in a modal or in the page plays there and leaves with the balance', async () => {
    const page = await member('desktop');
    const mode = (open_mode: string) =>
      adminCall('PUT', '/providers/GPHOUSE', {
        name: 'Arks House Games',
        active: true,
        open_mode,
        reason: 'e2e: open mode',
      });
    expect((await mode('modal')).code).toBe(1000);
    try {
      await page.goto(baseUrl() + '/gameHall/3');
      await page.getByTestId('game-punto-banco').click();
      await page.getByTestId('play-game-modal').waitFor();
      const inModal = await gameFrame(page);
      await playRounds(inModal, 2);
      const afterModal = money(await inModal.getByTestId('house-balance').textContent());
      await screenshot(page, 'games-modal-desktop');
      await page.getByTestId('play-game-leave').click();
      await page.getByTestId('play-game-modal').waitFor({ state: 'detached' });
      await headerBalanceIs(page, afterModal);

      expect((await mode('page')).code).toBe(1000);
      await page.reload();
      await page.getByTestId('game-punto-banco').click();
      await page.waitForURL(/\/play$/);
      const inPage = await gameFrame(page);
      await playRounds(inPage, 2);
      const afterPage = money(await inPage.getByTestId('house-balance').textContent());
      await screenshot(page, 'games-play-page-desktop');
      await page.getByTestId('play-page-leave').click();
      await page.waitForURL(baseUrl() + '/');
      await headerBalanceIs(page, afterPage);
    } finally {
      expect((await mode('window')).code).toBe(1000);
    }
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
    await page.goto(baseUrl() + '/gameHall/3');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-punto-banco').click(),
    ]);
    await game.getByTestId('house-demo').waitFor();
    await playRounds(game, 1);
    await game.getByTestId('house-rotate').click();
    const link = game.getByTestId('house-history').getByTestId('house-verify-link');
    await link.waitFor();
    const [verify] = await Promise.all([game.waitForEvent('popup'), link.click()]);
    await verify.getByTestId('verify-outcome').waitFor();
    // The hash this browser computed from the revealed seed is the one the game committed to.
    await verify.getByTestId('verify-match').waitFor();
    // The verify page reads in the game page's language.
    expect(await verify.evaluate(() => document.body.dataset.lang)).toBe(
      await game.evaluate(() => document.body.dataset.lang),
    );
    await verify.screenshot({ path: 'e2e/screenshots/games-verify-desktop.png' });
    await page.context().close();
  });

  it('a game window closed without the lobby leaves money in the game; one-key return brings it back', async () => {
    const page = await member('desktop');
    await page.goto(baseUrl() + '/gameHall/3');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-punto-banco').click(),
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
    await page.goto(baseUrl() + '/gameHall/3');
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('game-punto-banco').click(),
    ]);
    await game.getByTestId('house-balance').waitFor();
    await Promise.all([game.waitForEvent('close'), game.getByTestId('house-lobby').click()]);

    await page.goto(baseUrl() + '/gameHall/3');
    await page.getByTestId('game-tab-last_play').click();
    await page.getByTestId('game-punto-banco').waitFor();
    await page.getByTestId('game-tab-my_favorite').click();
    await page.getByTestId('games-empty').waitFor();
    await page.getByTestId('game-tab-all_game').click();
    await page.getByTestId('favourite-punto-banco').click();
    await page.getByTestId('favourite-punto-banco').and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.getByTestId('game-tab-my_favorite').click();
    await page.getByTestId('game-punto-banco').waitFor();
    await screenshot(page, 'games-tabs-favourite-desktop');

    const now = Date.now();
    const maintenance = (on: boolean) =>
      adminCall('PUT', '/providers/GPHOUSE', {
        name: 'Arks House Games',
        active: true,
        transfer_enabled: true,
        reason: 'e2e: maintenance window',
        maintenance_start_at: on ? new Date(now - 3_600_000).toISOString() : null,
        maintenance_end_at: on ? new Date(now + 3_600_000).toISOString() : null,
      });
    expect((await maintenance(true)).code).toBe(1000);
    try {
      await page.getByTestId('game-punto-banco').click();
      const dialog = page.getByTestId('maintenance-dialog');
      await dialog.waitFor();
      await screenshot(page, 'games-maintenance-desktop');
    } finally {
      expect((await maintenance(false)).code).toBe(1000);
    }
    await page.context().close();
  });

  it('the sport hall shows the provider’s quick-bet page, sized by the page’s own messages', async () => {
    // A stand-in sport provider: its quick-bet page tells its parent how tall it is.
    const sports = createServer((req, res) => {
      if (req.url?.startsWith('/deny')) return res.writeHead(200, { 'x-frame-options': 'DENY' }).end('no');
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<body style="margin:0;background:#0b3"><h1>Quick bet</h1><script>parent.postMessage({height:900},"*")</script></body>',
        );
    });
    await new Promise<void>((resolve) => sports.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(sports.address() as AddressInfo).port}`;
    const provider = (quickbet_url: string, active = true) =>
      adminCall('PUT', '/providers/ZSPORT', {
        name: 'Stand-in sports',
        active,
        base_url: origin,
        operator: 'arks',
        secret: 'stand-in-sports-secret',
        quickbet_url,
        reason: 'e2e: stand-in sports',
      });
    expect((await provider(`${origin}/quickbet?currency={currency}&lang={lang}`)).code).toBe(1000);
    try {
      const { page } = await newPage(browser, 'desktop');
      await page.goto(baseUrl() + '/gameHall/4');
      const frame = page.getByTestId('sport-quick-bet-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(`${origin}/quickbet?currency=RMB&lang=zh_CN`);
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLIFrameElement>('[data-testid="sport-quick-bet-frame"]')?.style.height ===
          '900px',
      );
      await screenshot(page, 'games-sport-quick-bet-desktop');
      expect((await provider(`${origin}/deny`)).code).toBe(1000);
      await page.reload();
      await page.getByTestId('sport-quick-bet-error').waitFor();
      expect(await page.getByTestId('sport-quick-bet-frame').count()).toBe(0);
      await page.context().close();
    } finally {
      await provider(`${origin}/quickbet`, false);
      await new Promise((resolve) => sports.close(resolve));
    }
  });
});
