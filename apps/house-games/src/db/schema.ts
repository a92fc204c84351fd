import { sql } from 'drizzle-orm';
import { bigint, check, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The house provider keeps its own books, apart from the platform's ledger, exactly as a third-party
 * provider would: the platform can only learn about them through the protocol.
 */
export const house = pgSchema('house');

export const players = house.table(
  'players',
  {
    operator: text('operator').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.playerId] }),
    check('players_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Every wallet transfer the operator asked for, by its reference: the answer to a retry or a query. */
export const walletTransfers = house.table(
  'wallet_transfers',
  {
    operator: text('operator').notNull(),
    reference: text('reference').notNull(),
    playerId: text('player_id').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['success', 'failed'] }).notNull(),
    reason: text('reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.reference] }),
    check('wallet_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);
