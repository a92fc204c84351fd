import { z } from 'zod';
import { defineCall } from './call';
import { ZSiteScoped } from './site';

/**
 * Information pages (spec §2 routes /discount, /discount/{id}, /faq, /faq/{id}, /main/{id}). The spec
 * names the routes and that footer items link to main/{id} and faq/{id}, but shows no calls for their
 * content, so these calls are ours. `id` is the number in the page's address, unique per site and kind.
 */
export const INFO_PAGE_KINDS = ['main', 'faq', 'discount'] as const;
export const ZInfoPageKind = z.enum(INFO_PAGE_KINDS);
export type InfoPageKind = (typeof INFO_PAGE_KINDS)[number];

export const ZInfoPageNumber = z.coerce.number().int().positive().max(1_000_000);

export const ZInfoPageSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
});

export const InfoPageList = defineCall({
  name: 'InfoPageList',
  method: 'POST',
  path: '/arks/web/info-pages',
  auth: 'public',
  request: ZSiteScoped.extend({ kind: ZInfoPageKind }),
  /** Live pages of the kind for the reader's language and currency, in the operator's order. */
  data: z.object({ list: z.array(ZInfoPageSummary) }),
});

export const InfoPageDetail = defineCall({
  name: 'InfoPageDetail',
  method: 'POST',
  path: '/arks/web/info-pages/detail',
  auth: 'public',
  request: ZSiteScoped.extend({ kind: ZInfoPageKind, id: ZInfoPageNumber }),
  /** `content` is sanitized HTML. A page that is not live answers code 404. */
  data: ZInfoPageSummary.extend({ content: z.string() }),
});
