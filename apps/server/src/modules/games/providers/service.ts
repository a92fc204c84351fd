import { randomUUID } from 'node:crypto';
import type { TransferCheckAnswer } from '@arks/contracts';
import type { DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { LedgerService } from '../../money/ledger';
import type { ProviderAdapter, ProviderTransfer } from './adapter';

export interface WalletOwner {
  memberId: number;
  siteId: number;
  currency: string;
}

export type MoveResult =
  | { status: 'success'; transferId: bigint }
  | { status: 'failed'; reason: string }
  /** The provider's answer never came: the money stays reserved until reconciliation decides. */
  | { status: 'pending'; transferId: bigint };

export type SyncResult =
  { state: 'synced'; balance: bigint } | { state: 'pending' } | { state: 'failed'; reason: string };

const KINDS = { in: 'provider_in', out: 'provider_out' } as const;

/** Our reference doubles as the ledger idempotency key: `gp:<gp_id>:<in|out>:<uuid>`. */
function referenceFor(gpId: string, direction: 'in' | 'out') {
  return `gp:${gpId}:${direction}:${randomUUID()}`;
}

function parseReference(reference: string | null) {
  const m = /^gp:([^:]+):(in|out):/.exec(reference ?? '');
  return m ? { gpId: m[1]!, direction: m[2] as 'in' | 'out' } : undefined;
}

/** The member's player id at every provider: `<site_id>:<member_id>`. */
export const providerPlayerId = (owner: WalletOwner) => `${owner.siteId}:${owner.memberId}`;

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;

/** One check of a pending transfer, for the record staff read at the transfer desk. */
export interface TransferCheck {
  transferId: bigint;
  staffId: number | null;
  answer: TransferCheckAnswer;
  detail: string | null;
}

/** A pending provider transfer as the ledger lists it. */
interface PendingTransfer {
  id: bigint;
  reference: string | null;
  createdAt: Date;
}

/**
 * Moves money between a member's main wallet and a provider (design.md §4) as two-phase ledger
 * transfers: reserve, ask the provider, then post or void exactly once. An unanswered request leaves
 * the transfer pending; `reconcile` later asks the provider what became of it.
 */
export function createProviderWalletService(deps: {
  ledger: LedgerService;
  providers: Map<string, ProviderAdapter>;
  clock: Clock;
  events?: DomainEventBus;
  /** Keeps each reconciliation check (the transfer desk's record); none in tools that need no record. */
  recordCheck?: (check: TransferCheck) => Promise<void>;
}) {
  const { ledger, providers, clock } = deps;
  const players = new Set<string>();

  const playerId = providerPlayerId;

  function adapterFor(gpId: string): ProviderAdapter {
    const adapter = providers.get(gpId);
    if (!adapter) throw new Error(`no adapter for provider ${gpId}`);
    return adapter;
  }

  async function ensurePlayer(adapter: ProviderAdapter, owner: WalletOwner): Promise<string | undefined> {
    const key = `${adapter.gpId}|${playerId(owner)}`;
    if (players.has(key)) return undefined;
    const created = await adapter.createPlayer(playerId(owner), owner.currency);
    if (created.kind !== 'ok') return created.kind === 'failed' ? created.reason : created.error;
    players.add(key);
    return undefined;
  }

  async function settle(id: bigint, answer: ProviderTransfer | 'failed'): Promise<'posted' | 'voided'> {
    if (answer !== 'failed' && answer.status === 'success') {
      await ledger.post(id);
      return 'posted';
    }
    await ledger.void(id);
    return 'voided';
  }

  function announce(owner: WalletOwner) {
    deps.events?.publish('member.balance_changed', owner);
  }

  return {
    playerId,

    /** Makes sure the provider knows the member (a launch with nothing to transfer still needs it). */
    async ensurePlayer(owner: WalletOwner, gpId: string): Promise<string | undefined> {
      return ensurePlayer(adapterFor(gpId), owner);
    },

    async move(
      owner: WalletOwner,
      gpId: string,
      direction: 'in' | 'out',
      amount: bigint,
    ): Promise<MoveResult> {
      const adapter = adapterFor(gpId);
      const problem = await ensurePlayer(adapter, owner);
      if (problem) return { status: 'failed', reason: problem };
      const reference = referenceFor(gpId, direction);
      const main = { member: owner.memberId };
      const game = { member: owner.memberId, provider: gpId };
      const { transfer } = await ledger.transfer({
        siteId: owner.siteId,
        currency: owner.currency,
        debit: direction === 'in' ? main : game,
        credit: direction === 'in' ? game : main,
        amount,
        kind: KINDS[direction],
        idempotencyKey: reference,
        reference,
        pending: true,
      });
      const outcome = await adapter.transfer({ reference, playerId: playerId(owner), direction, amount });
      if (outcome.kind === 'unknown') return { status: 'pending', transferId: transfer.id };
      const settled = await settle(transfer.id, outcome.kind === 'ok' ? outcome.value : 'failed');
      announce(owner);
      if (settled === 'posted') return { status: 'success', transferId: transfer.id };
      return {
        status: 'failed',
        reason: outcome.kind === 'ok' ? (outcome.value.reason ?? 'failed') : outcome.reason,
      };
    },

    /**
     * Asks the provider for the member's balance and brings our books to it: the difference is the
     * member's winnings or losses in the game, booked against the provider float. Only when no
     * transfer with that provider is unresolved, checked before the question and again after it
     * (reconciliation may settle one in between) — otherwise the figure may or may not include it
     * and the answer is `pending`.
     */
    async sync(owner: WalletOwner, gpId: string): Promise<SyncResult> {
      const game = { member: owner.memberId, provider: gpId };
      const where = { siteId: owner.siteId, currency: owner.currency, account: game };
      const books = async () =>
        (await ledger.memberAccounts(owner.memberId)).find((a) => a.provider === gpId)?.balance ?? 0n;
      if (await ledger.hasPending(where)) return { state: 'pending' };
      const before = await books();
      const answer = await adapterFor(gpId).balance(playerId(owner));
      if (answer.kind === 'unknown') return { state: 'pending' };
      if (answer.kind === 'failed') return { state: 'failed', reason: answer.reason };
      if ((await ledger.hasPending(where)) || (await books()) !== before) return { state: 'pending' };
      const providerBalance = answer.value.balance;
      const delta = providerBalance - before;
      if (delta !== 0n) {
        const float = { system: 'provider_float' as const };
        await ledger.transfer({
          siteId: owner.siteId,
          currency: owner.currency,
          debit: delta > 0n ? float : game,
          credit: delta > 0n ? game : float,
          amount: delta > 0n ? delta : -delta,
          kind: 'game_result',
          idempotencyKey: `gp-sync:${gpId}:${owner.memberId}:${randomUUID()}`,
          reference: `gp:${gpId}:${playerId(owner)}`,
          metadata: { provider_balance: providerBalance.toString(), books_balance: before.toString() },
        });
      }
      return { state: 'synced', balance: providerBalance };
    },

    /**
     * Resolves provider transfers left pending. A provider that never saw a reference can still
     * receive the request until its signature window has passed, so "not found" voids only after
     * that; before, the transfer waits for the next run. Returns how many were resolved.
     */
    async reconcile(options: { minAgeMs?: number; limit?: number } = {}): Promise<number> {
      const now = clock.now();
      const pending = await ledger.listPending(
        ['provider_in', 'provider_out'],
        new Date(now.getTime() - (options.minAgeMs ?? 30_000)),
        options.limit ?? 200,
      );
      let resolved = 0;
      for (const transfer of pending) {
        const answer = await check(transfer, null);
        if (answer && SETTLES[answer]) resolved += 1;
      }
      return resolved;
    },

    /** Asks the provider about one pending transfer now (staff at the desk), settling it if it can. */
    recheck(transfer: PendingTransfer, staffId: number) {
      return check(transfer, staffId);
    },

    /**
     * Settles a pending transfer as staff learned from the provider another way: posted (it applied
     * it) or voided (it did not). The ledger settles each transfer exactly once; the other way after
     * that is refused.
     */
    settleByHand(transferId: bigint, outcome: 'posted' | 'voided', tx?: DbOrTx) {
      return outcome === 'posted' ? ledger.post(transferId, tx) : ledger.void(transferId, tx);
    },
  };

  /**
   * One check: ask the provider, record what it said, settle when it said enough. Undefined for a
   * transfer of a provider this node has no adapter for (nothing asked, nothing recorded).
   */
  async function check(transfer: PendingTransfer, staffId: number | null) {
    const ref = parseReference(transfer.reference);
    const adapter = ref && providers.get(ref.gpId);
    if (!adapter) return undefined;
    const reply = await adapter.queryTransfer(transfer.reference!);
    const late = clock.now().getTime() - transfer.createdAt.getTime() >= adapter.lateArrivalMs;
    const answer: TransferCheckAnswer =
      reply.kind !== 'ok'
        ? 'unreachable'
        : reply.value === null
          ? late
            ? 'not_seen'
            : 'not_seen_yet'
          : reply.value.status;
    const detail =
      reply.kind === 'failed'
        ? reply.reason
        : reply.kind === 'unknown'
          ? reply.error
          : (reply.value?.reason ?? null);
    await deps.recordCheck?.({ transferId: transfer.id, staffId, answer, detail });
    if (SETTLES[answer])
      await settle(transfer.id, reply.kind === 'ok' && reply.value ? reply.value : 'failed');
    return answer;
  }
}

/** Which answers settle the transfer (a provider that never saw it once its window passed voids it). */
const SETTLES: Record<TransferCheckAnswer, boolean> = {
  unreachable: false,
  not_seen_yet: false,
  not_seen: true,
  success: true,
  failed: true,
};
