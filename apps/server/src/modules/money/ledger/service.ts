import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { pgError, withDbRetry } from '../../../platform/db-retry';
import { createAccountDirectory, type AccountRef, type SystemAccountCode } from './accounts';
import { LedgerErrors } from './errors';
import * as repo from './repository';

export type TransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'provider_in'
  | 'provider_out'
  /** A provider's win or loss for the member, booked against provider_float when balances sync. */
  | 'game_result'
  | 'promotion'
  /** A daily rebate on valid bets (wagering/rebates), from rebates_expense. */
  | 'rebate'
  /** A recommend-a-friend reward (agents/recommend), from recommend_expense. */
  | 'recommend_reward'
  /** An agent's transfer from its main wallet to a direct downline member's (agents/transfer). */
  | 'agent_transfer'
  /** An agent's commission for a settled period (agents/commission), from commission_expense. */
  | 'commission'
  | 'reversal';

export interface TransferRequest {
  siteId: number;
  currency: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  kind: TransferKind;
  /** Unique per business action (e.g. `deposit:<order>`); a retry with the same key is a no-op. */
  idempotencyKey: string;
  reference?: string;
  memo?: string;
  staffId?: number;
  metadata?: Record<string, unknown>;
  /** Two-phase: reserve the amount now, then `post` or `void` exactly once. */
  pending?: boolean;
}

export interface TransferResult {
  transfer: repo.TransferRow;
  /** True when the key had already taken effect and nothing new happened. */
  replayed: boolean;
}

export interface Balance {
  balance: bigint;
  pendingOut: bigint;
  /** What the member may spend or withdraw now. */
  available: bigint;
}

const FUNDS_CHECK = 'ledger_accounts_funds_check';

function violated(err: unknown, code: string, constraint: string): boolean {
  const e = pgError(err);
  return e?.code === code && e.constraint === constraint;
}

/** Runs one ledger statement; outside a caller's transaction a deadlock victim simply runs again. */
async function run<T>(tx: DbOrTx | undefined, db: Db, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return tx ? await work(tx) : await withDbRetry(() => work(db));
  } catch (err) {
    if (violated(err, '23514', FUNDS_CHECK)) {
      throw new AppError(LedgerErrors.insufficientFunds, { cause: err });
    }
    if (violated(err, '23505', 'ledger_transfers_reverses_key')) {
      throw new AppError(LedgerErrors.alreadyReversed, { cause: err });
    }
    throw err;
  }
}

/**
 * A replay must be the same movement. A two-phase request matches its transfer whatever happened to
 * it since; a direct one matches only a posted transfer.
 */
function sameRequest(t: repo.TransferRow, row: repo.NewTransferRow, pending: boolean): boolean {
  return (
    t.siteId === row.siteId &&
    t.currency === row.currency &&
    t.debitAccountId === row.debitAccountId &&
    t.creditAccountId === row.creditAccountId &&
    t.amount === row.amount &&
    t.kind === row.kind &&
    t.reversesTransferId === row.reversesTransferId &&
    (pending || t.status === 'posted')
  );
}

