import {
  DEMO_PROVIDERS,
  PLATFORM_BLOCKED_PROVIDERS,
  PLATFORM_SECOND_LIST,
  type AdminProviderListsSave,
  type Platform,
  type TAdminProviderLists,
} from '@arks/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter } from '../../accounts/staff';
import { HOUSE_GP_ID } from './providers';
import { siteProviderLists } from './schema';

/** A site's spec §6 provider lists, by gp_id. */
export interface ProviderLists {
  /** Providers whose demo-marked games visitors may try (demo halls, demo games, demo play). */
  demo: string[];
  iosBlocked: string[];
  androidBlocked: string[];
  iosOutside: string[];
  androidOutside: string[];
}

/**
 * The spec's values, for a site whose staff have not saved lists. The house provider is on the demo
 * list too: its games ship marked for demo play, and staff can take it off like any other.
 */
export const DEFAULT_PROVIDER_LISTS: ProviderLists = {
  demo: [...DEMO_PROVIDERS, HOUSE_GP_ID],
  iosBlocked: [...PLATFORM_BLOCKED_PROVIDERS.ios],
  androidBlocked: [...PLATFORM_BLOCKED_PROVIDERS.android],
  iosOutside: [...PLATFORM_SECOND_LIST.ios],
  androidOutside: [...PLATFORM_SECOND_LIST.android],
};

export async function providerListsOf(db: DbOrTx, siteId: number): Promise<ProviderLists> {
  const [row] = await db.select().from(siteProviderLists).where(eq(siteProviderLists.siteId, siteId));
  return row ?? DEFAULT_PROVIDER_LISTS;
}

const inIos = (p: Platform) => p === 'ios' || p === 'iosStore';

/** Providers closed in this app: their games are neither listed nor launched there. */
export function closedOn(lists: ProviderLists, platform: Platform): string[] {
  if (inIos(platform)) return lists.iosBlocked;
  return platform === 'android' ? lists.androidBlocked : [];
}

/** Providers whose games open outside this app's web view (open mode redirect there). */
export function outsideOn(lists: ProviderLists, platform: Platform): string[] {
  if (inIos(platform)) return lists.iosOutside;
  return platform === 'android' ? lists.androidOutside : [];
}

const toWire = (l: ProviderLists): TAdminProviderLists => ({
  demo: l.demo,
  ios_blocked: l.iosBlocked,
  android_blocked: l.androidBlocked,
  ios_outside: l.iosOutside,
  android_outside: l.androidOutside,
});

/** Staff's side: read and save a site's lists, audited with the lists before and after. */
export function createProviderListAdmin(deps: {
  db: Db;
  clock: Clock;
  /** Drops every node's cached game lists (they follow these lists) once a save is committed. */
  invalidate: () => Promise<void>;
}) {
  const { db } = deps;
  return {
    get: async (siteId: number) => toWire(await providerListsOf(db, siteId)),
    async save(
      input: z.output<typeof AdminProviderListsSave.request>,
      who: { staffId: number; ip: string },
    ): Promise<TAdminProviderLists> {
      const lists: ProviderLists = {
        demo: input.demo,
        iosBlocked: input.ios_blocked,
        androidBlocked: input.android_blocked,
        iosOutside: input.ios_outside,
        androidOutside: input.android_outside,
      };
      const saved = await db.transaction(async (tx) => {
        const before = toWire(await providerListsOf(tx, input.site_id));
        await tx
          .insert(siteProviderLists)
          .values({ siteId: input.site_id, ...lists, updatedAt: deps.clock.now() })
          .onConflictDoUpdate({
            target: siteProviderLists.siteId,
            set: { ...lists, updatedAt: deps.clock.now() },
          });
        await createStaffAuditWriter(
          tx,
          deps.clock,
        )({
          staffId: who.staffId,
          action: 'game_provider_lists_save',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before, after: toWire(lists) },
          ip: who.ip,
        });
        return toWire(lists);
      });
      await deps.invalidate();
      return saved;
    },
  };
}
export type ProviderListAdmin = ReturnType<typeof createProviderListAdmin>;
