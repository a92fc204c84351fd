import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { seedApplied } from '../schema';
import { contentUnits } from './content-units';
import { depositUnits } from './deposit-units';
import { gameUnits } from './game-units';
import { infoPageUnits } from './info-page-units';
import { seedSites } from './sites';
import { memberUnits } from './member-units';
import { siteUnits } from './site-units';

export interface SeedUnit {
  /** Stable name; once recorded in seed_applied the unit never runs again on this database. */
  key: string;
  apply(tx: Tx): Promise<void>;
}

/**
 * Runs at every start. Each unit is applied once and recorded, so staff edits and deletions survive
 * restarts; rows are inserted with `on conflict do nothing` so a unit never overwrites what exists.
 * Returns the keys applied this time (empty on a database already seeded).
 */
export async function runSeed(db: Db): Promise<string[]> {
  const units = [
    ...seedSites.flatMap((site) => [
      ...siteUnits(site),
      ...memberUnits(site),
      ...depositUnits(site),
      ...contentUnits(site),
      ...infoPageUnits(site),
    ]),
    ...gameUnits,
  ];
  return db.transaction(async (tx) => {
    const applied: string[] = [];
    for (const unit of units) {
      const claimed = await tx
        .insert(seedApplied)
        .values({ key: unit.key })
        .onConflictDoNothing()
        .returning({ key: seedApplied.key });
      if (claimed.length === 0) continue;
      await unit.apply(tx);
      applied.push(unit.key);
    }
    // Seeded sites carry fixed ids (site_id is public); move the identity past them so the next site
    // an operator creates does not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('sites', 'id'), greatest((select max(id) from sites), 1))`,
    );
    return applied;
  });
}
