import type {
  AdminSiteCreate,
  AdminSiteUpdate,
  CurrencyCode,
  DesktopTemplate,
  LangCode,
  MobileTemplate,
  SITE_TEMPLATES,
} from '@arks/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter } from '../../accounts/staff';
import { findSiteForStaff, hostsServingOthers, type SiteForStaff } from './repository';
import { siteCurrencies, siteHosts, siteLanguages, sites } from './schema';
import { SiteEditErrors } from './errors';

type CreateInput = z.output<(typeof AdminSiteCreate)['request']>;
type UpdateInput = z.output<(typeof AdminSiteUpdate)['request']>;
interface Staff {
  staffId: number;
  ip: string;
}

/** The site creation `site:create` runs (db/seed/new-site), handed in by module.ts. */
export interface SiteMaker {
  createSite(db: Db, input: NewSiteInput): Promise<{ id: number }>;
  openSiteCurrencies(tx: Tx, siteId: number, currencies: string[]): Promise<void>;
  /** Tells a taken name or host apart from other failures. */
  isTaken(err: unknown): err is Error;
}
export interface NewSiteInput {
  name: string;
  title: string;
  titleZh: string;
  hosts: string[];
  currencies: CurrencyCode[];
  languages: LangCode[];
  defaultLanguage: LangCode;
  timeZone: string;
  origin?: string;
  template: DesktopTemplate;
  mobileTemplate: MobileTemplate;
  siteTemplate: (typeof SITE_TEMPLATES)[number];
  isDemo: boolean;
  captchaEnabled: boolean;
}

const bad = (message: string) => new AppError(PlatformErrors.badRequest, { message });

/** The field a list repeats an entry in, checked before anything is written. */
function checkLists(input: {
  hosts: string[];
  currencies: string[];
  languages: string[];
  default_language: string;
}) {
  for (const field of ['hosts', 'currencies', 'languages'] as const) {
    const twice = input[field].find((value, i) => input[field].indexOf(value) !== i);
    if (twice) throw bad(`${field}: ${twice} is listed twice`);
  }
  if (!input.languages.includes(input.default_language)) {
    throw bad('default_language: must be one of the site’s languages');
  }
}

export function toSiteDetail({ site, hosts, currencies, languages }: SiteForStaff) {
  return {
    id: site.id,
    name: site.name,
    title_en: site.titleEn,
    title_zh: site.titleZh,
    hosts,
    public_origin: site.publicOrigin,
    currencies,
    languages,
    default_language: site.defaultLanguage,
    time_zone: site.timeZone,
    captcha_enabled: site.captchaEnabled,
    is_demo: site.isDemo,
    status: site.status,
    template: site.template,
    mobile_template: site.mobileTemplate,
    site_template: site.siteTemplate,
    created_at: site.createdAt.toISOString(),
    updated_at: site.updatedAt.toISOString(),
  };
}
type Detail = ReturnType<typeof toSiteDetail>;

/**
 * Staff create and edit whole sites (admin only, audited with before and after). Every node resolves
 * a host it does not know from the database on each request (site service), so a new site or a
 * host just added answers at once everywhere; after a change every node drops its cached sites.
 */
