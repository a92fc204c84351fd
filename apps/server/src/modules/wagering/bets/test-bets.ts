import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bets, betVersions } from './schema';

/** One round as a test writes it: what the ingestion job would store from a provider's feed. */
export interface TestBet {
  provider?: string;
  roundId: string;
  memberId: number;
  siteId?: number;
  currency?: string;
  gameCode?: string;
  hall?: number;
  stake: bigint;
  payout?: bigint;
  validBet?: bigint;
  status?: 'open' | 'settled' | 'void' | 'resettled';
  placedAt: Date;
  settledAt?: Date | null;
}

function rowOf(b: TestBet, version: number) {
  const status = b.status ?? 'settled';
  return {
    provider: b.provider ?? 'GPHOUSE',
    roundId: b.roundId,
    version,
    siteId: b.siteId ?? 1,
    memberId: b.memberId,
    currency: b.currency ?? 'RMB',
    gameCode: b.gameCode ?? 'koi-reels',
    hall: b.hall ?? 2,
    stake: b.stake,
    payout: b.payout ?? 0n,
    validBet: b.validBet ?? b.stake,
    status,
    placedAt: b.placedAt,
    settledAt: b.settledAt === undefined ? (status === 'open' ? null : b.placedAt) : b.settledAt,
    providerUpdatedAt: new Date(b.placedAt.getTime() + version * 1000),
  };
}

/** Stores a round's first version in `bets` and `bet_versions`, as the ingestion job does. */
export async function insertTestBet(db: Db, b: TestBet): Promise<void> {
  const row = rowOf(b, 1);
  await db.transaction(async (tx) => {
    await tx.insert(bets).values(row);
    await tx.insert(betVersions).values(row);
  });
}

/** Stores a later version of a round: the current row is replaced and the version kept. */
export async function reviseTestBet(db: Db, b: TestBet, version: number): Promise<void> {
  const row = rowOf(b, version);
  await db.transaction(async (tx) => {
    await tx
      .update(bets)
      .set(row)
      .where(and(eq(bets.provider, row.provider), eq(bets.roundId, row.roundId)));
    await tx.insert(betVersions).values(row);
  });
}
