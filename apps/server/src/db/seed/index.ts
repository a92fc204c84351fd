import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { seedApplied, sites } from '../schema';
import { contentUnits } from './content-units';
import { customerServiceUnits } from './customer-service-units';
import { depositUnits } from './deposit-units';
import { gameUnits } from './game-units';
import { infoPageUnits } from './info-page-units';
import { levelUnits } from './level-units';
import { agentUnits } from './agent-units';
import { seedSites } from './sites';
import { memberUnits } from './member-units';
import { promotionUnits } from './promotion-units';
import { siteUnits } from './site-units';
import { sponsorUnits } from './sponsor-units';
import type { SeedSite } from './types';

export interface SeedUnit {
  /** Stable name; once recorded in seed_applied the unit never runs again on this database. */
  key: string;
  apply(tx: Tx): Promise<void>;
}

export interface SeedOptions {
  /** The server's port: seeded sites' public origins (`http://<first host>:<port>`) are built from it. */
  port?: number;
  /**
   * Seed the demo brands (`seedSites`) with their artwork, banners, bank accounts, content and the
   * sign-in campaigns and red envelopes their banners promise. Off
   * (production's default), the platform starts clean: the house games only, sites from `site:create`.
   */
  demo?: boolean;
  /**
   * Seed the sandbox gateway's deposit channels. Only while the sandbox gateway runs: off by default
   * in production, so a live site never starts with channels that pay without money. A unit left
   * out is not recorded, so it is seeded on the first start that runs the sandbox.
   */
  sandboxChannels?: boolean;
}

/**
 * Runs at every start. Each unit is applied once and recorded, so staff edits and deletions survive
 * restarts; rows are inserted with `on conflict do nothing` so a unit never overwrites what exists.
 * Returns the keys applied this time (empty on a database already seeded).
 */
export async function runSeed(db: Db, options: SeedOptions = {}): Promise<string[]> {
  const port = options.port ?? 3000;
  const sandbox = options.sandboxChannels ?? true;
  return db.transaction(async (tx) => {
    const demoSites = (options.demo ?? true) ? await demoSitesStillFree(tx) : [];
    const units = [
      ...demoSites.flatMap((site) => [
        ...siteUnits(site, port),
        ...memberUnits(site),
        ...depositUnits(site, { sandbox }),
        ...contentUnits(site),
        ...infoPageUnits(site),
        ...customerServiceUnits(site),
        ...promotionUnits(site),
        ...levelUnits(site),
        ...agentUnits(site),
        ...sponsorUnits(site),
      ]),
      ...gameUnits,
    ];
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
    // an operator creates does not collide. With no site yet the identity is left to start at 1.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('sites', 'id'), max(id)) from sites having max(id) is not null`,
    );
    return applied;
  });
}

/**
 * The demo brands carry fixed ids. An id already holding a site the seed did not make (an operator's,
 * from `site:create` while the demo was off) is left alone: demo hosts, banners and bank accounts must
 * never be merged into a real site when the demo is switched on later.
 */
async function demoSitesStillFree(tx: Tx): Promise<SeedSite[]> {
  const ids = seedSites.map((site) => site.id);
  const existing = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.id, ids));
  if (existing.length === 0) return seedSites;
  const recorded = await tx
    .select({ key: seedApplied.key })
    .from(seedApplied)
    .where(
      inArray(
        seedApplied.key,
        ids.map((id) => `site:${id}`),
      ),
    );
  const seeded = new Set(recorded.map((row) => row.key));
  const operators = new Set(existing.filter((row) => !seeded.has(`site:${row.id}`)).map((row) => row.id));
  return seedSites.filter((site) => !operators.has(site.id));
}
