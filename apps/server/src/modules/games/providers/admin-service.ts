import type { z } from 'zod';
import type { AdminProviderList, AdminProviderSave, ZAdminProvider } from '@arks/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { gameProviders, providerCredentials } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { openSecret, sealSecret } from '../../../platform/secret-box';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { ProviderAdapter } from './adapter';
import { createHttpProvider } from './http-adapter';
import { HOUSE_GP_ID } from './providers';

type SaveInput = z.infer<typeof AdminProviderSave.request>;
type AdminProvider = z.infer<typeof ZAdminProvider>;
type PageInput = z.output<typeof AdminProviderList.request>;

const bad = (message: string) => new AppError(PlatformErrors.badRequest, { message });

/**
 * Staff configure third-party providers; every node keeps its map of reachable providers in step
 * with the table (at start, after a save on this node, and on a short interval for the others).
 */
export function createProviderAdmin(deps: {
  db: Db;
  clock: Clock;
  key: string;
  providers: Map<string, ProviderAdapter>;
  /** Tells every node a provider changed: each refreshes its map and drops its cached game lists. */
  invalidate: () => Promise<void>;
}) {
  const { db, key, providers } = deps;

  /** Adds configured active providers to the map and drops the ones no longer configured or active. */
  async function refresh(): Promise<void> {
    const rows = await db
      .select({ provider: gameProviders, credentials: providerCredentials })
      .from(gameProviders)
      .leftJoin(providerCredentials, eq(providerCredentials.gpId, gameProviders.gpId));
    for (const { provider, credentials } of rows) {
      if (provider.gpId === HOUSE_GP_ID) continue;
      if (!provider.active || !credentials) {
        providers.delete(provider.gpId);
        continue;
      }
      providers.set(
        provider.gpId,
        createHttpProvider({
          gpId: provider.gpId,
          baseUrl: credentials.baseUrl,
          operator: credentials.operator,
          secret: openSecret(credentials.secretEnc, key),
        }),
      );
    }
  }

  const rows = (on: DbOrTx, gpId?: string) =>
    on
      .select({ provider: gameProviders, credentials: providerCredentials })
      .from(gameProviders)
      .leftJoin(providerCredentials, eq(providerCredentials.gpId, gameProviders.gpId))
      .where(gpId ? eq(gameProviders.gpId, gpId) : undefined)
      .orderBy(asc(gameProviders.gpId));

  async function list(on: DbOrTx = db): Promise<AdminProvider[]> {
    return (await rows(on)).map(view);
  }

  /** The staff list: a few hundred rows at most, so filtered, sorted and paged here on the server. */
  async function page(q: PageInput) {
    const needle = q.q?.toLowerCase();
    const found = (await list()).filter(
      (p) => !needle || p.gp_id.toLowerCase().includes(needle) || p.name.toLowerCase().includes(needle),
    );
    const dir = q.order === 'desc' ? -1 : 1;
    found.sort((a, b) => dir * a[q.sort].localeCompare(b[q.sort]));
    const from = (q.page - 1) * q.page_size;
    return { list: found.slice(from, from + q.page_size), total: found.length };
  }

  /** One provider as staff see it (never its secret), or undefined. */
  async function one(gpId: string, on: DbOrTx = db): Promise<AdminProvider | undefined> {
    const [row] = await rows(on, gpId);
    return row && view(row);
  }

  async function detail(gpId: string): Promise<AdminProvider> {
    const found = await one(gpId);
    if (!found) throw new AppError(PlatformErrors.notFound, { message: 'gp_id: no such provider' });
    return found;
  }

  function view({ provider: p, credentials: c }: Awaited<ReturnType<typeof rows>>[number]): AdminProvider {
    return {
      gp_id: p.gpId,
      name: p.name,
      active: p.active,
      transfer_enabled: p.transferEnabled,
      maintenance_start_at: p.maintenanceStartAt?.toISOString() ?? null,
      maintenance_end_at: p.maintenanceEndAt?.toISOString() ?? null,
      house: p.gpId === HOUSE_GP_ID,
      base_url: c?.baseUrl ?? null,
      operator: c?.operator ?? null,
      secret_set: Boolean(c),
      open_mode: p.openMode,
      modal_game_types: p.modalGameTypes,
      quickbet_url: p.quickbetUrl,
      blocked_devices: p.blockedDevices,
      reachable: p.active && providers.has(p.gpId),
    };
  }

  async function save(input: SaveInput, who: { staffId: number; ip: string }): Promise<AdminProvider> {
    const house = input.gp_id === HOUSE_GP_ID;
    const credentialsGiven =
      input.base_url !== undefined || input.operator !== undefined || input.secret !== undefined;
    if (house && credentialsGiven) throw bad('base_url: the house provider is configured by the environment');
    const { maintenance_start_at: from, maintenance_end_at: to } = input;
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      throw bad('maintenance_end_at: must be after maintenance_start_at');
    }
    const { reason, secret, ...wanted } = input;
    await db.transaction(async (tx) => {
      // Serialises saves of one provider, so the audit's "before" is what this save replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`arks:provider:${input.gp_id}`}))`);
      const before = (await one(input.gp_id, tx)) ?? null;
      const provider = {
        name: input.name,
        active: input.active,
        transferEnabled: input.transfer_enabled,
        maintenanceStartAt: input.maintenance_start_at ? new Date(input.maintenance_start_at) : null,
        maintenanceEndAt: input.maintenance_end_at ? new Date(input.maintenance_end_at) : null,
        ...(input.open_mode ? { openMode: input.open_mode } : {}),
        ...(input.modal_game_types ? { modalGameTypes: [...new Set(input.modal_game_types)] } : {}),
        ...(input.quickbet_url !== undefined ? { quickbetUrl: input.quickbet_url } : {}),
        ...(input.blocked_devices
          ? { blockedDevices: [...new Set(input.blocked_devices)].sort((a, b) => a - b) }
          : {}),
      };
      await tx
        .insert(gameProviders)
        .values({ gpId: input.gp_id, ...provider })
        .onConflictDoUpdate({ target: gameProviders.gpId, set: provider });
      const [stored] = await tx
        .select()
        .from(providerCredentials)
        .where(eq(providerCredentials.gpId, input.gp_id));
      if (credentialsGiven) {
        const baseUrl = input.base_url ?? stored?.baseUrl;
        const operator = input.operator ?? stored?.operator;
        const secretEnc = secret ? sealSecret(secret, key) : stored?.secretEnc;
        if (!baseUrl) throw bad('base_url: required to configure a provider');
        if (!operator) throw bad('operator: required to configure a provider');
        if (!secretEnc) throw bad('secret: required to configure a provider');
        const row = { baseUrl, operator, secretEnc, updatedAt: deps.clock.now() };
        await tx
          .insert(providerCredentials)
          .values({ gpId: input.gp_id, ...row })
          .onConflictDoUpdate({ target: providerCredentials.gpId, set: row });
      } else if (input.active && !house && !stored) {
        throw bad('active: store base_url, operator and secret before switching the provider on');
      }
      const after = (await one(input.gp_id, tx))!;
      // Never the secret itself: the views say only whether one is set, and the detail whether it changed.
      await createStaffAuditWriter(
        tx,
        deps.clock,
      )({
        staffId: who.staffId,
        action: 'provider_save',
        target: `provider:${input.gp_id}`,
        detail: { reason, secret_replaced: Boolean(secret), before, after, asked: wanted },
        ip: who.ip,
      });
    });
    await refresh();
    await deps.invalidate();
    return (await list()).find((p) => p.gp_id === input.gp_id)!;
  }

  return { refresh, list, page, detail, save };
}
export type ProviderAdmin = ReturnType<typeof createProviderAdmin>;
