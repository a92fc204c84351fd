import { drawWithoutReplacement, type Draw } from '../fair/rng';

/**
 * Punto banco from a freshly shuffled 8-deck shoe each round, standard drawing rules. Bets: player
 * pays 1:1, banker 0.95:1 (5% commission), tie 8:1; player and banker bets push on a tie.
 */
export type BaccaratBet = 'player' | 'banker' | 'tie';

const SHOE: readonly number[] = Array.from({ length: 8 * 52 }, (_, i) => (i % 13) + 1); // 1 = ace ... 13 = king

const points = (cards: number[]) => cards.reduce((s, c) => s + (c >= 10 ? 0 : c), 0) % 10;

export interface BaccaratRound {
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratBet;
}

/** The banker's third-card rule, by the banker's points and the player's third card. */
function bankerDraws(bankerPoints: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerPoints <= 5;
  const v = playerThird >= 10 ? 0 : playerThird;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return v !== 8;
    case 4:
      return v >= 2 && v <= 7;
    case 5:
      return v >= 4 && v <= 7;
    case 6:
      return v === 6 || v === 7;
    default:
      return false;
  }
}

export function playBaccarat(draw: Draw): BaccaratRound {
  const cards = drawWithoutReplacement(draw, SHOE, 6);
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const natural = points(player) >= 8 || points(banker) >= 8;
  let playerThird: number | undefined;
  if (!natural) {
    if (points(player) <= 5) {
      playerThird = cards[next++]!;
      player.push(playerThird);
    }
    if (bankerDraws(points(banker), playerThird)) banker.push(cards[next++]!);
  }
  const p = points(player);
  const b = points(banker);
  return {
    player,
    banker,
    playerPoints: p,
    bankerPoints: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
  };
}

/** What comes back for a bet, stake included, in minor units (commission rounded down). */
export function baccaratReturn(bet: BaccaratBet, stake: bigint, round: BaccaratRound): bigint {
  if (round.winner === 'tie') return bet === 'tie' ? stake * 9n : stake;
  if (bet !== round.winner) return 0n;
  return bet === 'banker' ? stake + (stake * 95n) / 100n : stake * 2n;
}

/** The well-known returns of these rules with an 8-deck shoe. */
export const BACCARAT_RTP: Record<BaccaratBet, number> = { banker: 0.9894, player: 0.9876, tie: 0.8564 };
