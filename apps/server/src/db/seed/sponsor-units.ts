import type { LangCode } from '@arks/contracts';
import { siteModels } from '../schema';
import type { SeedUnit } from './index';
import { SEED_TEXTS, withSite, type SeedTexts, type TitledSite } from './texts';

type SponsorKey = keyof SeedTexts['sponsors'];

/**
 * The demo brands' sponsorships (spec §2 /sponsor, §7 model_sponsor), so the page the navigation
 * links is not empty: two clubs per brand, a wordless crest each (public/sites/<id>/sponsors/, drawn
 * by hand as plain SVG) and their name and line in each language the site offers (a row per language,
 * as staff keep them). For every template (model_version null). `site:create` sites start with none,
 * and their navigation leaves the link out until staff add one.
 */
const SPONSORS: Record<number, { key: SponsorKey; picture: string }[]> = {
  1: [
    { key: 'harbourLions', picture: 'harbour-lions.svg' },
    { key: 'jadeRiver', picture: 'jade-river.svg' },
  ],
  2: [
    { key: 'lotusBay', picture: 'lotus-bay.svg' },
    { key: 'goldenWave', picture: 'golden-wave.svg' },
  ],
};

export function sponsorRows(site: { id: number; languages: string[] } & TitledSite) {
  const sponsors = SPONSORS[site.id] ?? [];
  return (site.languages as LangCode[]).flatMap((language) =>
    sponsors.map(({ key, picture }, sort) => {
      const text = SEED_TEXTS[language].sponsors[key];
      return {
        siteId: site.id,
        kind: 'sponsor' as const,
        language,
        modelVersion: null,
        title: text.title,
        imageUrl: `/static/sites/${site.id}/sponsors/${picture}`,
        content: `<p>${withSite(text.story, site, language)}</p>`,
        sort,
      };
    }),
  );
}

export function sponsorUnits(site: { id: number; languages: string[] } & TitledSite): SeedUnit[] {
  const rows = sponsorRows(site);
  if (rows.length === 0) return [];
  return [
    {
      key: `site:${site.id}:sponsors`,
      async apply(tx) {
        await tx.insert(siteModels).values(rows);
      },
    },
  ];
}
