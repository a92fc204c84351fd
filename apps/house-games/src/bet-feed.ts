import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TFeedBet } from '@arks/contracts/provider';
import { players, rounds, roundVersions } from './db/schema';
import { HOUSE_GAMES } from './games/registry';
import type { HouseDb } from './wallet';

type Round = typeof rounds.$inferSelect;

/**
 * Keeps the round's current version for the operator's bet feed; called in the transaction that
 * wrote the round (its insert, or an update that raised `version`). Demo rounds are not the
 * operator's business and have no versions. The house never cancels a round (a hand left in play
 * stands when the operator ends the session), and never settles one again, so its rounds are `open`
 * or `settled`.
 */
export async function recordRoundVersion(tx: HouseDb, round: Round): Promise<void> {
  if (round.demo) return;
  const game = HOUSE_GAMES[round.gameCode]!;
  const [player] = await tx
    .select({ currency: players.currency })
    .from(players)
    .where(and(eq(players.operator, round.operator), eq(players.playerId, round.owner)));
  const settled = round.status === 'settled';
  await tx.insert(roundVersions).values({
    roundId: round.id,
    version: round.version,
    operator: round.operator,
    playerId: round.owner,
    currency: player!.currency,
    gameCode: round.gameCode,
    hall: game.hall,
    stake: round.bet,
    payout: settled ? round.win : 0n,
    // An open round counts nothing yet: its stake is valid once it settles.
    validBet: settled ? (game.validBet?.(round.bet, round.params, round.outcome) ?? round.bet) : 0n,
    status: round.status,
    placedAt: round.createdAt,
    settledAt: round.settledAt,
    updatedAt: round.updatedAt,
  });
}

/**
 * When a round's next version is stamped: now, but never before its current version, so a clock
 * stepping back cannot order a round's versions the wrong way round in the feed.
 */
export const nextStamp = (now: Date, round: Pick<Round, 'updatedAt'>) =>
  now < round.updatedAt ? round.updatedAt : now;

interface FeedKey {
  at: Date;
  roundId: number;
  version: number;
}

/** The cursor is the last answered row's key, opaque to the operator. */
const encodeCursor = (k: FeedKey) =>
  Buffer.from(JSON.stringify([k.at.toISOString(), k.roundId, k.version])).toString('base64url');

export class BadCursorError extends Error {
  readonly code = 'bad_request';
  constructor() {
    super('cursor: not a cursor this feed answered');
  }
}

function decodeCursor(cursor: string): FeedKey {
  try {
    const [at, roundId, version] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const when = new Date(at as string);
    if (
      typeof at !== 'string' ||
      Number.isNaN(when.getTime()) ||
      !Number.isSafeInteger(roundId) ||
      !Number.isSafeInteger(version)
    ) {
      throw new BadCursorError();
    }
    return { at: when, roundId: roundId as number, version: version as number };
  } catch {
    throw new BadCursorError();
  }
}

/**
 * The operator's bet feed: every version of its real-money rounds with an update time in
 * [from, to), in (updated_at, round id, version) order, `limit` at a time. A version is written in
 * the transaction that changes its round, stamped by that transaction's clock: a reader should ask
 * windows that end a little before now (the platform's pull overlaps its windows) so a transaction
 * still committing with an earlier stamp is not passed by.
 */
export function createBetFeed(db: HouseDb) {
  return {
    async page(
      operator: string,
      req: { from: string; to: string; cursor: string | null; limit: number },
    ): Promise<{ bets: TFeedBet[]; next_cursor: string | null }> {
      const after = req.cursor ? decodeCursor(req.cursor) : null;
      const rows = await db
        .select()
        .from(roundVersions)
        .where(
          and(
            eq(roundVersions.operator, operator),
            gte(roundVersions.updatedAt, new Date(req.from)),
            lt(roundVersions.updatedAt, new Date(req.to)),
            after
              ? sql`(${roundVersions.updatedAt}, ${roundVersions.roundId}, ${roundVersions.version}) > (${after.at.toISOString()}::timestamptz, ${after.roundId}, ${after.version})`
              : undefined,
          ),
        )
        .orderBy(asc(roundVersions.updatedAt), asc(roundVersions.roundId), asc(roundVersions.version))
        .limit(req.limit + 1);
      const page = rows.slice(0, req.limit);
      const last = page.at(-1);
      return {
        bets: page.map((r) => ({
          round_id: String(r.roundId),
          version: r.version,
          player_id: r.playerId,
          currency: r.currency,
          game_code: r.gameCode,
          hall: r.hall,
          stake: r.stake.toString(),
          payout: r.payout.toString(),
          valid_bet: r.validBet.toString(),
          status: r.status,
          placed_at: r.placedAt.toISOString(),
          settled_at: r.settledAt?.toISOString() ?? null,
          updated_at: r.updatedAt.toISOString(),
        })),
        next_cursor:
          rows.length > req.limit && last
            ? encodeCursor({ at: last.updatedAt, roundId: last.roundId, version: last.version })
            : null,
      };
    },
  };
}
