import type { Draw } from '../fair/rng';

/**
 * Blackjack dealt from a continuous shuffler (every card drawn uniformly from the 13 ranks, so the
 * shoe never runs out and the return can be computed exactly). Rules: dealer stands on all 17s and
 * peeks for blackjack under an ace or a ten; blackjack pays 3:2; double on any first two cards; no
 * split, no insurance, no surrender; a player who reaches 21 stands.
 *
 * A hand is a pure function of the seed pair's card stream and the player's actions: deal order is
 * player, dealer up card, player, dealer hole card, then every card in the order it is taken. That is
 * what lets a finished hand be re-computed from the revealed seeds and the recorded actions.
 */
export const BJ_ACTIONS = ['hit', 'stand', 'double'] as const;
export type BjAction = (typeof BJ_ACTIONS)[number];
export type BjResult = 'blackjack' | 'win' | 'push' | 'lose';

/** Cards are ranks 1 (ace) to 13 (king). */
export interface BjHand {
  player: number[];
  dealer: number[];
  actions: BjAction[];
  doubled: boolean;
  finished: boolean;
  result: BjResult | null;
  playerTotal: number;
  dealerTotal: number;
}

const cardValue = (rank: number) => Math.min(rank, 10);

/** The best total of some cards: an ace counts 11 when that does not bust. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + cardValue(c), 0);
  const soft = cards.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21;

export class BjError extends RangeError {}

function settle(hand: BjHand, drawCard: () => number): BjHand {
  const player = handTotal(hand.player).total;
  const dealer = [...hand.dealer];
  if (player <= 21) while (handTotal(dealer).total < 17) dealer.push(drawCard());
  const dealerTotal = handTotal(dealer).total;
  const result: BjResult =
    player > 21
      ? 'lose'
      : dealerTotal > 21 || player > dealerTotal
        ? 'win'
        : player === dealerTotal
          ? 'push'
          : 'lose';
  return { ...hand, dealer, finished: true, result, playerTotal: player, dealerTotal };
}

/** Deals and applies the actions in order; an action the hand does not allow throws BjError. */
export function playBlackjack(draw: Draw, actions: readonly BjAction[]): BjHand {
  const drawCard = () => draw(13) + 1;
  const [p1, up, p2, hole] = [drawCard(), drawCard(), drawCard(), drawCard()];
  let hand: BjHand = {
    player: [p1, p2],
    dealer: [up, hole],
    actions: [],
    doubled: false,
    finished: false,
    result: null,
    playerTotal: handTotal([p1, p2]).total,
    dealerTotal: handTotal([up, hole]).total,
  };
  const playerBj = isBlackjack(hand.player);
  const dealerBj = isBlackjack(hand.dealer);
  if (playerBj || dealerBj) {
    const result: BjResult = playerBj && dealerBj ? 'push' : playerBj ? 'blackjack' : 'lose';
    hand = { ...hand, finished: true, result };
  }
  for (const action of actions) {
    if (hand.finished) throw new BjError('the hand is over');
    if (action === 'double' && hand.player.length !== 2)
      throw new BjError('double only on the first two cards');
    hand = { ...hand, actions: [...hand.actions, action] };
    if (action === 'stand') {
      hand = settle(hand, drawCard);
      continue;
    }
    hand = { ...hand, player: [...hand.player, drawCard()], doubled: action === 'double' };
    hand = { ...hand, playerTotal: handTotal(hand.player).total };
    if (action === 'double' || hand.playerTotal >= 21) hand = settle(hand, drawCard);
  }
  return hand;
}

/** What the player may see of a hand in play: the dealer's hole card stays face down. */
export function visibleHand(hand: BjHand) {
  if (hand.finished) return hand;
  return {
    ...hand,
    dealer: [hand.dealer[0]!],
    dealerTotal: handTotal([hand.dealer[0]!]).total,
    canDouble: hand.player.length === 2,
  };
}

