import { z } from 'zod';
import type { Draw } from '../fair/rng';
import { baccaratReturn, BACCARAT_RTP, playBaccarat } from './baccarat';
import { KENO_NUMBERS, KENO_PICKS, kenoRtp, kenoWin, playKeno } from './keno';
import { SLOT_LINES, slotRtp, slotWin, spinSlot } from './slot';

/** One playable game: its hall (spec gt_id), what a bet may choose, and how a round resolves. */
export interface HouseGame {
  code: string;
  name: string;
  /** Game hall (gt_id): 2 slots, 3 live casino / table, 5 lottery. */
  hall: number;
  rtp: number;
  params: z.ZodType;
  /** A bet must be a whole multiple of this many minor units. */
  betStep: bigint;
  play(draw: Draw, bet: bigint, params: unknown): { outcome: unknown; win: bigint };
}

export const HOUSE_GAMES: Record<string, HouseGame> = {
  'koi-reels': {
    code: 'koi-reels',
    name: 'Koi Reels',
    hall: 2,
    rtp: slotRtp(),
    params: z.object({}),
    betStep: BigInt(SLOT_LINES.length),
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
};
