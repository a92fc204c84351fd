import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  footerItems,
  footerSections,
  routeRedirects,
  siteCurrencies,
  siteHosts,
  siteLanguages,
  siteLogos,
  sites,
  templateConfigs,
} from './schema';

export type Site = typeof sites.$inferSelect;
export type TemplateConfigRow = typeof templateConfigs.$inferSelect;
export type FooterSectionRow = typeof footerSections.$inferSelect;
export type FooterItemRow = typeof footerItems.$inferSelect;

export async function findActiveSiteById(db: DbOrTx, id: number): Promise<Site | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.status, 'active')))
    .limit(1);
  return row;
}

export async function findActiveSiteByHost(db: DbOrTx, host: string): Promise<Site | undefined> {
  const [row] = await db
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(and(eq(siteHosts.host, host), eq(sites.status, 'active')))
    .limit(1);
  return row?.site;
}

export async function listCurrencies(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ currency: siteCurrencies.currency })
    .from(siteCurrencies)
    .where(eq(siteCurrencies.siteId, siteId))
    .orderBy(asc(siteCurrencies.sort), asc(siteCurrencies.currency));
  return rows.map((r) => r.currency);
}

/** Whether the site turns on the cash-surplus check for this currency (off when it does not offer it). */
export async function findCashSurplusActive(db: DbOrTx, siteId: number, currency: string): Promise<boolean> {
  const [row] = await db
    .select({ active: siteCurrencies.cashSurplusActive })
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return row?.active ?? false;
}

export async function listLanguages(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ language: siteLanguages.language })
    .from(siteLanguages)
    .where(eq(siteLanguages.siteId, siteId))
    .orderBy(asc(siteLanguages.sort), asc(siteLanguages.language));
  return rows.map((r) => r.language);
}

export async function listRedirects(db: DbOrTx, siteId: number) {
  return db
    .select({ from: routeRedirects.fromPath, to: routeRedirects.toPath })
    .from(routeRedirects)
    .where(eq(routeRedirects.siteId, siteId))
    .orderBy(asc(routeRedirects.fromPath));
}

export async function listLogos(db: DbOrTx, siteId: number) {
  return db
    .select({ id: siteLogos.id, kind: siteLogos.kind, path: siteLogos.path })
    .from(siteLogos)
    .where(eq(siteLogos.siteId, siteId))
    .orderBy(asc(siteLogos.id));
}

export async function findTemplateConfig(
  db: DbOrTx,
  siteId: number,
  mobileTemplate: string,
): Promise<TemplateConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(templateConfigs)
    .where(and(eq(templateConfigs.siteId, siteId), eq(templateConfigs.mobileTemplate, mobileTemplate)))
    .limit(1);
  return row;
}

/** The site's first configured look, for a template the site has none of its own for. */
export async function findFirstTemplateConfig(
  db: DbOrTx,
  siteId: number,
): Promise<TemplateConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(templateConfigs)
    .where(eq(templateConfigs.siteId, siteId))
    .orderBy(asc(templateConfigs.id))
    .limit(1);
  return row;
}

export async function listFooter(db: DbOrTx, siteId: number) {
  const sections = await db
    .select()
    .from(footerSections)
    .where(eq(footerSections.siteId, siteId))
    .orderBy(asc(footerSections.sort), asc(footerSections.id));
  const ids = sections.map((s) => s.id);
  const items = ids.length
    ? await db
        .select()
        .from(footerItems)
        .where(inArray(footerItems.sectionId, ids))
        .orderBy(asc(footerItems.sort), asc(footerItems.id))
    : [];
  return sections.map((section) => ({
    section,
    items: items.filter((item) => item.sectionId === section.id),
  }));
}

/** A site by id whatever its state, for other modules' settings and checks. */
export async function findSite(db: DbOrTx, id: number): Promise<Site | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

/** Every currency some site offers, once each. */
export async function allSiteCurrencies(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: siteCurrencies.currency }).from(siteCurrencies);
  return rows.map((r) => r.currency);
}

/** Every site, active or not, with its currencies and languages in the site's order. */
export async function listAllSites(db: DbOrTx) {
  const [rows, currencies, languages] = await Promise.all([
    db.select().from(sites).orderBy(asc(sites.id)),
    db.select().from(siteCurrencies).orderBy(asc(siteCurrencies.sort), asc(siteCurrencies.currency)),
    db.select().from(siteLanguages).orderBy(asc(siteLanguages.sort), asc(siteLanguages.language)),
  ]);
  return rows.map((site) => ({
    site,
    currencies: currencies.filter((c) => c.siteId === site.id).map((c) => c.currency),
    languages: languages.filter((l) => l.siteId === site.id).map((l) => l.language),
  }));
}

/** One site as staff edit it: the row with its hosts, currencies and languages in order. */
export async function findSiteForStaff(db: DbOrTx, id: number) {
  const [site] = await db.select().from(sites).where(eq(sites.id, id));
  if (!site) return undefined;
  const [hosts, currencies, languages] = await Promise.all([
    db
      .select({ host: siteHosts.host })
      .from(siteHosts)
      .where(eq(siteHosts.siteId, id))
      .orderBy(asc(siteHosts.host)),
    listCurrencies(db, id),
    listLanguages(db, id),
  ]);
  return { site, hosts: hosts.map((h) => h.host), currencies, languages };
}
export type SiteForStaff = NonNullable<Awaited<ReturnType<typeof findSiteForStaff>>>;

/** Hosts of `hosts` that serve a site other than `siteId`. */
export async function hostsServingOthers(db: DbOrTx, hosts: string[], siteId: number) {
  if (!hosts.length) return [];
  const rows = await db
    .select({ host: siteHosts.host, siteId: siteHosts.siteId })
    .from(siteHosts)
    .where(inArray(siteHosts.host, hosts));
  return rows.filter((row) => row.siteId !== siteId);
}

/** Every host of an active site, with its site. */
export async function listActiveSiteHosts(db: DbOrTx): Promise<{ host: string; siteId: number }[]> {
  return db
    .select({ host: siteHosts.host, siteId: siteHosts.siteId })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(sites.status, 'active'))
    .orderBy(asc(siteHosts.host));
}