/** What comes back for a finished hand, stake (doubled or not) included. Stakes are even. */
export function blackjackReturn(stake: bigint, hand: BjHand): bigint {
  switch (hand.result) {
    case 'blackjack':
      return stake + (stake * 3n) / 2n;
    case 'win':
      return stake * 2n;
    case 'push':
      return stake;
    default:
      return 0n;
  }
}

/* ---------- the exact return under the best play (per initial bet) ---------- */

const RANKS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const pOf = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);
const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** Final dealer totals 17..21 and bust (index 22) from an up card, given no dealer blackjack. */
function dealerOutcomes(up: number): number[] {
  const out = new Array<number>(23).fill(0);
  const walk = (hard: number, ace: boolean, p: number, first: boolean) => {
    const total = best(hard, ace);
    if (total >= 17 && !first) {
      out[total > 21 ? 22 : total]! += p;
      return;
    }
    // The hole card is known not to make blackjack with the up card (the dealer peeked).
    const allowed = first ? RANKS.filter((v) => !((up === 1 && v === 10) || (up === 10 && v === 1))) : RANKS;
    const mass = allowed.reduce((s, v) => s + pOf(v), 0);
    for (const v of allowed) walk(hard + v, ace || v === 1, (p * pOf(v)) / mass, false);
  };
  walk(up, up === 1, 1, true);
  return out;
}

function standValue(total: number, dealer: number[]): number {
  if (total > 21) return -1;
  let ev = dealer[22]!;
  for (let d = 17; d <= 21; d++) ev += d < total ? dealer[d]! : d > total ? -dealer[d]! : 0;
  return ev;
}

/** The expected result of the best play from a player hand, per initial bet, and its first action. */
function playerValue(dealer: number[]) {
  const memo = new Map<string, number>();
  const value = (hard: number, ace: boolean): number => {
    const total = best(hard, ace);
    if (total >= 21) return standValue(total, dealer);
    const key = `${hard}:${ace}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const hit = RANKS.reduce((s, v) => s + pOf(v) * value(hard + v, ace || v === 1), 0);
    const v = Math.max(standValue(total, dealer), hit);
    memo.set(key, v);
    return v;
  };
  return (cards: readonly number[]): { action: BjAction; ev: number } => {
    const hard = cards.reduce((s, c) => s + cardValue(c), 0);
    const ace = cards.includes(1);
    const stand = standValue(best(hard, ace), dealer);
    const hit = RANKS.reduce((s, v) => s + pOf(v) * value(hard + v, ace || v === 1), 0);
    const double =
      cards.length === 2
        ? 2 * RANKS.reduce((s, v) => s + pOf(v) * standValue(best(hard + v, ace || v === 1), dealer), 0)
        : -Infinity;
    if (double >= hit && double >= stand) return { action: 'double', ev: double };
    return hit > stand ? { action: 'hit', ev: hit } : { action: 'stand', ev: stand };
  };
}

const STRATEGY = new Map(RANKS.map((up) => [up, playerValue(dealerOutcomes(up))]));

/** The action with the highest expected return for this hand against this up card. */
export function bestAction(player: readonly number[], up: number): BjAction {
  return STRATEGY.get(cardValue(up))!(player).action;
}

/** The exact return to player under the best play, as a share of the initial bet. */
export function blackjackRtp(): number {
  let ev = 0;
  for (const up of RANKS) {
    const peekBj = up === 1 ? pOf(10) : up === 10 ? pOf(1) : 0;
    const decide = STRATEGY.get(up)!;
    for (const a of RANKS)
      for (const b of RANKS) {
        const p = pOf(up) * pOf(a) * pOf(b);
        const playerBj = a + b === 11 && (a === 1 || b === 1);
        const noDealerBj = playerBj ? 1.5 : decide([a, b]).ev;
        ev += p * (peekBj * (playerBj ? 0 : -1) + (1 - peekBj) * noDealerBj);
      }
  }
  return 1 + ev;
}
