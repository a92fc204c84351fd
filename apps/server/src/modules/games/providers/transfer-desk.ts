import { fromMinor, type AdminProviderTransfer, type AdminProviderTransferFilter } from '@arks/contracts';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { currencyOf, type LedgerService } from '../../money/ledger';
import { TransferDeskErrors } from './errors';
import { providerTransferChecks } from './schema';
import type { ProviderWalletService, TransferCheck } from './service';

const KINDS = ['provider_in', 'provider_out'] as const;
/** The checks each row of the list shows; the count tells how many more there were. */
const CHECKS_SHOWN = 5;

/** Writes one check row (the wallet service's `recordCheck`). */
export const transferCheckRecorder = (db: DbOrTx, clock: Clock) => (check: TransferCheck) =>
  db
    .insert(providerTransferChecks)
    .values({ ...check, checkedAt: clock.now() })
    .then(() => undefined);

/**
 * The provider transfer desk: pending provider transfers with the record of every check, a check on
 * demand, and settling by hand once staff have the provider's word another way.
 */
export function createTransferDesk(deps: {
  db: Db;
  ledger: LedgerService;
  wallets: ProviderWalletService;
  clock: Clock;
  events?: DomainEventBus;
}) {
  const { db, ledger, wallets } = deps;

  async function page(q: {
    siteId?: number;
    memberId?: number;
    transferId?: bigint;
    page: number;
    size: number;
  }) {
    const { rows, total } = await ledger.pendingPage({
      kinds: [...KINDS],
      siteId: q.siteId,
      memberId: q.memberId,
      transferId: q.transferId,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    });
    const ids = rows.map((r) => r.id);
    const checks = ids.length
      ? await db
          .select({
            transferId: providerTransferChecks.transferId,
            checkedAt: providerTransferChecks.checkedAt,
            staffId: providerTransferChecks.staffId,
            answer: providerTransferChecks.answer,
            detail: providerTransferChecks.detail,
            total: sql<number>`count(*) over (partition by ${providerTransferChecks.transferId})::int`,
          })
          .from(providerTransferChecks)
          .where(inArray(providerTransferChecks.transferId, ids))
          .orderBy(desc(providerTransferChecks.checkedAt), desc(providerTransferChecks.id))
      : [];
    const list: (AdminProviderTransfer & { memberId: number | null; siteId: number; currency: string })[] =
      rows.map((r) => {
        const [, gpId = '', direction = 'in'] = (r.reference ?? '').split(':');
        const mine = checks.filter((c) => c.transferId === r.id);
        return {
          id: r.id.toString(),
          site_id: r.siteId,
          member_id: r.memberId,
          gp_id: gpId,
          direction: direction === 'out' ? 'out' : 'in',
          currency: r.currency,
          amount: fromMinor(r.amount, currencyOf(r.currency)),
          reference: r.reference ?? '',
          created_at: r.createdAt.toISOString(),
          checks_total: mine[0]?.total ?? 0,
          checks: mine.slice(0, CHECKS_SHOWN).map((c) => ({
            checked_at: c.checkedAt.toISOString(),
            staff_id: c.staffId,
            answer: c.answer,
            detail: c.detail,
          })),
          memberId: r.memberId,
          siteId: r.siteId,
        };
      });
    return { list, total };
  }

  /** The pending transfer `id`, or the refusal staff read when it is settled already or unknown. */
  async function pendingOne(id: string) {
    const { list } = await page({ transferId: BigInt(id), page: 1, size: 1 });
    if (!list[0]) throw new AppError(TransferDeskErrors.notPending);
    return list[0];
  }

  const statusOf = (answer: string | undefined) =>
    answer === 'success' ? 'posted' : answer === 'failed' || answer === 'not_seen' ? 'voided' : 'pending';

  function announce(t: { memberId: number | null; siteId: number; currency: string }) {
    if (t.memberId !== null)
      deps.events?.publish('member.balance_changed', {
        memberId: t.memberId,
        siteId: t.siteId,
        currency: t.currency,
      });
  }

  return {
    async list(filter: AdminProviderTransferFilter) {
      const { list, total } = await page({
        siteId: filter.site_id,
        memberId: filter.member_id,
        page: filter.page,
        size: filter.page_size,
      });
      return {
        list: list.map(({ memberId: _m, siteId: _s, ...row }) => row),
        total,
        page: filter.page,
        page_size: filter.page_size,
      };
    },

    async recheck(who: StaffActor, id: string) {
      const transfer = await pendingOne(id);
      const answer = await wallets.recheck(
        { id: BigInt(id), reference: transfer.reference, createdAt: new Date(transfer.created_at) },
        who.staffId,
      );
      if (answer === undefined) throw new AppError(TransferDeskErrors.noAdapter);
      const status = statusOf(answer);
      if (status !== 'pending') announce(transfer);
      return { id, status, answer } as const;
    },

    async resolve(who: StaffActor, input: { id: string; outcome: 'posted' | 'voided'; reason: string }) {
      const transfer = await pendingOne(input.id);
      // Settled and audited together; a second hand on the same transfer finds it settled.
      await db.transaction(async (tx) => {
        const { replayed } = await wallets.settleByHand(BigInt(input.id), input.outcome, tx);
        if (replayed) throw new AppError(TransferDeskErrors.notPending);
        await createStaffAuditWriter(
          tx,
          deps.clock,
        )({
          staffId: who.staffId,
          action: 'provider_transfer_resolved',
          target: `transfer:${input.id}`,
          detail: {
            reason: input.reason,
            outcome: input.outcome,
            member_id: transfer.member_id,
            gp_id: transfer.gp_id,
            direction: transfer.direction,
            amount: transfer.amount,
            currency: transfer.currency,
          },
          ip: who.ip,
        });
      });
      announce(transfer);
      return { id: input.id, status: input.outcome } as const;
    },
  };
}
export type TransferDesk = ReturnType<typeof createTransferDesk>;
