/** The module's public face: what other modules may use. */
export type { FeedBet, ProviderAdapter } from './adapter';
export { createLiveBalance } from './live-balance';
export { createProviders, HOUSE_GP_ID, PROVIDERS_CACHE } from './providers';
export { activeProviderIds, findProvider, hallProviders, quickBetOffers } from './repository';
export type { HallProvider } from './repository';
export { createProviderWalletService } from './service';
export { transferCheckRecorder } from './transfer-desk';
export type { WalletOwner } from './service';
export { closedOn, outsideOn, providerListsOf } from './provider-lists';
export type { ProviderLists } from './provider-lists';
