import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Plays `rounds` rounds of the house slot, each waiting for its answer and its line in the history. */
export async function playRounds(game: Page | Frame, rounds: number) {
  const page = 'page' in game ? game.page() : game;
  const frame = 'page' in game ? game : game.mainFrame();
  for (let i = 0; i < rounds; i++) {
    const before = await game.getByTestId('house-history').locator('li').count();
    for (let click = 1; ; click++) {
      const sent = page.waitForRequest((r) => r.frame() === frame && r.url().includes('/play-api/round'), {
        timeout: 8_000,
      });
      await game.getByTestId('house-play').click();
      const request = await sent.catch(() => null);
      if (request) {
        expect((await request.response())?.ok(), `round ${i + 1} answered`).toBe(true);
        break;
      }
      if (click === 3) throw new Error(`round ${i + 1}: three clicks on play sent no round`);
    }
    await game.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="house-history"] li').length > n,
      before,
      { timeout: 20_000 },
    );
  }
}
