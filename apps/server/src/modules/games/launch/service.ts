import { CURRENCIES, fromMinor, GameStatusCode, type CurrencyCode } from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { inSteps, outcomeUnknown } from '../../../platform/steps';
import type { LedgerService } from '../../money/ledger';
import type { ProviderAdapter } from '../providers';
import { createProviderWalletService, transferCheckRecorder, type WalletOwner } from '../providers';
import { GameErrors } from './errors';
import type { MemberLocks } from './member-lock';
import * as repo from './repository';

export type GameService = ReturnType<typeof createGameService>;

interface PlayInput {
  gp_id: string;
  game_code: string;
  lobby_url: string;
  /** The §9 device type the member plays on (1 desktop, 3 app, others mobile kinds). */
  device?: number;
}

/** The catalogue's support_device (0 desktop, 1 mobile, 2 app) of a §9 device type; 0 is a list device (desktop). */
export function supportDeviceOf(deviceType: number): number {
  if (deviceType === 0 || deviceType === 1) return 0;
  if (deviceType === 3) return 2;
  return 1;
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
  /** An undo that failed: its money is left for the reconciliation job, and staff should hear of it. */
  onUndoFailed: (step: string, error: unknown) => void;
}) {
  const { db, ledger, providers, clock } = deps;
  const wallets = createProviderWalletService({
    ledger,
    providers,
    clock,
    events: deps.events,
    recordCheck: transferCheckRecorder(deps.db, clock),
  });

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
  async function usableProvider(gpId: string, memberId: number, device?: number) {
    const record = await repo.findProvider(db, gpId);
    const adapter = providers.get(gpId);
    if (!record?.active || !adapter) throw new AppError(GameErrors.unavailable);
    // Staff closed the provider on this device: its games are not in the halls there either.
    if (device !== undefined && record.blockedDevices.includes(supportDeviceOf(device))) {
      throw new AppError(GameErrors.unavailable);
    }
    const now = clock.now();
    const { maintenanceStartAt: start, maintenanceEndAt: end } = record;
    if (start && start <= now && (!end || end > now)) {
      throw new AppError(GameErrors.maintenance, {
        data: { start_at: start.toISOString(), end_at: end?.toISOString() ?? null },
      });
    }
    if (!record.transferEnabled) {
      deps.realtime.toMember(memberId, 'forward_game.status', {
        status: GameStatusCode.TRANSFER_DISABLED,
        gp_id: gpId,
      });
      throw new AppError(GameErrors.transferDisabled);
    }
    return adapter;
  }

  type PullBack = { state: 'done' | 'pending' | 'refused'; moved: bigint };

  /**
   * Brings back everything the provider holds for the member; `pending` if it did not answer or
   * still has bets in play. The game there ends first, so no bet lands between the balance
   * question and the transfer out (one that did left the transfer refused and the money behind).
   */
  async function pullBack(owner: WalletOwner, adapter: ProviderAdapter): Promise<PullBack> {
    const ended = await adapter.endSession(wallets.playerId(owner));
    if (ended.kind === 'unknown') return { state: 'pending', moved: 0n };
    if (ended.kind === 'failed') {
      return { state: ended.reason === 'player_not_found' ? 'done' : 'refused', moved: 0n };
    }
    const settled = ended.value.pendingBets === 0n;
    // The provider's figure includes the member's play since launch; book that first.
    const synced = await wallets.sync(owner, adapter.gpId);
    if (synced.state === 'pending') return { state: 'pending', moved: 0n };
    if (synced.state === 'failed') {
      return { state: synced.reason === 'player_not_found' ? 'done' : 'refused', moved: 0n };
    }
    if (synced.balance === 0n) return { state: settled ? 'done' : 'pending', moved: 0n };
    const result = await wallets.move(owner, adapter.gpId, 'out', synced.balance);
    if (result.status !== 'success') {
      return { state: result.status === 'pending' ? 'pending' : 'refused', moved: 0n };
    }
    return { state: settled ? 'done' : 'pending', moved: synced.balance };
  }

  /** `pullBack`, leaving what did not come back to the reconciliation job. */
  async function bringBack(owner: WalletOwner, adapter: ProviderAdapter): Promise<PullBack> {
    const outcome = await pullBack(owner, adapter);
    if (outcome.state === 'done') await repo.clearReturnDue(db, owner.memberId, adapter.gpId);
    else await repo.markReturnDue(db, owner.memberId, adapter.gpId, clock.now());
    return outcome;
  }

  /** Ends the member's open game, if any, bringing its balance back. */
  async function leaveOpen(owner: WalletOwner): Promise<(PullBack & { gpId: string }) | undefined> {
    const session = await repo.openSession(db, owner.memberId);
    if (!session) return undefined;
    const adapter = providers.get(session.gpId);
    const outcome = adapter ? await bringBack(owner, adapter) : { state: 'pending' as const, moved: 0n };
    await repo.endSession(db, session.id, clock.now());
    // Every page of the member hears the game is over, whoever ended it (a leave, another launch, a
    // balance return): a tab still showing it closes it and refreshes the cash (GameStatusCode 958).
    deps.realtime.toMember(owner.memberId, 'forward_game.status', {
      status: GameStatusCode.GAME_CLOSED,
      gp_id: session.gpId,
      game_code: session.gameCode,
    });
    return { ...outcome, gpId: session.gpId };
  }

  /**
   * Money left at providers with no game open there: ends the provider's game and brings it back.
   * A member busy with a launch or leave is skipped this run; one playing there again needs
   * nothing, as leaving that game brings everything back.
   */
  async function returnDue(minAgeMs: number, limit: number): Promise<number> {
    let done = 0;
    for (const due of await repo.returnsDue(db, new Date(clock.now().getTime() - minAgeMs), limit)) {
      const adapter = providers.get(due.gpId);
      const record = await repo.findProvider(db, due.gpId);
      const owner = await repo.walletOwner(db, due.memberId);
      if (!adapter || !record?.transferEnabled || !owner) continue;
      const outcome = await deps.locks.run(due.memberId, false, async () => {
        const open = await repo.openSession(db, due.memberId);
        if (open?.gpId !== due.gpId) return (await bringBack(owner, adapter)).state;
        await repo.clearReturnDue(db, due.memberId, due.gpId);
        return 'done';
      });
      if (outcome === 'done') done += 1;
    }
    return done;
  }

  return {
    async play(memberId: number, input: PlayInput, lang: string) {
      const adapter = await usableProvider(input.gp_id, memberId, input.device);
      const owner = await ownerOf(memberId);
      const result = await deps.locks.run(memberId, true, async () => {
        const open = await repo.openSession(db, memberId);
        if (open) await leaveOpen(owner);
        if (await wallets.ensurePlayer(owner, input.gp_id)) throw new AppError(GameErrors.startFailed);
        return inSteps(async (steps) => {
          const pending = await steps.run(
            'move the main balance to the provider',
            async () => {
              const { available } = await ledger.mainBalance(memberId, owner.currency);
              if (available === 0n) return false;
              const moved = await wallets.move(owner, input.gp_id, 'in', available);
              if (moved.status === 'failed') {
                // The pages hear it too (GameStatusCode 959): a second tab of the member waiting on
                // this launch learns why no game comes.
                deps.realtime.toMember(memberId, 'forward_game.status', {
                  status: GameStatusCode.TRANSFER_IN_FAILED,
                  gp_id: input.gp_id,
                  game_code: input.game_code,
                });
                throw new AppError(GameErrors.transferInFailed);
              }
              return moved.status === 'pending';
            },
            // A refused launch moves the money back now; one that went unanswered may have started a
            // game, so the reconciliation job ends it there before bringing the money back.
            async (_pending, failure) => {
              if (failure.outcomeUnknown) await repo.markReturnDue(db, memberId, input.gp_id, clock.now());
              else await bringBack(owner, adapter);
            },
          );
          const game = await steps.run('launch the game at the provider', async () => {
            const launched = await adapter.launch({
              playerId: wallets.playerId(owner),
              gameCode: input.game_code,
              currency: owner.currency,
              lang,
              lobbyUrl: input.lobby_url,
            });
            if (launched.kind === 'ok') return launched.value;
            const refused = new AppError(GameErrors.startFailed);
            throw launched.kind === 'unknown' ? outcomeUnknown(refused) : refused;
          });
          await repo.startSession(db, memberId, input.gp_id, input.game_code);
          // The game named too: a page waiting for this launch points its window at the URL, and a
          // page waiting for another game (a second tab of the member) does not.
          deps.realtime.toMember(memberId, 'game.url', {
            url: game.url,
            gp_id: input.gp_id,
            game_code: input.game_code,
          });
          return { game_url: game.url, cash: await cash(owner), transfer_pending: pending };
        }, deps.onUndoFailed);
      });
      return result!;
    },

    async leave(memberId: number) {
      const owner = await ownerOf(memberId);
      const left = await deps.locks.run(memberId, true, () => leaveOpen(owner));
      // Money not back yet (provider silent, bets still in play) is on its way, never silently 0.
      const pending = (left && left.state !== 'done') || (await repo.hasReturnDue(db, memberId));
      return { cash: await cash(owner), transfer_pending: pending };
    },

    /** Empties every provider wallet of the member back into the main wallet. */
    async allBack(memberId: number) {
      const owner = await ownerOf(memberId);
      const answer = await deps.locks.runReturn(memberId, async () => {
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
          else outcomes.push({ ...(await bringBack(owner, adapter)), gpId });
        }
        if (outcomes.some((o) => o.state === 'pending')) worst = 'providerSilent';
        else if (outcomes.some((o) => o.state === 'refused')) worst ??= 'providerRefused';
        const returned = outcomes
          .filter((o) => o.moved > 0n)
          .map((o) => ({ gp_id: o.gpId, amount: fromMinor(o.moved, owner.currency as CurrencyCode) }));
        // Spec §7 all_transfer_back: the member's pages refetch their wallet list. Sent once the
        // return ran, also when part of it failed: what did come back is booked, and the list should
        // show it (one that could not start because another was running, 101, changed nothing).
        deps.realtime.toMember(memberId, 'all_transfer_back', {});
        if (worst) throw new AppError(GameErrors[worst]);
        return { cash: await cash(owner), returned };
      });
      // §8 101: another return is running; 102: a launch or leave (or the settling job) holds the
      // member's games, so what is at the providers is about to change: the member waits for it.
      if ('busy' in answer) {
        throw new AppError(answer.busy === 'return' ? GameErrors.returnRunning : GameErrors.gameBusy);
      }
      return answer.done;
    },

    /**
     * The reconciliation job: settles provider transfers left pending, then brings back money left
     * at providers (after the transfers, as a balance is only read with none unresolved).
     */
    async reconcile(options: { minAgeMs?: number; limit?: number } = {}) {
      const resolved = await wallets.reconcile(options);
      return resolved + (await returnDue(options.minAgeMs ?? 30_000, options.limit ?? 200));
    },
  };
}
