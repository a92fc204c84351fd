import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { gameProviders } from './schema';

/** A provider's configuration row by its gp_id: status, maintenance window, transfers on or off. */
export async function findProvider(db: DbOrTx, gpId: string) {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.gpId, gpId));
  return row;
}

/** The gp_ids of providers staff have switched on, in gp_id order. */
export async function activeProviderIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ gpId: gameProviders.gpId })
    .from(gameProviders)
    .where(eq(gameProviders.active, true))
    .orderBy(asc(gameProviders.gpId));
  return rows.map((r) => r.gpId);
}

/** Active providers with a quick-bet address template (spec §7 sport-quickbet-url), in gp_id order. */
export function quickBetOffers(db: DbOrTx) {
  return db
    .select({ gpId: gameProviders.gpId, template: gameProviders.quickbetUrl })
    .from(gameProviders)
    .where(and(eq(gameProviders.active, true), isNotNull(gameProviders.quickbetUrl)))
    .orderBy(asc(gameProviders.gpId));
}

/** What the game lists show of a provider: its name and how its games open, and where it is closed. */
export interface HallProvider {
  gpId: string;
  name: string;
  openMode: 'window' | 'modal' | 'page' | 'redirect';
  modalGameTypes: number[];
  blockedDevices: number[];
}

/** Active providers as the catalogue lists their games (a handful of rows, read by primary key order). */
export function hallProviders(db: DbOrTx): Promise<HallProvider[]> {
  return db
    .select({
      gpId: gameProviders.gpId,
      name: gameProviders.name,
      openMode: gameProviders.openMode,
      modalGameTypes: gameProviders.modalGameTypes,
      blockedDevices: gameProviders.blockedDevices,
    })
    .from(gameProviders)
    .where(eq(gameProviders.active, true))
    .orderBy(asc(gameProviders.gpId));
}
