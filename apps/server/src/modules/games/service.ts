import { CURRENCIES, fromMinor, type CurrencyCode } from '@arks/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { DomainEventBus } from '../../platform/domain-events';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { LedgerService } from '../ledger/service';
import type { ProviderAdapter } from '../provider-wallet/adapter';
import { createProviderWalletService, type WalletOwner } from '../provider-wallet/service';
import { GameErrors } from './errors';
import type { MemberLocks } from './member-lock';
import * as repo from './repository';

export type GameService = ReturnType<typeof createGameService>;

interface PlayInput {
  gp_id: string;
  game_code: string;
  lobby_url: string;
}

/**
 * Launch and leave over the transfer wallet (design.md §4): the member's whole main balance goes
 * into the provider's wallet at launch and comes back at leave, each move a two-phase ledger
 * transfer through the provider wallet service.
 */
export function createGameService(deps: {
  db: Db;
  locks: MemberLocks;
  ledger: LedgerService;
  providers: Map<string, ProviderAdapter>;
  clock: Clock;
  events: DomainEventBus;
  realtime: RealtimePublisher;
}) {
  const { db, ledger, providers, clock } = deps;
  const wallets = createProviderWalletService({ ledger, providers, clock, events: deps.events });

  async function ownerOf(memberId: number): Promise<WalletOwner> {
    const owner = await repo.walletOwner(db, memberId);
    if (!owner) throw new AppError(GameErrors.unavailable);
    return owner;
  }

  async function cash(owner: WalletOwner): Promise<string> {
    const { available } = await ledger.mainBalance(owner.memberId, owner.currency);
    return owner.currency in CURRENCIES
      ? fromMinor(available, owner.currency as CurrencyCode)
      : available.toString();
  }

  /** A provider the member may use now, or the reason why not (203 with the window, 957). */
  async function usableProvider(gpId: string, memberId: number) {
    const record = await repo.findProvider(db, gpId);
    const adapter = providers.get(gpId);
    if (!record?.active || !adapter) throw new AppError(GameErrors.unavailable);
    const now = clock.now();
    const { maintenanceStartAt: start, maintenanceEndAt: end } = record;
    if (start && start <= now && (!end || end > now)) {
      throw new AppError(GameErrors.maintenance, {
        data: { start_at: start.toISOString(), end_at: end?.toISOString() ?? null },
      });
    }
    if (!record.transferEnabled) {
      deps.realtime.toMember(memberId, 'forward_game.status', { status: 957 });
      throw new AppError(GameErrors.transferDisabled);
    }
    return adapter;
  }

  type PullBack = { state: 'done' | 'pending' | 'refused'; moved: bigint };

  /** Brings back everything the provider holds for the member; `pending` if it did not answer. */
  async function pullBack(owner: WalletOwner, adapter: ProviderAdapter): Promise<PullBack> {
    // The provider's figure includes the member's play since launch; book that first.
    const synced = await wallets.sync(owner, adapter.gpId);
    if (synced.state === 'pending') return { state: 'pending', moved: 0n };
    if (synced.state === 'failed') {
      return { state: synced.reason === 'player_not_found' ? 'done' : 'refused', moved: 0n };
    }
    if (synced.balance === 0n) return { state: 'done', moved: 0n };
    const result = await wallets.move(owner, adapter.gpId, 'out', synced.balance);
    if (result.status === 'success') return { state: 'done', moved: synced.balance };
    return { state: result.status === 'pending' ? 'pending' : 'refused', moved: 0n };
  }

  /** Ends the member's open game, if any, bringing its balance back. */
  async function leaveOpen(owner: WalletOwner): Promise<(PullBack & { gpId: string }) | undefined> {
    const session = await repo.openSession(db, owner.memberId);
    if (!session) return undefined;
    const adapter = providers.get(session.gpId);
    const outcome = adapter ? await pullBack(owner, adapter) : { state: 'pending' as const, moved: 0n };
    await repo.endSession(db, session.id, clock.now());
    return { ...outcome, gpId: session.gpId };
  }

  return {
    async play(memberId: number, input: PlayInput, lang: string) {
      const adapter = await usableProvider(input.gp_id, memberId);
      const owner = await ownerOf(memberId);
      const result = await deps.locks.run(memberId, true, async () => {
        const open = await repo.openSession(db, memberId);
        if (open) await leaveOpen(owner);
        if (await wallets.ensurePlayer(owner, input.gp_id)) throw new AppError(GameErrors.startFailed);
        const { available } = await ledger.mainBalance(memberId, owner.currency);
        let pending = false;
        if (available > 0n) {
          const moved = await wallets.move(owner, input.gp_id, 'in', available);
          if (moved.status === 'failed') throw new AppError(GameErrors.startFailed);
          pending = moved.status === 'pending';
        }
        const launched = await adapter.launch({
          playerId: wallets.playerId(owner),
          gameCode: input.game_code,
          currency: owner.currency,
          lang,
          lobbyUrl: input.lobby_url,
        });
        if (launched.kind !== 'ok') throw new AppError(GameErrors.startFailed);
        await repo.startSession(db, memberId, input.gp_id, input.game_code);
        deps.realtime.toMember(memberId, 'game.url', { url: launched.value.url });
        return { game_url: launched.value.url, cash: await cash(owner), transfer_pending: pending };
      });
      return result!;
    },

    async leave(memberId: number) {
      const owner = await ownerOf(memberId);
      const left = await deps.locks.run(memberId, true, () => leaveOpen(owner));
      return { cash: await cash(owner), transfer_pending: left?.state === 'pending' };
    },

    /** Empties every provider wallet of the member back into the main wallet. */
    async allBack(memberId: number) {
      const owner = await ownerOf(memberId);
      const answer = await deps.locks.run(memberId, false, async () => {
        // Asking for the money back ends a game left open (a closed window never said goodbye).
        const outcomes: (PullBack & { gpId: string })[] = [];
        const open = await leaveOpen(owner);
        if (open) outcomes.push(open);
        let worst: keyof typeof GameErrors | undefined;
        for (const account of await ledger.memberAccounts(memberId)) {
          const gpId = account.provider;
          const adapter = gpId ? providers.get(gpId) : undefined;
          const record = gpId ? await repo.findProvider(db, gpId) : undefined;
          if (!gpId || !adapter || !record || gpId === open?.gpId) continue;
          if (!record.transferEnabled) worst ??= 'providerTransfersOff';
          else outcomes.push({ ...(await pullBack(owner, adapter)), gpId });
        }
        if (outcomes.some((o) => o.state === 'pending')) worst = 'providerSilent';
        else if (outcomes.some((o) => o.state === 'refused')) worst ??= 'providerRefused';
        const returned = outcomes
          .filter((o) => o.moved > 0n)
          .map((o) => ({ gp_id: o.gpId, amount: fromMinor(o.moved, owner.currency as CurrencyCode) }));
        if (worst) throw new AppError(GameErrors[worst]);
        return { cash: await cash(owner), returned };
      });
      if (!answer) throw new AppError(GameErrors.returnRunning);
      return answer;
    },

    /** Settles provider transfers left pending (run by the reconciliation job). */
    reconcile: (options?: { minAgeMs?: number }) => wallets.reconcile(options),
  };
}