export function createSiteEditor(deps: {
  db: Db;
  clock: Clock;
  maker: SiteMaker;
  forget: () => Promise<void>;
}) {
  const { db, clock, maker } = deps;
  const notFound = (id: number) =>
    new AppError(PlatformErrors.notFound, { message: `site_id: no site ${id}` });
  const audit = (tx: Db | Tx, who: Staff, action: string, siteId: number, detail: Record<string, unknown>) =>
    createStaffAuditWriter(
      tx,
      clock,
    )({
      staffId: who.staffId,
      action,
      target: `site:${siteId}`,
      detail,
      ip: who.ip,
    });

  async function detail(siteId: number): Promise<Detail> {
    const found = await findSiteForStaff(db, siteId);
    if (!found) throw notFound(siteId);
    return toSiteDetail(found);
  }

  async function create(input: CreateInput, who: Staff): Promise<Detail> {
    checkLists(input);
    const { id } = await maker
      .createSite(db, {
        name: input.name,
        title: input.title_en,
        titleZh: input.title_zh,
        hosts: input.hosts,
        currencies: input.currencies,
        languages: input.languages,
        defaultLanguage: input.default_language,
        timeZone: input.time_zone,
        origin: input.public_origin ? new URL(input.public_origin).origin : undefined,
        template: input.template,
        mobileTemplate: input.mobile_template,
        siteTemplate: input.site_template,
        isDemo: input.is_demo,
        captchaEnabled: input.captcha_enabled,
      })
      .catch((err: unknown) => {
        // createSite says `name: …` or `host: …`; the form's field for the latter is `hosts`.
        if (maker.isTaken(err)) {
          throw new AppError(SiteEditErrors.taken, { message: err.message.replace(/^host:/, 'hosts:') });
        }
        throw err;
      });
    await deps.forget();
    const made = await detail(id);
    const { reason, ...settings } = input;
    await audit(db, who, 'site_created', id, { reason, after: settings });
    return made;
  }

  async function update(input: UpdateInput, who: Staff): Promise<Detail> {
    checkLists(input);
    const siteId = input.site_id;
    const after = await db.transaction(async (tx) => {
      // Host checks of creations and edits take turns, as in createSite.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('arks:site:create'))`);
      await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
      const was = await findSiteForStaff(tx, siteId);
      if (!was) throw notFound(siteId);
      const kept: readonly string[] = input.currencies;
      const dropped = was.currencies.filter((c) => !kept.includes(c));
      if (dropped.length) {
        throw bad(`currencies: ${dropped.join(', ')} stays: members may hold money in it`);
      }
      const [taken] = await hostsServingOthers(tx, input.hosts, siteId);
      if (taken) {
        throw new AppError(SiteEditErrors.taken, {
          message: `hosts: ${taken.host} already serves site ${taken.siteId}`,
        });
      }
      await tx
        .update(sites)
        .set({
          titleEn: input.title_en,
          titleZh: input.title_zh,
          publicOrigin: new URL(input.public_origin).origin,
          defaultLanguage: input.default_language,
          timeZone: input.time_zone,
          captchaEnabled: input.captcha_enabled,
          isDemo: input.is_demo,
          updatedAt: clock.now(),
        })
        .where(eq(sites.id, siteId));
      await replaceHosts(tx, siteId, input.hosts);
      await replaceOrdered(tx, siteId, 'currency', input.currencies);
      await replaceOrdered(tx, siteId, 'language', input.languages);
      await maker.openSiteCurrencies(
        tx,
        siteId,
        input.currencies.filter((c) => !was.currencies.includes(c)),
      );
      const now = toSiteDetail((await findSiteForStaff(tx, siteId))!);
      const old = toSiteDetail(was);
      await audit(tx, who, 'site_updated', siteId, {
        reason: input.reason,
        ...changes(old, now),
      });
      return now;
    });
    await deps.forget();
    return after;
  }

  return { detail, create, update };
}

/** Before and after of the fields that changed, for the audit. */
function changes(old: Detail, now: Detail) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof Detail)[]) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
    before[key] = old[key];
    after[key] = now[key];
  }
  return { before, after };
}

async function replaceHosts(tx: Tx, siteId: number, hosts: string[]) {
  await tx.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), notInArray(siteHosts.host, hosts)));
  await tx
    .insert(siteHosts)
    .values(hosts.map((host) => ({ host, siteId })))
    .onConflictDoNothing();
}

/** The site's currencies or languages in the order given (the first is the default currency). */
async function replaceOrdered(tx: Tx, siteId: number, kind: 'currency' | 'language', values: string[]) {
  if (kind === 'currency') {
    // Kept rows keep their cash-surplus switch; only the order changes.
    for (const [sort, currency] of values.entries()) {
      await tx
        .insert(siteCurrencies)
        .values({ siteId, currency, sort })
        .onConflictDoUpdate({ target: [siteCurrencies.siteId, siteCurrencies.currency], set: { sort } });
    }
    return;
  }
  await tx
    .delete(siteLanguages)
    .where(and(eq(siteLanguages.siteId, siteId), notInArray(siteLanguages.language, values)));
  for (const [sort, language] of values.entries()) {
    await tx
      .insert(siteLanguages)
      .values({ siteId, language, sort })
      .onConflictDoUpdate({ target: [siteLanguages.siteId, siteLanguages.language], set: { sort } });
  }
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
