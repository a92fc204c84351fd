import type { CurrencyCode } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, fieldError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { LocalizedTexts } from '../../../platform/localized-text';
import { sealSecret } from '../../../platform/secret-box';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { findSite, listCurrencies, listLanguages } from '../../sites/site';
import * as repo from './channel-repository';
import { channelColumns, channelView, draftOf, type ChannelDraft } from './channel-rules';
import { DepositChannelErrors } from './errors';
import { SANDBOX_MERCHANT } from './gateway';

type Fields = Partial<Omit<ChannelDraft, 'type'>> & { secret?: string };

/**
 * Staff's side of deposit channels: list, create, change, switch on and off, and order them. Each
 * change runs in one transaction with its audit row (before and after, never the secret); a change
 * locks the rows it touches, so two staff members saving at once apply one after the other.
 */
export function createChannelAdmin(deps: { db: Db; clock: Clock; sealKey: string }) {
  const { db, clock } = deps;

  /** The site's languages (the names each needs) once the site is known to offer `currency`. */
  async function siteOffering(tx: DbOrTx, siteId: number, currency: string) {
    if (!(await findSite(tx, siteId))) throw fieldError('site_id', `site_id: no site ${siteId}`);
    if (!(await listCurrencies(tx, siteId)).includes(currency))
      throw fieldError('currency', `currency: the site does not offer ${currency}`);
    return listLanguages(tx, siteId);
  }

  function sealed(merchantId: string | null | undefined, secret: string | undefined) {
    // The sandbox merchant signs with the server's own sandbox secret; staff cannot claim it.
    if (merchantId === SANDBOX_MERCHANT) throw fieldError('merchant_id', 'merchant_id: reserved');
    return secret === undefined ? undefined : sealSecret(secret, deps.sealKey);
  }

  async function audit(
    tx: DbOrTx,
    who: StaffActor,
    action: string,
    id: number,
    detail: Record<string, unknown>,
  ) {
    await createStaffAuditWriter(
      tx,
      clock,
    )({
      staffId: who.staffId,
      action,
      target: `deposit_channel:${id}`,
      detail,
      ip: who.ip,
    });
  }

  async function locked(tx: DbOrTx, id: number) {
    const row = await repo.lockChannel(tx, id);
    if (!row) throw new AppError(DepositChannelErrors.notFound);
    return row;
  }

  return {
    async list(f: {
      site_id?: number;
      currency?: string;
      type?: 'bank' | 'gateway';
      active?: 'true' | 'false';
      page: number;
      page_size: number;
    }) {
      const { rows, total } = await repo.listChannels(db, {
        siteId: f.site_id,
        currency: f.currency,
        type: f.type,
        active: f.active === undefined ? undefined : f.active === 'true',
        limit: f.page_size,
        offset: (f.page - 1) * f.page_size,
      });
      return { list: rows.map(channelView), total };
    },

    async create(
      who: StaffActor,
      input: Fields & {
        site_id: number;
        currency: string;
        type: 'bank' | 'gateway';
        active: boolean;
        names: LocalizedTexts;
        min_amount: string;
        max_amount: string;
        reason?: string;
      },
    ) {
      return db.transaction(async (tx) => {
        const languages = await siteOffering(tx, input.site_id, input.currency);
        const columns = channelColumns(input, input.currency as CurrencyCode, languages);
        const secretEnc = input.type === 'gateway' ? sealed(input.merchant_id, input.secret) : undefined;
        if (input.type === 'gateway' && !secretEnc)
          throw fieldError('secret', 'secret: required for a gateway');
        if (input.type === 'bank' && input.secret !== undefined)
          throw fieldError('secret', 'secret: not used by this type of channel');
        const row = await repo.insertChannel(tx, {
          ...columns,
          siteId: input.site_id,
          currency: input.currency,
          type: input.type,
          secretEnc: secretEnc ?? null,
          active: input.active,
          sort: await repo.nextSort(tx, input.site_id, input.currency),
          updatedAt: clock.now(),
        });
        const after = channelView(row);
        await audit(tx, who, 'deposit_channel_created', row.id, { after, reason: input.reason ?? null });
        return after;
      });
    },

    async update(who: StaffActor, input: Fields & { id: number; reason: string }) {
      return db.transaction(async (tx) => {
        const current = await locked(tx, input.id);
        const languages = await listLanguages(tx, current.siteId);
        const { id: _id, reason, secret, ...changes } = input;
        const draft: ChannelDraft = { ...draftOf(current), ...changes };
        const columns = channelColumns(draft, current.currency as CurrencyCode, languages);
        if (current.type === 'bank' && secret !== undefined)
          throw fieldError('secret', 'secret: not used by this type of channel');
        const merchantChanged = columns.merchantId !== current.merchantId;
        // A new merchant signs with its own secret: the old one must not follow it.
        if (merchantChanged && secret === undefined)
          throw fieldError('secret', 'secret: required with a new merchant');
        const secretEnc =
          current.type === 'gateway' && secret !== undefined ? sealed(columns.merchantId, secret) : undefined;
        const row = await repo.updateChannel(tx, current.id, {
          ...columns,
          ...(secretEnc !== undefined ? { secretEnc } : {}),
          updatedAt: clock.now(),
        });
        const after = channelView(row);
        await audit(tx, who, 'deposit_channel_updated', row.id, {
          before: channelView(current),
          after,
          secret_replaced: secretEnc !== undefined,
          reason,
        });
        return after;
      });
    },

    async setActive(who: StaffActor, input: { id: number; active: boolean; reason: string }) {
      return db.transaction(async (tx) => {
        const current = await locked(tx, input.id);
        const row = await repo.updateChannel(tx, current.id, {
          active: input.active,
          updatedAt: clock.now(),
        });
        await audit(tx, who, input.active ? 'deposit_channel_enabled' : 'deposit_channel_disabled', row.id, {
          before: { active: current.active },
          after: { active: row.active },
          reason: input.reason,
        });
        return channelView(row);
      });
    },

    async reorder(
      who: StaffActor,
      input: { site_id: number; currency: string; ids: number[]; reason?: string },
    ) {
      return db.transaction(async (tx) => {
        const rows = await repo.lockScope(tx, input.site_id, input.currency);
        const known = new Set(rows.map((r) => r.id));
        if (rows.length !== input.ids.length || input.ids.some((id) => !known.has(id)))
          throw fieldError('ids', 'ids: every channel of this site and currency, each once');
        const before = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id).map((r) => r.id);
        await repo.setSorts(tx, input.ids, clock.now());
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'deposit_channels_reordered',
          target: `site:${input.site_id}:${input.currency}`,
          detail: { before, after: input.ids, reason: input.reason ?? null },
          ip: who.ip,
        });
        const { rows: now } = await repo.listChannels(tx, {
          siteId: input.site_id,
          currency: input.currency,
          limit: 100,
          offset: 0,
        });
        return { list: now.map(channelView) };
      });
    },
  };
}
export type ChannelAdmin = ReturnType<typeof createChannelAdmin>;
