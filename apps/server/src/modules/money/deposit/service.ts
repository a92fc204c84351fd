import { randomBytes } from 'node:crypto';
import { basisPointsToMultiple, FALLBACK_LANG, fromMinor } from '@arks/contracts';
import type { Db, Tx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pickText } from '../../../platform/localized-text';
import type { Clock } from '../../../platform/clock';
import { pgError } from '../../../platform/db-retry';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { LedgerService } from '../ledger';
import { findMemberById } from '../../accounts/member';
import { createStaffAuditWriter } from '../../accounts/staff';
import { dayOfInZone, dayRangeInZone } from '../wallet';
import { channelTakings, lockChannel } from './channel-repository';
import { currencyOf, parseAmount } from '../ledger';
import type { StaffActor } from '../../accounts/staff';
import { DepositErrors } from './errors';
import { createGatewayFlow, SANDBOX_MERCHANT } from './gateway';
import * as repo from './repository';

export { DepositErrors };

const orderNumber = (now: Date) =>
  `D${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

export type DepositService = ReturnType<typeof createDepositService>;

/** Who reads member-facing names: their language and their site's default (the fallback). */
interface Reader {
  lang: string;
  siteDefault: string;
}

/**
 * Manual bank deposits: the member files an order; staff approve it (a deposits_clearing -> member
 * transfer posts with the status change, key deposit:<order_number>) or reject it. Each order is
 * decided once; a retried approval is refused with 605, never paid twice.
 */
export function createDepositService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  /** Opens a gateway channel's signing secret. */
  gatewaySecret: (channel: repo.ChannelRow) => string;
  /** Sandbox gateway channels are offered only while the sandbox runs. */
  sandboxEnabled: boolean;
}) {
  const { db, clock, ledger, events } = deps;
  const usableChannels = async (siteId: number, currency: string) =>
    (await repo.activeChannels(db, siteId, currency)).filter(
      (c) => deps.sandboxEnabled || c.merchantId !== SANDBOX_MERCHANT,
    );
  const text = (minor: bigint, currency: string) => fromMinor(minor, currencyOf(currency));

  async function member(memberId: number) {
    const m = await findMemberById(db, memberId);
    if (!m) throw new AppError(PlatformErrors.unauthorized);
    return m;
  }

  /** Staff read the channel in their own language (the lang header), else English, else any. */
  const toAdmin = (o: repo.DepositRow, account: string, lang: string, type: repo.ChannelRow['type']) => ({
    id: o.id,
    order_number: o.orderNumber,
    site_id: o.siteId,
    member_id: o.memberId,
    member_account: account,
    currency: o.currency,
    amount: text(o.amount, o.currency),
    channel_name: pickText(o.channelNames, lang, FALLBACK_LANG),
    channel_names: o.channelNames,
    channel_type: type,
    gateway_trade_no: o.gatewayTradeNo,
    reference: o.reference,
    status: o.status,
    reason: o.reason,
    created_at: o.createdAt.toISOString(),
    resolved_at: o.resolvedAt?.toISOString() ?? null,
  });

  function replayOf(o: repo.DepositRow, amount: bigint, channelId: number) {
    if (o.amount !== amount || o.channelId !== channelId) throw new AppError(DepositErrors.keyConflict);
    return { order_number: o.orderNumber, status: o.status };
  }

  /** deposits_clearing -> member, once per order (key deposit:<order_number>), inside the caller's transaction. */
  async function credit(tx: Tx, o: repo.DepositRow, staffId: number | null) {
    const { transfer } = await ledger.transfer(
      {
        siteId: o.siteId,
        currency: o.currency,
        debit: { system: 'deposits_clearing' },
        credit: { member: o.memberId },
        amount: o.amount,
        kind: 'deposit',
        idempotencyKey: `deposit:${o.orderNumber}`,
        reference: o.orderNumber,
        ...(staffId ? { staffId } : {}),
      },
      tx,
    );
    return transfer.id;
  }

  /** After commit: the member hears of it at once (deposit_times tells 'first pay' from 'pay'). */
  async function announce(order: repo.DepositRow) {
    if (order.status !== 'success') return;
    events.publish('deposit.succeeded', {
      memberId: order.memberId,
      siteId: order.siteId,
      currency: order.currency,
      orderNumber: order.orderNumber,
      amount: text(order.amount, order.currency),
      depositTimes: await repo.successCount(db, order.memberId),
      amountMinor: order.amount,
      turnoverMultiple: basisPointsToMultiple(await repo.channelTurnoverBp(db, order.channelId)),
    });
    events.publish('member.balance_changed', {
      memberId: order.memberId,
      siteId: order.siteId,
      currency: order.currency,
    });
  }

  /** Bank deposits wait for staff; the back office's queue badge hears of each one coming and going. */
  function reviewChanged(o: repo.DepositRow, change: 'new' | 'resolved') {
    events.publish('review.changed', {
      queue: 'deposits',
      siteId: o.siteId,
      currency: o.currency,
      orderNumber: o.orderNumber,
      change,
    });
  }

  async function resolve(
    id: number,
    to: 'success' | 'rejected',
    reason: string | null,
    actor: StaffActor & { lang: string },
  ) {
    const order = await db.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, id);
      if (!o) throw new AppError(DepositErrors.notFound);
      if (o.status !== 'pending') throw new AppError(DepositErrors.resolved);
      const transferId = to === 'success' ? await credit(tx, o, actor.staffId) : null;
      const done = await repo.resolveOrder(tx, id, {
        status: to,
        reason,
        transferId,
        resolvedBy: actor.staffId,
        resolvedAt: clock.now(),
      });
      await createStaffAuditWriter(
        tx,
        clock,
      )({
        staffId: actor.staffId,
        action: to === 'success' ? 'deposit_approved' : 'deposit_rejected',
        target: `deposit:${o.orderNumber}`,
        detail: { member_id: o.memberId, amount: text(o.amount, o.currency), reason },
        ip: actor.ip,
      });
      return done;
    });
    await announce(order);
    reviewChanged(order, 'resolved');
    const account = (await member(order.memberId)).account;
    const types = await repo.channelTypes(db, [order.channelId]);
    return toAdmin(order, account, actor.lang, types.get(order.channelId) ?? 'bank');
  }

  const gateway = createGatewayFlow({ db, clock, gatewaySecret: deps.gatewaySecret, credit, announce, text });

  return {
    /** The member's channels, named in `lang` (else the site's default language, else English). */
    async channels(memberId: number, reader: Reader) {
      const m = await member(memberId);
      const rows = await usableChannels(m.siteId, m.currency);
      return {
        list: rows.map((c) => ({
          id: c.id,
          type: c.type,
          name: pickText(c.names, reader.lang, reader.siteDefault),
          min_amount: text(c.minAmount, c.currency),
          max_amount: text(c.maxAmount, c.currency),
          ...(c.bankName ? { bank_name: c.bankName } : {}),
          ...(c.accountName ? { account_name: c.accountName } : {}),
          ...(c.accountNumber ? { account_number: c.accountNumber } : {}),
          ...(c.bankBranch ? { bank_branch: c.bankBranch } : {}),
        })),
      };
    },

    /**
     * `site.publicOrigin` is the site's configured public origin: gateway callback and return
     * addresses are built from it alone. Without one a gateway channel refuses before any order is
     * saved. A channel's daily cap counts the site's day.
     */
    async request(
      memberId: number,
      input: { channel_id: number; amount: string; reference?: string; idempotency_key: string },
      site: { publicOrigin: string | null; timeZone: string },
    ) {
      const origin = site.publicOrigin;
      const m = await member(memberId);
      const amount = parseAmount(input.amount, currencyOf(m.currency));
      const channel = (await usableChannels(m.siteId, m.currency)).find((c) => c.id === input.channel_id);
      const answer = (o: repo.DepositRow) =>
        channel?.type === 'gateway' && o.status === 'pending'
          ? { ...replayOf(o, amount, input.channel_id), pay_url: gateway.payUrl(channel, o, origin) }
          : replayOf(o, amount, input.channel_id);
      const earlier = await repo.findByMemberKey(db, m.id, input.idempotency_key);
      if (earlier) return answer(earlier);
      if (!channel) throw new AppError(DepositErrors.channel);
      if (amount < channel.minAmount || amount > channel.maxAmount)
        throw new AppError(DepositErrors.outOfRange);
      if (channel.type === 'gateway') gateway.gatewayPage(channel, origin);
      const row = {
        orderNumber: orderNumber(clock.now()),
        siteId: m.siteId,
        memberId: m.id,
        currency: m.currency,
        channelId: channel.id,
        channelNames: channel.names,
        amount,
        reference: channel.type === 'bank' ? input.reference || null : null,
        idempotencyKey: input.idempotency_key,
        createdAt: clock.now(),
      };
      try {
        // The channel's row lock makes each order see the ones before it: a cap is never overrun.
        const o =
          channel.dailyLimit === null
            ? await repo.insertOrder(db, row)
            : await db.transaction(async (tx) => {
                const locked = await lockChannel(tx, channel.id);
                const { from, to } = await dayOfInZone(tx, clock.now(), site.timeZone);
                const taken = await channelTakings(tx, channel.id, from, to);
                if (!locked?.active || locked.dailyLimit === null || taken + amount > locked.dailyLimit)
                  throw new AppError(DepositErrors.dailyLimit);
                return repo.insertOrder(tx, row);
              });
        if (channel.type === 'bank') reviewChanged(o, 'new');
        return answer(o);
      } catch (err) {
        if (pgError(err)?.code !== '23505') throw err;
        const winner = await repo.findByMemberKey(db, m.id, input.idempotency_key);
        if (!winner) throw err;
        return answer(winner);
      }
    },

    async records(
      memberId: number,
      site: { timeZone: string; lang: string; siteDefault: string },
      q: {
        start_date: string;
        end_date: string;
        status?: repo.DepositRow['status'];
        page: number;
        page_size: number;
      },
    ) {
      const { from, to } = await dayRangeInZone(db, q.start_date, q.end_date, site.timeZone);
      const { rows, total } = await repo.listOrders(db, {
        memberId,
        status: q.status,
        from,
        to,
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      return {
        list: rows.map(({ order: o }) => ({
          order_number: o.orderNumber,
          channel_name: pickText(o.channelNames, site.lang, site.siteDefault),
          amount: text(o.amount, o.currency),
          status: o.status,
          created_at: o.createdAt.toISOString(),
          resolved_at: o.resolvedAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    async list(
      f: {
        status?: repo.DepositRow['status'];
        site_id?: number;
        member_id?: number;
        page: number;
        page_size: number;
      },
      lang: string,
    ) {
      const { rows, total } = await repo.listOrders(db, {
        status: f.status,
        siteId: f.site_id,
        memberId: f.member_id,
        limit: f.page_size,
        offset: (f.page - 1) * f.page_size,
      });
      const types = await repo.channelTypes(
        db,
        rows.map((r) => r.order.channelId),
      );
      return {
        list: rows.map((r) => toAdmin(r.order, r.account, lang, types.get(r.order.channelId) ?? 'bank')),
        total,
      };
    },

    notify: gateway.notify,

    approve: (id: number, reason: string | undefined, actor: StaffActor & { lang: string }) =>
      resolve(id, 'success', reason ?? null, actor),
    reject: (id: number, reason: string, actor: StaffActor & { lang: string }) =>
      resolve(id, 'rejected', reason, actor),
  };
}
