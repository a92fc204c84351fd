import { z } from 'zod';
import { integerId } from './ids';
import { defineCall } from './call';
import { CURRENCY_CODES, FOOTER_SECTIONS, LANG_CODES, MOBILE_TEMPLATES } from './constants';

const siteId = integerId({ coerce: true });
/** site_id may be omitted: the server then resolves the site from the Host header. */
export const ZSiteScoped = z.object({ site_id: siteId.optional() });

export const ZRouteRedirect = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
});

/** `env_config` of a site (§3 "site detail holds env_config"); the field set is ours (spec: not shown). */
export const ZEnvConfig = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  theme: z.string(),
  template: z.string(),
  mobile_template: z.enum(MOBILE_TEMPLATES),
  site_template: z.string(),
  currencies: z.array(z.enum(CURRENCY_CODES as [string, ...string[]])).min(1),
  languages: z.array(z.enum(LANG_CODES as [string, ...string[]])).min(1),
  default_language: z.enum(LANG_CODES as [string, ...string[]]),
  time_zone: z.string(),
  is_demo: z.boolean(),
  /** Minutes the agent/recommend link cookies live (§9 LINK_EXPIRE_TIME). */
  link_expire_time: z.number().int().positive(),
  game_room_enabled: z.boolean(),
  customer_service_url: z.string(),
  /** A planned site maintenance (the maintenance notice), or null. */
  maintenance: z.object({ start_at: z.string(), end_at: z.string() }).nullable(),
  CONFIG_WEBSOCKET_URL: z.string(),
  CONFIG_WEBSOCKET_URL_SSL: z.string(),
  /** Server-provided route redirects (§2). */
  redirects: z.array(ZRouteRedirect),
});
export type TEnvConfig = z.infer<typeof ZEnvConfig>;

export const SiteDetail = defineCall({
  name: 'SiteDetail',
  method: 'POST',
  path: '/arks/web/site/detail',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ site_id: z.number().int(), env_config: ZEnvConfig }),
});

/**
 * A site's logo kinds. `desktop_light` and `mobile_light` are drawn for light backgrounds (light
 * templates); without one the member site shows the normal logo there too.
 */
export const LOGO_KINDS = ['desktop', 'mobile', 'favicon', 'desktop_light', 'mobile_light'] as const;
export type TLogoKind = (typeof LOGO_KINDS)[number];

/**
 * Spec §7 names only `photo_path` for a logo. The answer keeps that field and each row's `kind`, and
 * adds the light-background kinds as rows of their own: an older client that looks for `desktop`,
 * `mobile` or `favicon` still finds them unchanged and passes over the kinds it does not know.
 */
export const ZLogo = z.object({
  id: z.number().int(),
  kind: z.enum(LOGO_KINDS),
  photo_path: z.string(),
});
export const WebLogo = defineCall({
  name: 'WebLogo',
  method: 'POST',
  path: '/web/logo',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ list: z.array(ZLogo) }),
});

export const ZTemplateConfig = z.object({
  template: z.string(),
  mobile_template: z.string(),
  theme: z.string(),
  colors: z.object({
    primary: z.string(),
    accent: z.string(),
    background: z.string(),
    surface: z.string(),
    text: z.string(),
  }),
  /** Which home sections this template shows, in order. */
  home_sections: z.array(z.string()),
  /** Seeded welcome artwork and text, in the request's language (`lang` header). */
  hero: z.object({ image: z.string(), title: z.string(), subtitle: z.string() }),
});
export type TTemplateConfig = z.infer<typeof ZTemplateConfig>;
export const TemplateConfig = defineCall({
  name: 'TemplateConfig',
  method: 'POST',
  path: '/template_config',
  auth: 'public',
  request: ZSiteScoped.extend({ mobileTemplateName: z.enum(MOBILE_TEMPLATES).optional() }),
  data: ZTemplateConfig,
});

export const ZFooterItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export const ZFooterSection = z.object({
  id: z.number().int(),
  section: z.enum(FOOTER_SECTIONS),
  title: z.string(),
  items: z.array(ZFooterItem),
});
export type TFooterSection = z.infer<typeof ZFooterSection>;
export const Footer = defineCall({
  name: 'Footer',
  method: 'POST',
  path: '/arks/web/footer',
  auth: 'public',
  request: ZSiteScoped.extend({ language: z.enum(LANG_CODES as [string, ...string[]]).optional() }),
  data: z.object({ list: z.array(ZFooterSection) }),
});

/** Spec §7 cash_surplus/check: whether the cash-surplus programme runs for this site and currency. */
export const CashSurplusCheck = defineCall({
  name: 'CashSurplusCheck',
  method: 'POST',
  path: '/arks/web/cash_surplus/check',
  auth: 'public',
  request: ZSiteScoped.extend({ currency: z.string().min(2).max(8) }),
  data: z.object({ active: z.boolean() }),
});
