import { describe, expect, it } from 'vitest';
import { createDraw, fairDraw } from '../fair/rng';
import {
  bestAction,
  blackjackReturn,
  blackjackRtp,
  handTotal,
  playBlackjack,
  visibleHand,
  type BjAction,
} from './blackjack';

const seed = 'b7e1c2e4b5d6978812345678909abcdef0123456789abcdef0123456789abcd';

/** A draw that deals exactly these ranks (1 ace .. 13 king) in order. */
const stacked = (...ranks: number[]) => {
  const queue = [...ranks];
  const next = () => {
    if (!queue.length) throw new Error('the stacked deck ran out');
    return { value: queue.shift()! - 1, done: false };
  };
  return createDraw({ next } as Iterator<number>);
};

/** Plays one hand to the end with the best action at every step. */
function playBest(nonce: number) {
  const actions: BjAction[] = [];
  let hand = playBlackjack(fairDraw(seed, 'bj-sim', nonce), actions);
  while (!hand.finished) {
    actions.push(bestAction(hand.player, hand.dealer[0]!));
    hand = playBlackjack(fairDraw(seed, 'bj-sim', nonce), actions);
  }
  return hand;
}

describe('blackjack', () => {
  it('counts aces as 11 when that does not bust', () => {
    expect(handTotal([1, 6])).toEqual({ total: 17, soft: true });
    expect(handTotal([1, 6, 10])).toEqual({ total: 17, soft: false });
    expect(handTotal([1, 1, 13])).toEqual({ total: 12, soft: false });
  });

  it('deals player, up card, player, hole card and pays a natural 3:2 at once', () => {
    const hand = playBlackjack(stacked(1, 9, 13, 7), []);
    expect(hand).toMatchObject({ player: [1, 13], dealer: [9, 7], finished: true, result: 'blackjack' });
    expect(blackjackReturn(100n, hand)).toBe(250n);
  });

  it('ends the hand when the dealer peeks a blackjack, and pushes two naturals', () => {
    expect(playBlackjack(stacked(10, 1, 7, 12), [])).toMatchObject({ finished: true, result: 'lose' });
    expect(playBlackjack(stacked(1, 1, 12, 12), [])).toMatchObject({ finished: true, result: 'push' });
  });

  it('lets the dealer draw to 17 after the player stands, standing on soft 17', () => {
    const hand = playBlackjack(stacked(10, 6, 8, 10, 1), ['stand']);
    expect(hand).toMatchObject({ dealer: [6, 10, 1], dealerTotal: 17, playerTotal: 18, result: 'win' });
    expect(blackjackReturn(100n, hand)).toBe(200n);
  });

  it('doubles once on two cards: one card, then the dealer; a bust loses without the dealer drawing', () => {
    const doubled = playBlackjack(stacked(6, 5, 5, 10, 10, 10), ['double']);
    expect(doubled).toMatchObject({ player: [6, 5, 10], doubled: true, finished: true, result: 'win' });
    const bust = playBlackjack(stacked(10, 5, 6, 10, 9), ['hit']);
    expect(bust).toMatchObject({ playerTotal: 25, dealer: [5, 10], result: 'lose' });
    expect(() => playBlackjack(stacked(2, 5, 3, 10, 2, 9), ['hit', 'double'])).toThrow(RangeError);
    expect(() => playBlackjack(stacked(10, 5, 6, 10, 9), ['hit', 'stand'])).toThrow('the hand is over');
  });

  it('keeps the hole card hidden while the hand is in play', () => {
    const hand = playBlackjack(stacked(10, 5, 6, 9), []);
    expect(hand.finished).toBe(false);
    expect(visibleHand(hand)).toMatchObject({ dealer: [5], dealerTotal: 5, canDouble: true });
    expect(JSON.stringify(visibleHand(hand))).not.toContain('9');
  });

  it('states an exact return of about 98.9% per initial bet under the best play', () => {
    expect(blackjackRtp()).toBeCloseTo(0.9891, 4);
  });

  it('returns its stated RTP over many hands played the best way (simulation)', () => {
    const bet = 100n;
    const hands = 150_000;
    let net = 0n;
    for (let i = 0; i < hands; i++) {
      const hand = playBest(i);
      const stake = hand.doubled ? bet * 2n : bet;
      net += blackjackReturn(stake, hand) - stake;
    }
    const rtp = 1 + Number(net) / Number(bet * BigInt(hands));
    // One hand's result spreads about ±1.15 bets, so 150k hands spread about ±0.003; 4 sigma.
    expect(Math.abs(rtp - blackjackRtp())).toBeLessThan(0.012);
  });

  it('recomputes a finished hand exactly from the seeds and the recorded actions', () => {
    const hand = playBest(7);
    expect(playBlackjack(fairDraw(seed, 'bj-sim', 7), hand.actions)).toEqual(hand);
  });
});
