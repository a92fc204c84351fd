import { RealtimeChannels, SITE_TEMPLATE_CHOICES } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listAllSites } from './repository';
import { siteCurrencies, sites } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import type { StaffAuditWriter } from '../../accounts/staff';

interface Staff {
  staffId: number;
  ip: string;
}

export type SiteSettingsAdmin = ReturnType<typeof createSiteSettingsAdmin>;

/**
 * Site settings staff change while the site runs. Site answers are cached on each node (site
 * service); a change drops them on every node (at once with Redis, else within the cache's time).
 */
export function createSiteSettingsAdmin(deps: {
  db: Db;
  clock: Clock;
  audit: StaffAuditWriter;
  realtime: RealtimePublisher;
  /** Drops the cached sites, and how long other nodes may still answer from theirs. */
  sites: { forget(): Promise<void> };
  cacheMs: number;
}) {
  const { db } = deps;
  /**
   * Open pages refetch the site on this event, so the cached sites are dropped first; nodes that did
   * not hear of it may answer from theirs for up to `cacheMs`, so the event goes out once more after.
   */
  async function announce(send: () => void) {
    await deps.sites.forget();
    send();
    if (deps.cacheMs > 0) setTimeout(send, deps.cacheMs + 1_000).unref();
  }
  const customerServiceChanged = (siteId: number) => () =>
    deps.realtime.toPublic(siteId, RealtimeChannels.webMember, 'customer_service_link_change', {});
  const noSite = (id: number) => new AppError(PlatformErrors.notFound, { message: `site_id: no site ${id}` });
  const audited = (who: Staff, action: string, siteId: number, detail: Record<string, unknown>) =>
    deps.audit({ staffId: who.staffId, action, target: `site:${siteId}`, detail, ip: who.ip });

  return {
    async list() {
      const rows = await listAllSites(db);
      return {
        list: rows.map(({ site, currencies, languages }) => ({
          id: site.id,
          name: site.name,
          title_zh: site.titleZh,
          title_en: site.titleEn,
          time_zone: site.timeZone,
          default_language: site.defaultLanguage,
          is_demo: site.isDemo,
          status: site.status,
          currencies,
          languages,
        })),
      };
    },

    async customerService(siteId: number, url: string, who: Staff) {
      const [row] = await db
        .update(sites)
        .set({ customerServiceUrl: url, updatedAt: deps.clock.now() })
        .where(eq(sites.id, siteId))
        .returning({ id: sites.id });
      if (!row) throw noSite(siteId);
      await audited(who, 'customer_service_save', siteId, { url });
      // Spec §7: open pages refetch the customer-service details.
      await announce(customerServiceChanged(siteId));
      return { site_id: siteId, url };
    },

    /** Where the site takes logins from (§8 login 201, 202). */
    async loginRules(siteId: number) {
      const [row] = await db
        .select({ networks: sites.loginAllowedNetworks, countries: sites.blockedCountries })
        .from(sites)
        .where(eq(sites.id, siteId));
      if (!row) throw noSite(siteId);
      return { site_id: siteId, allowed_networks: row.networks, blocked_countries: row.countries };
    },

    /** Replaces both lists. Logins read them from the cached site, which every node drops. */
    async saveLoginRules(
      siteId: number,
      input: { allowed_networks: string[]; blocked_countries: string[]; reason: string },
      who: Staff,
    ) {
      const networks = [...new Set(input.allowed_networks)];
      const countries = [...new Set(input.blocked_countries)].sort();
      const [before] = await db
        .select({ networks: sites.loginAllowedNetworks, countries: sites.blockedCountries })
        .from(sites)
        .where(eq(sites.id, siteId));
      if (!before) throw noSite(siteId);
      await db
        .update(sites)
        .set({ loginAllowedNetworks: networks, blockedCountries: countries, updatedAt: deps.clock.now() })
        .where(eq(sites.id, siteId));
      await audited(who, 'site_login_rules_save', siteId, {
        before: { allowed_networks: before.networks, blocked_countries: before.countries },
        after: { allowed_networks: networks, blocked_countries: countries },
        reason: input.reason,
      });
      await deps.sites.forget();
      return { site_id: siteId, allowed_networks: networks, blocked_countries: countries };
    },

    /** Where gateways call back and payers return to; only an origin, so no path can be smuggled in. */
    async publicOrigin(siteId: number, origin: string, who: Staff) {
      let normalized: string;
      try {
        normalized = new URL(origin).origin;
      } catch {
        throw new AppError(PlatformErrors.badRequest, { message: 'public_origin: not an http(s) origin' });
      }
      const [row] = await db
        .update(sites)
        .set({ publicOrigin: normalized, updatedAt: deps.clock.now() })
        .where(eq(sites.id, siteId))
        .returning({ id: sites.id });
      if (!row) throw noSite(siteId);
      await audited(who, 'site_public_origin_save', siteId, { public_origin: normalized });
      await deps.sites.forget();
      return { site_id: siteId, public_origin: normalized };
    },

    async cashSurplus(siteId: number, currency: string, active: boolean, who: Staff) {
      const [row] = await db
        .update(siteCurrencies)
        .set({ cashSurplusActive: active })
        .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)))
        .returning({ siteId: siteCurrencies.siteId });
      if (!row) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `currency: site ${siteId} does not offer ${currency}`,
        });
      }
      await audited(who, 'cash_surplus_save', siteId, { currency, active });
      return { site_id: siteId, currency, active };
    },

    async maintenance(
      siteId: number,
      window: { start_at: string | null; end_at: string | null },
      who: Staff,
    ) {
      const { start_at: from, end_at: to } = window;
      if ((from === null) !== (to === null)) {
        throw new AppError(PlatformErrors.badRequest, {
          message: 'end_at: give both start_at and end_at, or neither',
        });
      }
      if (from && to && Date.parse(to) <= Date.parse(from)) {
        throw new AppError(PlatformErrors.badRequest, { message: 'end_at: must be after start_at' });
      }
      const [row] = await db
        .update(sites)
        .set({
          maintenanceStartAt: from ? new Date(from) : null,
          maintenanceEndAt: to ? new Date(to) : null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(sites.id, siteId))
        .returning({ id: sites.id });
      if (!row) throw noSite(siteId);
      await audited(who, 'site_maintenance_save', siteId, window);
      await deps.sites.forget();
      return { site_id: siteId, start_at: from, end_at: to };
    },

    /** What the site is drawn with now, and what staff may choose. */
    async templateChoices(siteId: number) {
      const [row] = await db
        .select({ template: sites.template, mobileTemplate: sites.mobileTemplate })
        .from(sites)
        .where(eq(sites.id, siteId));
      if (!row) throw noSite(siteId);
      return {
        site_id: siteId,
        template: row.template,
        mobile_template: row.mobileTemplate,
        choices: SITE_TEMPLATE_CHOICES,
      };
    },

    /**
     * The desktop and/or mobile template. The names are checked by the contract; open pages switch to
     * the new look on the realtime event, without a reload.
     */
    async templates(
      siteId: number,
      choice: { template?: string | undefined; mobile_template?: string | undefined },
      who: Staff,
    ) {
      if (choice.template === undefined && choice.mobile_template === undefined) {
        throw new AppError(PlatformErrors.badRequest, {
          message: 'template: give template, mobile_template or both',
        });
      }
      // The row is read and changed under one lock so the audit names what it replaced.
      const { saved, was } = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ template: sites.template, mobileTemplate: sites.mobileTemplate })
          .from(sites)
          .where(eq(sites.id, siteId))
          .for('update');
        if (!before) throw noSite(siteId);
        const [row] = await tx
          .update(sites)
          .set({
            ...(choice.template === undefined ? {} : { template: choice.template }),
            ...(choice.mobile_template === undefined ? {} : { mobileTemplate: choice.mobile_template }),
            updatedAt: deps.clock.now(),
          })
          .where(eq(sites.id, siteId))
          .returning({ template: sites.template, mobileTemplate: sites.mobileTemplate });
        return {
          saved: { site_id: siteId, template: row!.template, mobile_template: row!.mobileTemplate },
          was: { template: before.template, mobile_template: before.mobileTemplate },
        };
      });
      await audited(who, 'site_template_save', siteId, {
        template: choice.template,
        mobile_template: choice.mobile_template,
        was,
      });
      const payload = { template: saved.template, mobile_template: saved.mobile_template };
      await announce(() =>
        deps.realtime.toPublic(siteId, RealtimeChannels.webMember, 'site_template_change', payload),
      );
      return saved;
    },
  };
}
