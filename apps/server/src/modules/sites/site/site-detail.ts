import { COUNTRY_BOOT_KEY, Footer, SiteDetail, TemplateConfig, WebLogo } from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import { carriedAnswer, pageLanguage, type PageBoot } from '../../../platform/app-shell';
import { requestCountry } from '../../../platform/country';
import type { RequestSite } from '../../../platform/request-context';
import { siteOfHost } from '../../../platform/site-context';
import type { SiteService } from './service';

/** The SiteDetail call's answer (spec §7 site/detail): one definition for the call and the page. */
export async function siteDetail(sites: SiteService, site: RequestSite, host: string) {
  return { site_id: site.id, env_config: await sites.envConfig(site, host) };
}

/**
 * The member site's first page carries the detail its SiteDetail call would answer (no `site_id`: the
 * site of the Host, as that call resolves it), under the call's name, and the template configuration
 * the page draws its colours with, and has its language's texts fetched with the page: the page waits
 * for all three before it shows anything. The logos and the footer come too, for the header and
 * footer of every page.
 */
export function siteDetailBoot(sites: SiteService, defaultSiteId: number): PageBoot {
  return async (request: FastifyRequest) => {
    const site = await siteOfHost(request, sites, defaultSiteId);
    if (!site) return null;
    const detail = await siteDetail(sites, site, request.host);
    const env = detail.env_config;
    const lang = pageLanguage(request, env);
    // Each is only a head start: one that fails is left out, and the page asks for it itself.
    const optional = <T>(answer: Promise<T>) => answer.catch(() => undefined);
    const [template, logos, footer] = await Promise.all([
      optional(sites.templateConfig(site, lang, env.mobile_template)),
      optional(sites.logos(site)),
      optional(sites.footer(site, lang)),
    ]);
    const country = requestCountry(request);
    return {
      answers: {
        ...carriedAnswer(SiteDetail, undefined, detail),
        // The page picks a first visitor's language by their country, as `pageLanguage` did here.
        ...(country && { [COUNTRY_BOOT_KEY]: country }),
        // Keyed by the language and mobile template the page asks for.
        ...(template &&
          carriedAnswer(TemplateConfig, { lang, mobileTemplateName: env.mobile_template }, template)),
        // Every page's header and footer: drawn with the first paint instead of after two calls.
        ...(logos && carriedAnswer(WebLogo, undefined, { list: logos })),
        ...(footer && carriedAnswer(Footer, { lang }, { list: footer })),
      },
      // The page loads its language's texts before it draws anything.
      chunks: [`language:${lang}`],
    };
  };
}
