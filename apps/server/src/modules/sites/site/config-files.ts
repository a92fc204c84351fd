import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteDetail } from '@arks/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import * as repo from './repository';
import type { SiteService } from './service';
import { siteDetail } from './site-detail';

/** Where the member site looks when /arks/web/site/detail fails (apps/web features/site/api/site-detail.ts). */
export const SITE_CONFIG_PREFIX = '/site-config/';
/** The file of the site a host no site claims is served (DEFAULT_SITE_ID). */
export const DEFAULT_CONFIG_FILE = 'default.json';

/** A host as a file name: the hosts staff enter are DNS names, anything else is passed over. */
const FILE_HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

/**
 * Spec §7 /arks/web/site/detail "on failure env config from a static storage file": one file per host
 * of every active site (`<host>.json`, and `default.json` for hosts no site claims), holding exactly
 * the public detail the call answers (through the call's own schema, so nothing else can slip in),
 * written at start, after every change of a site's settings, and every few minutes (so a node that did
 * not make the change catches up). The files are served as static assets under /site-config/, read
 * from disk even when the database cannot answer. Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function createSiteConfigFiles(deps: {
  db: Db;
  sites: SiteService;
  dir: string;
  defaultSiteId: number;
  log: FastifyBaseLogger;
}) {
  let queue: Promise<void> = Promise.resolve();

  async function detailFor(siteId: number, host: string) {
    const site = await deps.sites.findActiveById(siteId);
    if (!site) return null;
    return SiteDetail.data.parse(await siteDetail(deps.sites, site, host));
  }

  async function put(file: string, content: unknown): Promise<void> {
    const target = path.join(deps.dir, file);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(content)}\n`, 'utf8');
    await rename(temporary, target);
  }

  async function writeNow(): Promise<void> {
    await mkdir(deps.dir, { recursive: true });
    const hosts = (await repo.listActiveSiteHosts(deps.db)).filter(({ host }) => FILE_HOST.test(host));
    const written = new Set<string>();
    for (const { host, siteId } of hosts) {
      const detail = await detailFor(siteId, host);
      if (!detail) continue;
      await put(`${host}.json`, detail);
      written.add(`${host}.json`);
    }
    if (deps.defaultSiteId > 0) {
      const fallbackHost = hosts.find((h) => h.siteId === deps.defaultSiteId)?.host ?? 'localhost';
      const detail = await detailFor(deps.defaultSiteId, fallbackHost);
      if (detail) {
        await put(DEFAULT_CONFIG_FILE, detail);
        written.add(DEFAULT_CONFIG_FILE);
      }
    }
    // A host no longer served (moved, removed, its site disabled) keeps no file.
    for (const name of await readdir(deps.dir)) {
      if (name.endsWith('.json') && !written.has(name)) await rm(path.join(deps.dir, name), { force: true });
    }
  }

  return {
    /** Rewrites every file; runs one at a time, the last call's view winning. */
    writeAll(): Promise<void> {
      queue = queue
        .then(writeNow)
        .catch((err: unknown) => deps.log.warn({ err }, 'site config files not written'));
      return queue;
    },
  };
}
export type SiteConfigFiles = ReturnType<typeof createSiteConfigFiles>;
