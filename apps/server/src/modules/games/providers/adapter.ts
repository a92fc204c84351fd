/**
 * The one interface the platform uses for any game provider (design.md §4). This part covers the
 * transfer wallet and launch; the game catalogue call joins it with the catalogue.
 *
 * Every call that can move money answers one of three ways, and the caller must treat them
 * differently: `ok` (it happened), `failed` (the provider says it did not and never will), or
 * `unknown` (timeout, connection reset, 5xx: it may or may not have happened — ask again later).
 */
export type ProviderOutcome<T> =
  { kind: 'ok'; value: T } | { kind: 'failed'; reason: string } | { kind: 'unknown'; error: string };

export interface ProviderTransfer {
  status: 'success' | 'failed';
  reason: string | null;
  /** The player's balance at the provider after it, in minor units. */
  balance: bigint;
}

/** A bet feed row as the platform reads it: amounts as bigint, times as dates. */
export interface FeedBet {
  roundId: string;
  version: number;
  playerId: string;
  currency: string;
  gameCode: string;
  hall: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  status: 'open' | 'settled' | 'void' | 'resettled';
  placedAt: Date;
  settledAt: Date | null;
  updatedAt: Date;
}

export interface ProviderAdapter {
  readonly gpId: string;
  createPlayer(playerId: string, currency: string): Promise<ProviderOutcome<{ balance: bigint }>>;
  balance(playerId: string): Promise<ProviderOutcome<{ balance: bigint }>>;
  transfer(req: {
    reference: string;
    playerId: string;
    direction: 'in' | 'out';
    amount: bigint;
  }): Promise<ProviderOutcome<ProviderTransfer>>;
  /** A game URL for the member's browser; `playerId` null is demo play. */
  launch(req: {
    playerId: string | null;
    gameCode: string;
    currency: string;
    lang: string;
    lobbyUrl: string;
  }): Promise<ProviderOutcome<{ url: string }>>;
  /**
   * The member left: the provider ends the player's game sessions (their launch tokens stop
   * working) and settles the bets it still has in play; what it could not settle yet is
   * `pendingBets`, outside `balance`. After `ok` no bet moves `balance` until the next launch.
   */
  endSession(playerId: string): Promise<ProviderOutcome<{ balance: bigint; pendingBets: bigint }>>;
  /** Its progressive jackpot pools for these currencies, when it runs any (minor units). */
  jackpots?(currencies: string[]): Promise<ProviderOutcome<{ currency: string; amount: bigint }[]>>;
  /**
   * One page of the provider's bet feed (protocol `betFeed`): rounds whose update time is in
   * [`from`, `to`), each version of a round a row of its own.
   */
  betFeed(req: {
    from: Date;
    to: Date;
    cursor: string | null;
    limit: number;
  }): Promise<ProviderOutcome<{ bets: FeedBet[]; nextCursor: string | null }>>;
  /** What became of a transfer we sent; `null` when the provider never saw that reference. */
  queryTransfer(reference: string): Promise<ProviderOutcome<ProviderTransfer | null>>;
  /**
   * How long after sending a request the provider could still apply it (its signature window).
   * "Never saw it" only proves "never will" once this has passed.
   */
  readonly lateArrivalMs: number;
}
