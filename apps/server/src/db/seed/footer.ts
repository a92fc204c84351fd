import type { SeedFooterSection } from './types';
import { inEveryLanguage, type SeedTexts } from './texts';

type Section = keyof SeedTexts['footer']['sections'];
type Link = keyof SeedTexts['footer']['links'];
/** A link to one of the seeded info pages: its url is its key. */
type PageLink = Extract<Link, `${string}/${number}`>;

// One footer catalogue for every seeded site, in every language (texts/). Item urls follow the
// outer-link rule of spec §2: http(s) opens outside, otherwise main/{id} (content page) or faq/{id}.
const SECTIONS: { section: Section; items: (PageLink | { url: string; title: Link })[] }[] = [
  { section: 'announcement', items: ['main/1'] },
  { section: 'deposit', items: ['faq/1', 'faq/2'] },
  { section: 'discount', items: ['main/2'] },
  { section: 'home', items: ['main/3', 'main/4', 'main/5'] },
  { section: 'letter', items: ['faq/3'] },
  { section: 'sign_up_user', items: ['faq/4'] },
  { section: 'sponsor', items: ['main/6'] },
  { section: 'wallet', items: ['faq/5'] },
  { section: 'withdrawal', items: ['faq/6', 'faq/7'] },
  { section: 'customer_service', items: ['main/7', 'faq/8'] },
  {
    section: 'custom_link',
    items: [
      { url: 'https://www.begambleaware.org/', title: 'responsibleGambling' },
      { url: 'https://www.gamblingtherapy.org/', title: 'gamblingTherapy' },
    ],
  },
];

export const seedFooter: SeedFooterSection[] = SECTIONS.map(({ section, items }) => ({
  section,
  titles: inEveryLanguage((texts) => texts.footer.sections[section]),
  items: items.map((item) => {
    const { url, title } = typeof item === 'string' ? { url: item, title: item } : item;
    return { url, titles: inEveryLanguage((texts) => texts.footer.links[title]) };
  }),
}));
