import { SiteDetail } from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import type { PageBoot } from '../../../platform/app-shell';
import type { RequestSite } from '../../../platform/request-context';
import { siteOfHost } from '../../../platform/site-context';
import type { SiteService } from './service';

/** The SiteDetail call's answer (spec §7 site/detail): one definition for the call and the page. */
export async function siteDetail(sites: SiteService, site: RequestSite, host: string) {
  return { site_id: site.id, env_config: await sites.envConfig(site, host) };
}

/**
 * The member site's first page carries the detail its SiteDetail call would answer (no `site_id`: the
 * site of the Host, as that call resolves it), under the call's name.
 */
export function siteDetailBoot(sites: SiteService, defaultSiteId: number): PageBoot {
  return async (request: FastifyRequest) => {
    const site = await siteOfHost(request, sites, defaultSiteId);
    return site ? { answers: { [SiteDetail.name]: await siteDetail(sites, site, request.host) } } : null;
  };
}
