import { footerItemHref } from '@arks/contracts';

export interface FooterLink {
  href: string;
  outer: boolean;
  /** `outerLink` marks http(s) targets (spec §2); they open in a new tab. */
  className: string | undefined;
  target: '_blank' | undefined;
  rel: string | undefined;
}

/** Footer item url: http(s) is an outer link in a new tab, anything else an in-app page (main/{id}, faq/{id}). */
export function footerLink(url: string): FooterLink {
  const { outer, href } = footerItemHref(url.trim());
  return outer
    ? { href, outer, className: 'outerLink', target: '_blank', rel: 'noopener noreferrer' }
    : { href, outer, className: undefined, target: undefined, rel: undefined };
}
