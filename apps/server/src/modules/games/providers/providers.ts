import { houseGamesSecret, type AppConfig } from '../../../config';
import { HOUSE_OPERATOR } from '../../../house-games';
import type { ProviderAdapter } from './adapter';
import { createHttpProvider } from './http-adapter';

/** The house provider's gp_id. */
export const HOUSE_GP_ID = 'GPHOUSE';

/**
 * The name a change to providers or a site's provider lists is invalidated by (platform
 * cache-invalidation): every node refreshes its provider map, and whatever it keeps of game lists goes.
 */
export const PROVIDERS_CACHE = 'games/providers';

/**
 * The providers this platform can reach. Today that is the house provider; third-party providers
 * join here with their own adapters once staff configure their credentials.
 */
export function createProviders(
  config: AppConfig,
  houseGamesUrl: string | undefined,
): Map<string, ProviderAdapter> {
  const providers = new Map<string, ProviderAdapter>();
  if (houseGamesUrl) {
    providers.set(
      HOUSE_GP_ID,
      createHttpProvider({
        gpId: HOUSE_GP_ID,
        baseUrl: houseGamesUrl,
        operator: HOUSE_OPERATOR,
        secret: houseGamesSecret(config),
      }),
    );
  }
  return providers;
}
