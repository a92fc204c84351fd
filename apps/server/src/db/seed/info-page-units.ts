import { INFO_PAGE_KINDS, type InfoPageKind } from '@arks/contracts';
import { infoPages } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage, paragraphs, SEED_TEXTS, withSite, type SeedTexts, type TitledSite } from './texts';

interface PageText {
  title: string;
  summary?: string;
  body: string[];
}

/** Covers are files of the site's art folder (public/sites/{id}/). */
const COVERS: Partial<Record<`${InfoPageKind}/${number}`, string>> = {
  'discount/1': 'promo-sign-in.svg',
  'discount/2': 'promo-red-envelope.svg',
};

const pageText = (texts: SeedTexts, kind: InfoPageKind, number: number) =>
  (texts.infoPages[kind] as Record<number, PageText>)[number]!;

/**
 * The pages the seeded footer links to (main/1-7, faq/1-8) and the promotions the product really runs
 * (sign-in rewards, red envelopes), in every language (texts/). Staff replace them.
 */
function pages(site: TitledSite) {
  return INFO_PAGE_KINDS.flatMap((kind) =>
    Object.keys(SEED_TEXTS.en_US.infoPages[kind]).map((key) => {
      const number = Number(key);
      const text = (texts: SeedTexts) => pageText(texts, kind, number);
      return {
        kind,
        number,
        titles: inEveryLanguage((texts) => text(texts).title),
        // Only promotions carry a summary; the other pages keep an empty one.
        summaries:
          text(SEED_TEXTS.en_US).summary === undefined
            ? {}
            : inEveryLanguage((texts) => text(texts).summary!),
        bodies: inEveryLanguage((texts, lang) =>
          paragraphs(text(texts).body.map((line) => withSite(line, site, lang))),
        ),
        cover: COVERS[`${kind}/${number}`],
      };
    }),
  );
}

export function infoPageUnits(site: { id: number } & TitledSite): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:info-pages`,
      async apply(tx) {
        await tx
          .insert(infoPages)
          .values(
            pages(site).map((page, i) => ({
              siteId: site.id,
              kind: page.kind,
              number: page.number,
              titles: page.titles,
              summaries: page.summaries,
              bodies: page.bodies,
              coverUrl: page.cover ? `/static/sites/${site.id}/${page.cover}` : null,
              sort: i,
            })),
          )
          .onConflictDoNothing();
      },
    },
  ];
}
