import { z } from 'zod';
import type { Draw } from '../fair/rng';
import {
  BJ_ACTIONS,
  BjError,
  blackjackReturn,
  blackjackRtp,
  playBlackjack,
  visibleHand,
  type BjAction,
  type BjHand,
} from './blackjack';
import { baccaratReturn, BACCARAT_RTP, playBaccarat, type BaccaratRound } from './baccarat';
import { KENO_NUMBERS, KENO_PICKS, kenoRtp, kenoWin, playKeno } from './keno';
import { SLOT_LINES, slotRtp, slotWin, spinSlot } from './slot';

/** One playable game: its hall (spec gt_id), what a bet may choose, and how a round resolves. */
export interface HouseGame {
  code: string;
  name: string;
  /** Game hall (gt_id): 2 slots, 3 live casino / table, 5 lottery, 6 cards. */
  hall: number;
  rtp: number;
  params: z.ZodType;
  /** A bet must be a whole multiple of this many minor units. */
  betStep: bigint;
  /** Real-money rounds feed the progressive jackpot and may hit it (games/jackpot.ts). */
  jackpot?: boolean;
  play(draw: Draw, bet: bigint, params: unknown): { outcome: unknown; win: bigint };
  /**
   * The part of a settled round's stake that counts as a valid bet in the operator's bet feed (for
   * turnover and rebates); without it, the whole stake.
   */
  validBet?(stake: bigint, params: unknown, outcome: unknown): bigint;
  /**
   * A game whose round takes several of the player's actions (blackjack). `play` above then
   * re-computes a finished round from its recorded actions (the verify page); these drive it live.
   */
  steps?: {
    actions: readonly string[];
    /** Replays the round so far; an action the round does not allow throws a RangeError. */
    replay(draw: Draw, actions: string[]): StepState;
    win(stake: bigint, outcome: unknown): bigint;
  };
}

export interface StepState {
  outcome: unknown;
  /** What the player may see while the round is open (no hidden card). */
  visible: unknown;
  finished: boolean;
  /** The stake is multiplied by this (2 after a double). */
  stakeFactor: bigint;
}

const ZActions = z.object({ actions: z.array(z.enum(BJ_ACTIONS)).max(21) });

const blackjackState = (hand: BjHand): StepState => ({
  outcome: hand,
  visible: visibleHand(hand),
  finished: hand.finished,
  stakeFactor: hand.doubled ? 2n : 1n,
});

export const HOUSE_GAMES: Record<string, HouseGame> = {
  'koi-reels': {
    code: 'koi-reels',
    name: 'Koi Reels',
    hall: 2,
    rtp: slotRtp(),
    params: z.object({}),
    betStep: BigInt(SLOT_LINES.length),
    jackpot: true,
    play(draw, bet) {
      const spin = spinSlot(draw);
      return { outcome: spin, win: slotWin(bet, spin) };
    },
  },
  'punto-banco': {
    code: 'punto-banco',
    name: 'Punto Banco',
    hall: 3,
    rtp: BACCARAT_RTP.banker,
    params: z.object({ side: z.enum(['player', 'banker', 'tie']) }),
    betStep: 1n,
    play(draw, bet, params) {
      const { side } = params as { side: 'player' | 'banker' | 'tie' };
      const round = playBaccarat(draw);
      return { outcome: round, win: baccaratReturn(side, bet, round) };
    },
    // A player or banker bet pushed by a tie gets its stake back and risked nothing: no valid bet.
    // A tie bet, and any bet that won or lost, counts its whole stake. (A round takes one side, so a
    // bet on both sides, the other thing that would count less, cannot be placed here.)
    validBet(stake, params, outcome) {
      const pushed =
        (outcome as BaccaratRound).winner === 'tie' && (params as { side: string }).side !== 'tie';
      return pushed ? 0n : stake;
    },
  },
  'lucky-ten': {
    code: 'lucky-ten',
    name: 'Lucky Ten',
    hall: 5,
    rtp: kenoRtp(),
    params: z.object({
      picks: z
        .array(z.number().int().min(1).max(KENO_NUMBERS))
        .length(KENO_PICKS)
        .refine((p) => new Set(p).size === p.length, 'picks must differ'),
    }),
    betStep: 1n,
    play(draw, bet, params) {
      const round = playKeno(draw, (params as { picks: number[] }).picks);
      return { outcome: round, win: kenoWin(bet, round) };
    },
  },
  'royal-21': {
    code: 'royal-21',
    name: 'Royal 21',
    hall: 6,
    rtp: blackjackRtp(),
    params: ZActions,
    // Blackjack pays 3:2: an even stake keeps every return in whole minor units.
    betStep: 2n,
    /** `bet` is the whole stake of the finished hand (doubled or not). */
    play(draw, bet, params) {
      const hand = playBlackjack(draw, (params as { actions: BjAction[] }).actions);
      if (!hand.finished) throw new BjError('the hand is not finished');
      return { outcome: hand, win: blackjackReturn(bet, hand) };
    },
    steps: {
      actions: BJ_ACTIONS,
      replay: (draw, actions) => blackjackState(playBlackjack(draw, actions as BjAction[])),
      win: (stake, outcome) => blackjackReturn(stake, outcome as BjHand),
    },
  },
};
