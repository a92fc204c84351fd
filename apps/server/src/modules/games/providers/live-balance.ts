import type { ProviderAdapter } from './adapter';
import { providerPlayerId, type WalletOwner } from './service';

/** How long the wallet page waits for a provider's balance before showing our books instead. */
export const LIVE_BALANCE_WAIT_MS = 3_000;

/**
 * What a provider holds for the member now, asked of the provider itself: our books only learn the
 * member's play when money comes back, so they lag behind a game in progress. `undefined` when the
 * provider does not answer in time or does not know the player.
 */
export function createLiveBalance(providers: Map<string, ProviderAdapter>, waitMs = LIVE_BALANCE_WAIT_MS) {
  return async (owner: WalletOwner, gpId: string): Promise<bigint | undefined> => {
    const adapter = providers.get(gpId);
    if (!adapter) return undefined;
    const wait = AbortSignal.timeout(waitMs);
    const late = new Promise<undefined>((resolve) =>
      wait.addEventListener('abort', () => resolve(undefined)),
    );
    const answer = await Promise.race([adapter.balance(providerPlayerId(owner)), late]);
    return answer?.kind === 'ok' ? answer.value.balance : undefined;
  };
}