export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * The only writer of balances (design.md §3). Every movement is a double-entry transfer with an
 * idempotency key; methods take an optional transaction so a module can commit its own record (a
 * deposit order's status, say) together with the money.
 */
export function createLedgerService(deps: { db: Db }) {
  const { db } = deps;
  const accounts = createAccountDirectory(db);

  async function toRow(d: DbOrTx, req: TransferRequest): Promise<repo.NewTransferRow> {
    if (req.amount <= 0n) throw new RangeError('a transfer amount must be positive');
    const [debitAccountId, creditAccountId] = await Promise.all([
      accounts.resolve(d, req.siteId, req.currency, req.debit),
      accounts.resolve(d, req.siteId, req.currency, req.credit),
    ]);
    return {
      siteId: req.siteId,
      currency: req.currency,
      debitAccountId,
      creditAccountId,
      amount: req.amount,
      kind: req.kind,
      idempotencyKey: req.idempotencyKey,
      reference: req.reference ?? null,
      reversesTransferId: null,
      staffId: req.staffId ?? null,
      memo: req.memo ?? null,
      metadata: req.metadata ?? null,
    };
  }

  /** Answers a request whose insert did not happen: a replay, a key conflict, or missing funds. */
  async function explain(d: DbOrTx, row: repo.NewTransferRow, pending: boolean, funded: boolean) {
    // A retry of a request that already took effect is answered as such, even if the money has
    // moved on since and the same request could not be funded today.
    const existing = await repo.findByKey(d, row.idempotencyKey);
    if (existing && sameRequest(existing, row, pending)) return { transfer: existing, replayed: true };
    if (existing) throw new AppError(LedgerErrors.idempotencyConflict);
    if (!funded) throw new AppError(LedgerErrors.insufficientFunds);
    return undefined;
  }

  async function insert(
    d: DbOrTx,
    row: repo.NewTransferRow,
    pending: boolean,
    debitIsSystem: boolean,
  ): Promise<TransferResult> {
    const outcome = await repo.insertTransfer(d, row, pending ? 'pending' : 'posted', debitIsSystem);
    if (outcome.transfer) return { transfer: outcome.transfer, replayed: false };
    const answer = await explain(d, row, pending, outcome.funded);
    // Neither inserted nor found: a concurrent insert of the key was rolled back meanwhile; again.
    return answer ?? insert(d, row, pending, debitIsSystem);
  }

  async function resolve(id: bigint, to: 'posted' | 'voided', tx?: DbOrTx): Promise<TransferResult> {
    const settle = (t: DbOrTx) => (to === 'posted' ? repo.postPending(t, id) : repo.voidPending(t, id));
    return run(tx, db, async (d) => {
      const done = d === db ? await db.transaction(settle) : await settle(d);
      if (done) return { transfer: done, replayed: false };
      const existing = await repo.findById(d, id);
      if (!existing) throw new AppError(LedgerErrors.notFound);
      if (existing.status !== to) throw new AppError(LedgerErrors.notPending);
      return { transfer: existing, replayed: true };
    });
  }

  return {
    async transfer(req: TransferRequest, tx?: DbOrTx): Promise<TransferResult> {
      const pending = req.pending ?? false;
      const debitIsSystem = 'system' in req.debit;
      // Two member accounts moving at once (main <-> game wallet): lock both in id order first.
      const bothMembers = !pending && !debitIsSystem && !('system' in req.credit);
      const row = await run(tx, db, (d) => toRow(d, req));
      const attempt = (d: DbOrTx) => {
        if (!bothMembers) return insert(d, row, pending, debitIsSystem);
        const locked = async (t: DbOrTx) => {
          await repo.lockAccountsInOrder(t, [row.debitAccountId, row.creditAccountId]);
          return insert(t, row, pending, debitIsSystem);
        };
        return d === db ? db.transaction(locked) : locked(d);
      };
      try {
        return await run(tx, db, attempt);
      } catch (err) {
        // The same new key twice at the same moment: the loser's statement (and its transaction) is
        // undone. Outside a caller's transaction, answer it like any replay.
        if (tx || !violated(err, '23505', 'ledger_transfers_idempotency_key_unique')) throw err;
        const answer = await explain(db, row, pending, true);
        if (!answer) throw err;
        return answer;
      }
    },

    post: (id: bigint, tx?: DbOrTx) => resolve(id, 'posted', tx),
    void: (id: bigint, tx?: DbOrTx) => resolve(id, 'voided', tx),

    /** Undoes a posted transfer with an opposite one; a transfer is reversed at most once. */
    reverse(
      req: { transferId: bigint; idempotencyKey: string; memo?: string; staffId?: number },
      tx?: DbOrTx,
    ): Promise<TransferResult> {
      return run(tx, db, async (d) => {
        const original = await repo.findById(d, req.transferId);
        if (!original) throw new AppError(LedgerErrors.notFound);
        if (original.status !== 'posted') throw new AppError(LedgerErrors.notPending);
        const earlier = await repo.findReversalOf(d, original.id);
        if (earlier && earlier.idempotencyKey !== req.idempotencyKey) {
          throw new AppError(LedgerErrors.alreadyReversed);
        }
        const row: repo.NewTransferRow = {
          siteId: original.siteId,
          currency: original.currency,
          debitAccountId: original.creditAccountId,
          creditAccountId: original.debitAccountId,
          amount: original.amount,
          kind: 'reversal',
          idempotencyKey: req.idempotencyKey,
          reference: original.reference,
          reversesTransferId: original.id,
          staffId: req.staffId ?? null,
          memo: req.memo ?? null,
          metadata: null,
        };
        return insert(d, row, false, await repo.isSystemAccount(d, original.creditAccountId));
      });
    },

    /** What the account has received in posted transfers of one kind (deposits ever made, say). */
    async creditedTotal(ref: { siteId: number; currency: string; account: AccountRef }, kind: TransferKind) {
      const accountId = await accounts.resolve(db, ref.siteId, ref.currency, ref.account);
      return repo.creditedTotal(db, accountId, kind);
    },

    /** Whether any transfer touching this account still waits for its outcome. */
    async hasPending(ref: { siteId: number; currency: string; account: AccountRef }): Promise<boolean> {
      const accountId = await accounts.resolve(db, ref.siteId, ref.currency, ref.account);
      return repo.hasPending(db, accountId);
    },

    /** Pending transfers waiting on something outside our database (a provider, a bank). */
    listPending(kinds: TransferKind[], createdBefore: Date, limit = 100) {
      return repo.listPending(db, kinds, createdBefore, limit);
    },

    /** A page of pending transfers of `kinds` (any age), oldest first, with their member, for staff. */
    pendingPage(q: Omit<repo.PendingPage, 'kinds'> & { kinds: TransferKind[] }) {
      return repo.pendingPage(db, q);
    },

    async findByKey(key: string, tx?: DbOrTx) {
      return repo.findByKey(tx ?? db, key);
    },

    /** The member's main wallet in the given currency; zero when no money has ever moved. */
    async mainBalance(memberId: number, currency: string, tx?: DbOrTx): Promise<Balance> {
      const main = (await repo.memberAccounts(tx ?? db, memberId)).find(
        (a) => a.kind === 'member_main' && a.currency === currency,
      );
      const balance = main?.balance ?? 0n;
      const pendingOut = main?.pendingOut ?? 0n;
      return { balance, pendingOut, available: balance - pendingOut };
    },

    /** Every wallet of the member (main and per provider). */
    memberAccounts(memberId: number, tx?: DbOrTx) {
      return repo.memberAccounts(tx ?? db, memberId);
    },

    async systemBalance(siteId: number, currency: string, code: SystemAccountCode): Promise<bigint> {
      return repo.derivedBalance(db, await accounts.resolve(db, siteId, currency, { system: code }));
    },

    /** A member's main wallet by transfer kind and status; empty when no money ever moved. */
    async memberKindTotals(memberId: number, currency: string): Promise<repo.KindTotal[]> {
      const main = (await repo.memberAccounts(db, memberId)).find(
        (a) => a.kind === 'member_main' && a.currency === currency,
      );
      return main ? repo.kindTotals(db, main.id) : [];
    },

    async history(
      ref: { siteId: number; currency: string; account: AccountRef },
      q: Omit<repo.HistoryQuery, 'accountId'>,
    ) {
      const accountId = await accounts.resolve(db, ref.siteId, ref.currency, ref.account);
      return repo.accountHistory(db, { ...q, accountId });
    },
  };
}
