import { fairDraw, hashServerSeed } from './fair/rng';
import { jackpotHit } from './games/jackpot';
import { HOUSE_GAMES } from './games/registry';
import { PlayError } from './play';

/** Anyone can recompute a round from revealed seeds: no database, no secrets. */
export function verifyRound(input: {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: bigint;
  params: unknown;
}) {
  const game = HOUSE_GAMES[input.game];
  if (!game) throw new PlayError('unknown_game', `no game ${input.game}`);
  const parsed = game.params.safeParse(input.params);
  if (!parsed.success) throw new PlayError('bad_params', parsed.error.issues[0]!.message);
  let result: { outcome: unknown; win: bigint };
  try {
    const draw = fairDraw(input.serverSeed, input.clientSeed, input.nonce);
    result = game.play(draw, input.bet, parsed.data);
    // The pool's size at the time is not in the seeds; whether the spin hit it is.
    if (game.jackpot)
      result = { ...result, outcome: { ...(result.outcome as object), jackpot_hit: jackpotHit(draw) } };
  } catch (err) {
    if (err instanceof RangeError) throw new PlayError('bad_params', err.message);
    throw err;
  }
  const { outcome, win } = result;
  return { server_seed_hash: hashServerSeed(input.serverSeed), outcome, win: win.toString() };
}
