import type { FastifyInstance } from 'fastify';
import { resolveSite } from '../../../platform/site-context';
import type { CallDeps } from '../../../platform/register-call';
import type { Site } from './service';

export interface ManifestInput {
  site: Pick<Site, 'titleZh' | 'titleEn' | 'defaultLanguage'>;
  colors: { background?: string; primary?: string } | null;
  favicon: string | null;
}

/**
 * The web-app manifest of a site (spec §1 web-app mode): installing the member site from the browser
 * opens it standalone with the `pwa` flag, in the site's own name, colours and icon.
 */
export function webManifest({ site, colors, favicon }: ManifestInput) {
  const name = site.defaultLanguage.startsWith('zh') ? site.titleZh : site.titleEn;
  return {
    name,
    short_name: name,
    lang: site.defaultLanguage.replace('_', '-'),
    start_url: '/?pwa=1',
    scope: '/',
    display: 'standalone',
    background_color: colors?.background ?? '#000000',
    theme_color: colors?.background ?? colors?.primary ?? '#000000',
    icons: favicon ? [{ src: favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : [],
  };
}

export function registerManifestRoute(app: FastifyInstance, deps: CallDeps): void {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const site = await resolveSite(request, deps.sites, deps.defaultSiteId);
    const [logos, look] = await Promise.all([
      deps.sites.logos(site),
      deps.sites.templateConfig(site, site.defaultLanguage).catch(() => null),
    ]);
    const favicon = logos.find((l) => l.kind === 'favicon')?.photo_path ?? null;
    reply.header('cache-control', 'no-cache').type('application/manifest+json');
    return webManifest({ site, colors: look?.colors ?? null, favicon });
  });
}
