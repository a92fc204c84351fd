import { isRequestError } from '../../../api/request-error';

/**
 * Spec §7 /arks/web/site/detail "on failure env config from a static storage file": the server keeps a
 * copy of each host's public detail under /site-config/ (apps/server sites/site/config-files.ts), read
 * when the call fails for want of a server (5xx, no answer, timeout). A refusal (the site is unknown or
 * disabled: 4xx) stays an error: the copy would show a site that is not served.
 */
export function siteDetailFallsBack(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'business' || error.kind === 'invalid') return (error.status ?? 0) >= 500;
  return false;
}

/** The files to try, in order: this host's, then the default site's (a host no site claims). */
export function siteConfigFiles(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const own = /^[a-z0-9.-]+$/.test(host) ? [`/site-config/${host}.json`] : [];
  return [...own, '/site-config/default.json'];
}

/** The copy names the websocket address of the host it was written for; the page uses its own. */
export function withPageSockets<T extends { env_config: object }>(detail: T, host: string): T {
  return {
    ...detail,
    env_config: {
      ...detail.env_config,
      CONFIG_WEBSOCKET_URL: `ws://${host}`,
      CONFIG_WEBSOCKET_URL_SSL: `wss://${host}`,
    },
  };
}
