import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TTransferRequest, TTransferResponse } from '@arks/contracts/provider';
import { players, walletTransfers } from './db/schema';

export type HouseDb = NodePgDatabase<Record<string, never>>;

export class WalletError extends Error {
  constructor(
    readonly code: 'player_not_found' | 'reference_conflict' | 'currency_mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

type TransferRow = typeof walletTransfers.$inferSelect;

function answer(row: TransferRow): TTransferResponse & { direction: 'in' | 'out' } {
  return {
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    balance: row.balanceAfter.toString(),
    direction: row.direction,
  };
}

/** The house wallet: one balance per operator player, moved only by referenced transfers. */
export function createHouseWallet(db: HouseDb) {
  async function findTransfer(operator: string, reference: string) {
    const [row] = await db
      .select()
      .from(walletTransfers)
      .where(and(eq(walletTransfers.operator, operator), eq(walletTransfers.reference, reference)));
    return row;
  }

  function sameTransfer(row: TransferRow, req: TTransferRequest): boolean {
    return (
      row.playerId === req.player_id && row.direction === req.direction && row.amount === BigInt(req.amount)
    );
  }

  return {
    async createPlayer(operator: string, playerId: string, currency: string) {
      await db.insert(players).values({ operator, playerId, currency }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(players)
        .where(and(eq(players.operator, operator), eq(players.playerId, playerId)));
      if (row!.currency !== currency) {
        throw new WalletError('currency_mismatch', `player ${playerId} plays in ${row!.currency}`);
      }
      return { player_id: row!.playerId, currency: row!.currency, balance: row!.balance.toString() };
    },

    async balance(operator: string, playerId: string) {
      const [row] = await db
        .select()
        .from(players)
        .where(and(eq(players.operator, operator), eq(players.playerId, playerId)));
      if (!row) throw new WalletError('player_not_found', `no player ${playerId}`);
      return { player_id: row.playerId, currency: row.currency, balance: row.balance.toString() };
    },

    /**
     * Applies a transfer once per reference. A retry gets the first answer again (failed ones too,
     * so the operator can safely void); the same reference for another transfer is refused.
     */
    async transfer(operator: string, req: TTransferRequest) {
      const earlier = await findTransfer(operator, req.reference);
      if (earlier) {
        if (!sameTransfer(earlier, req))
          throw new WalletError('reference_conflict', 'reference already used');
        return answer(earlier);
      }
      const amount = BigInt(req.amount);
      try {
        return await db.transaction(async (tx) => {
          const [player] = await tx
            .select()
            .from(players)
            .where(and(eq(players.operator, operator), eq(players.playerId, req.player_id)))
            .for('update');
          if (!player) throw new WalletError('player_not_found', `no player ${req.player_id}`);
          const funded = req.direction === 'in' || player.balance >= amount;
          let balanceAfter = player.balance;
          if (funded) {
            const delta = req.direction === 'in' ? amount : -amount;
            const [moved] = await tx
              .update(players)
              .set({ balance: sql`${players.balance} + ${delta}` })
              .where(and(eq(players.operator, operator), eq(players.playerId, req.player_id)))
              .returning({ balance: players.balance });
            balanceAfter = moved!.balance;
          }
          const [row] = await tx
            .insert(walletTransfers)
            .values({
              operator,
              reference: req.reference,
              playerId: req.player_id,
              direction: req.direction,
              amount,
              status: funded ? 'success' : 'failed',
              reason: funded ? null : 'insufficient_funds',
              balanceAfter,
            })
            .returning();
          return answer(row!);
        });
      } catch (err) {
        // The same reference arriving twice at once: the loser answers with the winner's outcome.
        if ((err as { cause?: { code?: string } }).cause?.code === '23505') {
          const winner = await findTransfer(operator, req.reference);
          if (winner && sameTransfer(winner, req)) return answer(winner);
          throw new WalletError('reference_conflict', 'reference already used');
        }
        throw err;
      }
    },

    async queryTransfer(operator: string, reference: string) {
      const row = await findTransfer(operator, reference);
      return row ? { found: true as const, transfer: answer(row) } : { found: false as const };
    },
  };
}
export type HouseWallet = ReturnType<typeof createHouseWallet>;
