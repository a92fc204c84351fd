import { and, eq, isNull } from 'drizzle-orm';
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
} from '../schema';
import type { SeedUnit } from './index';
import type { SeedSite } from './types';

/** Splits one site into independently recorded units, so a later release can add to an existing site. */
export function siteUnits(site: SeedSite, port: number): SeedUnit[] {
  const prefix = `site:${site.id}`;
  const isLight = (logo: { kind: string }) => logo.kind.endsWith('_light');
  const baseLogos = site.logos.filter((logo) => !isLight(logo));
  const lightLogos = site.logos.filter(isLight);
  return [
    {
      key: prefix,
      async apply(tx) {
        const {
          hosts: _h,
          currencies,
          languages,
          logos: _l,
          templates: _t,
          redirects: _r,
          footer: _f,
          ...row
        } = site;
        await tx.insert(sites).values(row).onConflictDoNothing();
        await tx
          .insert(siteCurrencies)
          .values(currencies.map((currency, sort) => ({ siteId: site.id, currency, sort })))
          .onConflictDoNothing();
        await tx
          .insert(siteLanguages)
          .values(languages.map((language, sort) => ({ siteId: site.id, language, sort })))
          .onConflictDoNothing();
      },
    },
    {
      // Gateway callback and return addresses are built from it; fills only a site that has none, so
      // an operator's own origin is never overwritten (and databases from before the column get one).
      key: `${prefix}:public-origin`,
      async apply(tx) {
        await tx
          .update(sites)
          .set({ publicOrigin: `http://${site.hosts[0]}:${port}` })
          .where(and(eq(sites.id, site.id), isNull(sites.publicOrigin)));
      },
    },
    ...site.hosts.map(
      (host) =>
        ({
          key: `${prefix}:host:${host}`,
          async apply(tx) {
            await tx.insert(siteHosts).values({ host, siteId: site.id }).onConflictDoNothing();
          },
        }) satisfies SeedUnit,
    ),
    ...(baseLogos.length === 0
      ? []
      : [
          {
            key: `${prefix}:logos`,
            async apply(tx) {
              await tx
                .insert(siteLogos)
                .values(baseLogos.map((logo) => ({ siteId: site.id, ...logo })))
                .onConflictDoNothing();
            },
          } satisfies SeedUnit,
        ]),
    // A unit of its own so databases seeded before the light kinds existed get them on the next start.
    ...(lightLogos.length === 0
      ? []
      : [
          {
            key: `${prefix}:logos:light`,
            async apply(tx) {
              // Only beside a logo the site still has: a layout whose logo staff removed stays without.
              const kept = await tx
                .select({ kind: siteLogos.kind })
                .from(siteLogos)
                .where(eq(siteLogos.siteId, site.id));
              const has = new Set(kept.map((row) => row.kind));
              const added = lightLogos.filter((logo) => has.has(logo.kind.replace(/_light$/, '')));
              if (added.length === 0) return;
              await tx
                .insert(siteLogos)
                .values(added.map((logo) => ({ siteId: site.id, ...logo })))
                .onConflictDoNothing();
            },
          } satisfies SeedUnit,
        ]),
    ...site.templates.map(
      (template) =>
        ({
          key: `${prefix}:template:${template.mobileTemplate}`,
          async apply(tx) {
            await tx
              .insert(templateConfigs)
              .values({ siteId: site.id, ...template })
              .onConflictDoNothing();
          },
        }) satisfies SeedUnit,
    ),
    ...site.redirects.map(
      (redirect) =>
        ({
          key: `${prefix}:redirect:${redirect.from}`,
          async apply(tx) {
            await tx
              .insert(routeRedirects)
              .values({ siteId: site.id, fromPath: redirect.from, toPath: redirect.to })
              .onConflictDoNothing();
          },
        }) satisfies SeedUnit,
    ),
    ...site.footer.map(
      (section, sort) =>
        ({
          key: `${prefix}:footer:${section.section}`,
          async apply(tx) {
            const [created] = await tx
              .insert(footerSections)
              .values({ siteId: site.id, section: section.section, titles: section.titles, sort })
              .onConflictDoNothing()
              .returning({ id: footerSections.id });
            // An existing section is the operator's: its items are theirs to curate.
            if (!created) return;
            await tx
              .insert(footerItems)
              .values(
                section.items.map((item, itemSort) => ({ sectionId: created.id, ...item, sort: itemSort })),
              );
          },
        }) satisfies SeedUnit,
    ),
  ];
}
