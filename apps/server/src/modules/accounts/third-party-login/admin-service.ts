import type { AdminThirdPartyLoginSave, TAdminThirdPartyProvider } from '@arks/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { openSecret, sealSecret } from '../../../platform/secret-box';
import { findSite, type Site } from '../../sites/site';
import { createStaffAuditWriter } from '../staff';
import { issuerProblem, type OidcClients } from './oidc-client';
import * as repo from './repository';
import { redirectUri } from './service';

type SaveInput = z.output<typeof AdminThirdPartyLoginSave.request>;
interface Staff {
  staffId: number;
  ip: string;
}

const bad = (message: string) => new AppError(PlatformErrors.badRequest, { message });

function view(site: Site, p: repo.ProviderRow): TAdminThirdPartyProvider {
  return {
    site_id: p.siteId,
    key: p.key,
    name: p.name,
    issuer: p.issuer,
    client_id: p.clientId,
    secret_set: true,
    scopes: p.scopes,
    active: p.active,
    sort: p.sort,
    redirect_uri: redirectUri(site),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Staff set up a site's OpenID providers; the secret goes in sealed and never comes back out. */
export function createThirdPartyLoginAdmin(deps: {
  db: Db;
  clock: Clock;
  key: string;
  clients: OidcClients;
  production: boolean;
}) {
  const { db, clients } = deps;
  async function siteOf(siteId: number): Promise<Site> {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.notFound, { message: `site_id: no site ${siteId}` });
    return site;
  }

  return {
    async list(siteId: number) {
      const site = await siteOf(siteId);
      return (await repo.listProviders(db, siteId)).map((p) => view(site, p));
    },

    async save(input: SaveInput, who: Staff) {
      const site = await siteOf(input.site_id);
      const problem = issuerProblem(input.issuer, deps.production);
      if (problem) throw bad(problem);
      const stored = await repo.findProvider(db, site.id, input.key);
      const secretEnc = input.client_secret
        ? sealSecret(input.client_secret, deps.key)
        : stored?.clientSecretEnc;
      if (!secretEnc) throw bad('client_secret: required for a new provider');
      const settings = {
        issuer: input.issuer,
        clientId: input.client_id,
        clientSecret: openSecret(secretEnc, deps.key),
      };
      // A provider switched on must answer its discovery now, not at a member's first click.
      if (input.active) {
        clients.forget(settings);
        try {
          await clients.config(settings);
        } catch {
          throw bad('issuer: no OpenID configuration could be read from this issuer');
        }
      }
      const saved = await db.transaction(async (tx) => {
        const row = await repo.upsertProvider(tx, {
          siteId: site.id,
          key: input.key,
          name: input.name,
          issuer: input.issuer,
          clientId: input.client_id,
          clientSecretEnc: secretEnc,
          scopes: input.scopes,
          active: input.active,
          sort: input.sort,
          updatedAt: deps.clock.now(),
        });
        // In the same transaction: no saved change without its audit row.
        await createStaffAuditWriter(
          tx,
          deps.clock,
        )({
          staffId: who.staffId,
          action: 'third_party_login_save',
          target: `site:${site.id}`,
          // Never the secret itself.
          detail: { ...input, client_secret: input.client_secret ? 'changed' : undefined },
          ip: who.ip,
        });
        return row;
      });
      if (stored) clients.forget({ ...settings, clientSecret: openSecret(stored.clientSecretEnc, deps.key) });
      return view(site, saved);
    },
  };
}
export type ThirdPartyLoginAdmin = ReturnType<typeof createThirdPartyLoginAdmin>;
