/** The module's public face: what other modules may use. */
export { allSiteCurrencies, findSite, listAllSites, listCurrencies, listLanguages } from './repository';
export { createSiteService } from './service';
export type { Site, SiteService } from './service';
export { siteDetailBoot } from './site-detail';
