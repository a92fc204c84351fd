import { CURRENCIES, fromMinor, type CurrencyCode } from '@arks/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { gameJackpots } from './schema';
import { activeProviderIds } from '../providers';
import { allSiteCurrencies } from '../../sites/site';
import type { ProviderAdapter } from '../providers';

/** A pool not reported again within this long is not shown: we only show what a provider vouches for. */
export const JACKPOT_STALE_MS = 10 * 60 * 1000;

/**
 * Progressive jackpots: a job asks every active provider that runs jackpots for its pools in the
 * currencies our sites use, and stores them; the member call sums the fresh ones per currency.
 */
export function createJackpots(deps: { db: Db; providers: Map<string, ProviderAdapter>; clock: Clock }) {
  const { db } = deps;
  return {
    async refresh() {
      const currencies = await allSiteCurrencies(db);
      const active = await activeProviderIds(db);
      const result = { reported: 0, failed: [] as string[] };
      if (!currencies.length) return result;
      for (const gpId of active) {
        const adapter = deps.providers.get(gpId);
        if (!adapter?.jackpots) continue;
        const out = await adapter.jackpots(currencies);
        if (out.kind !== 'ok') {
          result.failed.push(gpId);
          continue;
        }
        const reportedAt = deps.clock.now();
        for (const pool of out.value.filter((p) => currencies.includes(p.currency))) {
          await db
            .insert(gameJackpots)
            .values({ gpId, currency: pool.currency, amount: pool.amount, reportedAt })
            .onConflictDoUpdate({
              target: [gameJackpots.gpId, gameJackpots.currency],
              set: { amount: pool.amount, reportedAt },
            });
          result.reported += 1;
        }
      }
      return result;
    },

    /** The sum of fresh pools of reachable, active providers in this currency, as a decimal. */
    async total(currency: string): Promise<string> {
      const reachable = [...deps.providers.keys()];
      if (!(currency in CURRENCIES) || !reachable.length) return '0';
      const active = new Set(await activeProviderIds(db));
      const counted = reachable.filter((gpId) => active.has(gpId));
      if (!counted.length) return fromMinor(0n, currency as CurrencyCode);
      const since = new Date(deps.clock.now().getTime() - JACKPOT_STALE_MS);
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${gameJackpots.amount}), 0)::text` })
        .from(gameJackpots)
        .where(
          and(
            eq(gameJackpots.currency, currency),
            inArray(gameJackpots.gpId, counted),
            gt(gameJackpots.reportedAt, since),
          ),
        );
      return fromMinor(BigInt(row?.total ?? '0'), currency as CurrencyCode);
    },
  };
}
export type Jackpots = ReturnType<typeof createJackpots>;
