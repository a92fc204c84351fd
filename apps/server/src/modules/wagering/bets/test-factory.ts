/**
 * Test-only: writes a round version the way the pull job stores it (the version row, then the round's
 * current row when the version is newer), so tests of bet consumers need no provider. Only tests
 * import this file.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bets, betVersions } from './schema';

export interface TestBetVersion {
  provider: string;
  roundId: string;
  version: number;
  siteId: number;
  memberId: number;
  currency: string;
  gameCode?: string;
  hall: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  status: 'open' | 'settled' | 'void' | 'resettled';
  placedAt: Date;
  settledAt: Date | null;
}

export async function recordTestBet(db: DbOrTx, v: TestBetVersion): Promise<void> {
  const row = {
    ...v,
    gameCode: v.gameCode ?? 'test-game',
    providerUpdatedAt: v.settledAt ?? v.placedAt,
  };
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: bets.version })
      .from(bets)
      .where(sql`${bets.provider} = ${v.provider} and ${bets.roundId} = ${v.roundId}`)
      .for('update');
    if (current && current.version >= v.version) return;
    await tx.insert(betVersions).values(row);
    await tx
      .insert(bets)
      .values(row)
      .onConflictDoUpdate({
        target: [bets.provider, bets.roundId],
        set: {
          version: row.version,
          stake: row.stake,
          payout: row.payout,
          validBet: row.validBet,
          status: row.status,
          settledAt: row.settledAt,
          providerUpdatedAt: row.providerUpdatedAt,
        },
      });
  });
}
