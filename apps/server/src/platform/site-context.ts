import type { FastifyRequest } from 'fastify';
import { AppError, PlatformErrors } from './app-error';
import type { RequestSite, SiteDirectory } from './request-context';

/** Host header without port, lower case: `Site2.LocalHost:3000` and `site2.localhost` are one site. */
export function hostName(host: string): string {
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (withoutPort ?? '').toLowerCase().replace(/\.$/, '');
}

function requestedSiteId(request: FastifyRequest): number | undefined {
  const input = (request.method === 'GET' ? request.query : request.body) as { site_id?: unknown } | null;
  const id = input?.site_id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * The site a call is for: `site_id` from the (validated) body or query, else the site owning the Host,
 * else the configured default site (0 = none). A named site that does not exist is not replaced by
 * another: the caller asked for it, so it gets 4004.
 */
export async function resolveSite(
  request: FastifyRequest,
  sites: SiteDirectory,
  defaultSiteId: number,
): Promise<RequestSite> {
  const siteId = requestedSiteId(request);
  const site =
    siteId !== undefined
      ? await sites.findActiveById(siteId)
      : await siteOfHost(request, sites, defaultSiteId);
  if (!site) throw new AppError(PlatformErrors.siteNotFound);
  return site;
}

/** The site owning the request's Host, else the configured default site (0 = none). */
export async function siteOfHost(
  request: FastifyRequest,
  sites: SiteDirectory,
  defaultSiteId: number,
): Promise<RequestSite | undefined> {
  return (
    (await sites.findActiveByHost(hostName(request.host))) ??
    (defaultSiteId > 0 ? await sites.findActiveById(defaultSiteId) : undefined)
  );
}
