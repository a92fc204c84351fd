import {
  CURRENCY_CODES,
  DESKTOP_TEMPLATE,
  DESKTOP_TEMPLATES,
  LANG_CODES,
  MOBILE_TEMPLATES,
  SITE_TEMPLATES,
} from '@arks/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../client';
import { siteHosts, sites } from '../schema';
import { seedFooter } from './footer';
import { infoPageUnits } from './info-page-units';
import { memberUnits } from './member-units';
import { siteUnits } from './site-units';
import type { SeedSite } from './types';

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What an operator gives for a new site; everything else starts from the platform's defaults. */
export const ZNewSite = z
  .object({
    /** Slug: the web layout builds CSS classes from it. */
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, '3-40 of a-z, 0-9 and -'),
    title: z.string().trim().min(1, 'required').max(60, 'at most 60 characters'),
    titleZh: z.string().trim().min(1).max(60).optional(),
    hosts: z
      .array(z.string().trim().toLowerCase().regex(HOST, 'a host name without scheme or port'))
      .min(1, 'at least one'),
    currencies: z.array(z.enum(CURRENCY_CODES)).min(1, 'at least one'),
    languages: z.array(z.enum(LANG_CODES)).min(1, 'at least one'),
    defaultLanguage: z.enum(LANG_CODES).optional(),
    timeZone: z.string().refine(isTimeZone, 'an IANA zone such as Asia/Bangkok').default('UTC'),
    /** Where payers' browsers and gateways reach the site; defaults to https on the first host. */
    origin: z
      .url({ protocol: /^https?$/, error: 'an http(s) address' })
      .refine((url) => new URL(url).pathname === '/', 'scheme, host and port only, no path')
      .optional(),
    template: z.enum(DESKTOP_TEMPLATES).default(DESKTOP_TEMPLATE),
    mobileTemplate: z.enum(MOBILE_TEMPLATES).default('H5_1'),
    siteTemplate: z.enum(SITE_TEMPLATES).default('site02'),
    isDemo: z.boolean().default(false),
    captchaEnabled: z.boolean().default(true),
  })
  .refine((site) => new Set(site.hosts).size === site.hosts.length, {
    path: ['hosts'],
    message: 'a host listed twice',
  })
  .refine((site) => !site.defaultLanguage || site.languages.includes(site.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'must be one of the site’s languages',
  });
export type NewSite = z.infer<typeof ZNewSite>;

export class SiteTakenError extends Error {}

/**
 * Creates a live site from the same units the demo brands are seeded with, minus everything a real
 * operator brings themselves (logos, banners, bank accounts, deposit channels, redirects): the site
 * and its hosts, currencies and languages, register and friend-recommend settings, the service
 * agreement, and the info pages the footer links to. One transaction: all of it or nothing.
 */
export async function createSite(db: Db, input: NewSite): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // Two creations at once would both pass the checks below; one at a time they cannot.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('arks:site:create'))`);
    const [named] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.name, input.name));
    if (named) throw new SiteTakenError(`name: "${input.name}" is site ${named.id}'s`);
    const served = await tx
      .select({ host: siteHosts.host, siteId: siteHosts.siteId })
      .from(siteHosts)
      .where(inArray(siteHosts.host, input.hosts));
    if (served[0])
      throw new SiteTakenError(`host: ${served[0].host} already serves site ${served[0].siteId}`);

    const { rows } = await tx.execute<{ id: string }>(
      sql`select nextval(pg_get_serial_sequence('sites', 'id')) as id`,
    );
    const site: SeedSite = {
      id: Number(rows[0]!.id),
      name: input.name,
      titleEn: input.title,
      titleZh: input.titleZh ?? input.title,
      theme: 'default',
      template: input.template,
      mobileTemplate: input.mobileTemplate,
      siteTemplate: input.siteTemplate,
      defaultLanguage: input.defaultLanguage ?? input.languages[0]!,
      timeZone: input.timeZone,
      isDemo: input.isDemo,
      captchaEnabled: input.captchaEnabled,
      linkExpireTime: 1440,
      gameRoomEnabled: true,
      customerServiceUrl: '',
      publicOrigin: input.origin ?? `https://${input.hosts[0]}`,
      hosts: input.hosts,
      currencies: input.currencies,
      languages: input.languages,
      logos: [],
      templates: [],
      redirects: [],
      footer: seedFooter,
    };
    // Not recorded in seed_applied: those keys belong to the demo brands' fixed ids.
    for (const unit of [...siteUnits(site, 0), ...memberUnits(site), ...infoPageUnits(site)]) {
      await unit.apply(tx);
    }
    return { id: site.id };
  });
}

/**
 * What a site starts each currency with (register settings, friend recommend on), for a currency
 * staff add to a running site. Rows already there are left as staff set them.
 */
export async function openSiteCurrencies(tx: Tx, siteId: number, currencies: string[]): Promise<void> {
  if (!currencies.length) return;
  for (const unit of memberUnits({ id: siteId, currencies })) await unit.apply(tx);
}
