import { randomBytes } from 'node:crypto';
import {
  CURRENCIES,
  fromMinor,
  type CallData,
  type CurrencyCode,
  type WithdrawRecords,
} from '@arks/contracts';
import type { Db, Tx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pgError } from '../../../platform/db-retry';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { currencyOf, openAccounts, parseAmount, type LedgerService } from '../ledger';
import type { MemberCenterService } from '../../accounts/member-center';
import { findMemberById } from '../../accounts/member';
import type { ClientInfo } from '../../accounts/member';
import type { Site } from '../../sites/site';
import { dayOfInZone, dayRangeInZone } from '../wallet';
import { WithdrawalErrors as E } from './errors';
import { announceWithdrawal } from './announce';
import { dailyUse, findLimits, lockMemberWithdrawals, withMemberCaps, type MemberDailyCaps } from './limits';
import * as repo from './repository';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/** What the turnover rules (wagering/turnover, wired by app.ts) must still see wagered before a withdrawal. */
export interface TurnoverGate {
  remainingForWithdrawal(memberId: number, siteId: number, currency: string): Promise<bigint>;
}

/** A wire amount as members read it in the currency: its symbol and grouped thousands (¥1,234.50). */
const moneyText = (amount: string, currency: CurrencyCode) =>
  `${CURRENCIES[currency].symbol}${amount.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','))}`;

const masked = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

const unique = (err: unknown) => pgError(err)?.code === '23505';

/** Order numbers: W + UTC date + 10 random hex digits; unique index backs them. */
function orderNumber(now: Date): string {
  return `W${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Member withdrawals: a request holds the amount with a pending ledger transfer (member ->
 * withdrawals_clearing) committed with the order; review (admin-service.ts) posts it (approve) or
 * voids it (reject) together with the order's status, so money and record never disagree.
 */
export function createWithdrawalService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  memberCenter: MemberCenterService;
  turnover: TurnoverGate;
  /** The daily caps of the member's level (wagering/levels, wired by app.ts), which replace the site's. */
  memberCaps?: MemberDailyCaps;
}) {
  const { db, clock, ledger, events, memberCenter, turnover } = deps;

  async function member(memberId: number) {
    const m = await findMemberById(db, memberId);
    if (!m) throw new AppError(PlatformErrors.unauthorized);
    return { ...m, currencyCode: currencyOf(m.currency) };
  }

  const text = (minor: bigint, currency: string) => fromMinor(minor, currencyOf(currency));

  /** A retry of the member's key answers the order it made; a different request under it is refused. */
  function replayOf(o: repo.WithdrawalRow, amount: bigint, bankAccountId: number) {
    if (o.amount !== amount || o.bankAccountId !== bankAccountId) throw new AppError(E.keyConflict);
    return { order_number: o.orderNumber, status: o.status };
  }

  /**
   * Refuses a request past the member's daily caps (the site's day), counted under the member's
   * withdrawal lock so two requests at once cannot both squeeze under a cap.
   */
  async function withinDailyCaps(
    tx: Tx,
    m: Awaited<ReturnType<typeof member>>,
    amount: bigint,
    zone: string,
  ) {
    await lockMemberWithdrawals(tx, m.id);
    const limits = withMemberCaps(
      await findLimits(tx, m.siteId, m.currencyCode),
      deps.memberCaps ? await deps.memberCaps(tx, m.siteId, m.id, m.currency) : null,
    );
    if (amount < limits.min || amount > limits.max) throw new AppError(E.amountOutOfRange);
    if (limits.dailyCount === null && limits.dailyAmount === null) return;
    const { from, to } = await dayOfInZone(tx, clock.now(), zone);
    const used = await dailyUse(tx, m.id, from, to);
    if (limits.dailyCount !== null && used.count + 1 > limits.dailyCount) throw new AppError(E.dailyCount);
    if (limits.dailyAmount !== null && used.amount + amount > limits.dailyAmount)
      throw new AppError(E.dailyAmount);
  }

  async function hold(
    m: Awaited<ReturnType<typeof member>>,
    amount: bigint,
    bank: NonNullable<Awaited<ReturnType<MemberCenterService['ownBankAccount']>>>,
    key: string,
    zone: string,
  ) {
    const now = clock.now();
    const number = orderNumber(now);
    await openAccounts(ledger, m.siteId, m.currency, m.id, 'withdrawals_clearing');
    return db.transaction(async (tx) => {
      await withinDailyCaps(tx, m, amount, zone);
      const { transfer } = await ledger.transfer(
        {
          siteId: m.siteId,
          currency: m.currency,
          debit: { member: m.id },
          credit: { system: 'withdrawals_clearing' },
          amount,
          kind: 'withdrawal',
          idempotencyKey: `withdrawal:${m.id}:${key}:request`,
          reference: number,
          pending: true,
        },
        tx,
      );
      return repo.insertOrder(tx, {
        orderNumber: number,
        siteId: m.siteId,
        memberId: m.id,
        currency: m.currency,
        amount,
        bankAccountId: bank.id,
        bankName: bank.bank_name,
        accountName: bank.account_name,
        accountNumber: bank.account_number,
        idempotencyKey: key,
        transferId: transfer.id,
        createdAt: now,
      });
    });
  }

  return {
    async settings(memberId: number) {
      const m = await member(memberId);
      const [limits, balance, banks, hasPassword] = await Promise.all([
        findLimits(db, m.siteId, m.currencyCode),
        ledger.mainBalance(m.id, m.currency),
        memberCenter.bankAccounts(m.id),
        memberCenter.hasWithdrawPassword(m.id),
      ]);
      return {
        currency: m.currency,
        min_amount: text(limits.min, m.currency),
        max_amount: text(limits.max, m.currency),
        available: text(balance.available, m.currency),
        bank_accounts: banks.list.map((b) => ({
          id: b.id,
          bank_name: b.bank_name,
          account_masked: b.account_number_masked,
        })),
        has_withdraw_password: hasPassword,
      };
    },

    async request(
      site: Site,
      memberId: number,
      input: { amount: string; bank_account_id: number; withdraw_password: string; idempotency_key: string },
      client: ClientInfo,
    ) {
      const m = await member(memberId);
      const amount = parseAmount(input.amount, m.currencyCode);
      const limits = await findLimits(db, m.siteId, m.currencyCode);
      if (amount < limits.min || amount > limits.max) throw new AppError(E.amountOutOfRange);
      // The password guards every answer, a replay's too, so a key cannot be used to probe orders.
      await memberCenter.verifyWithdrawPassword(site, m.id, input.withdraw_password, client);
      const earlier = await repo.findByMemberKey(db, m.id, input.idempotency_key);
      if (earlier) return replayOf(earlier, amount, input.bank_account_id);
      const bank = await memberCenter.ownBankAccount(m.id, input.bank_account_id);
      if (!bank) throw new AppError(E.bankAccountInvalid);
      // The clear point is applied first (a balance below it clears every requirement).
      const remaining = await turnover.remainingForWithdrawal(m.id, m.siteId, m.currency);
      if (remaining > 0n) {
        const left = text(remaining, m.currency);
        throw new AppError(E.turnoverUnmet, {
          params: { remaining: moneyText(left, m.currencyCode) },
          data: { remaining: left, currency: m.currency },
        });
      }
      try {
        const order = await hold(m, amount, bank, input.idempotency_key, site.timeZone);
        announceWithdrawal(events, order);
        return { order_number: order.orderNumber, status: order.status };
      } catch (err) {
        // The same key at the same moment: the other request's order is the answer.
        if (!unique(err)) throw err;
        const winner = await repo.findByMemberKey(db, m.id, input.idempotency_key);
        if (!winner) throw err;
        return replayOf(winner, amount, input.bank_account_id);
      }
    },

    async records(
      memberId: number,
      timeZone: string,
      q: {
        start_date: string;
        end_date: string;
        status?: repo.WithdrawalRow['status'];
        page: number;
        page_size: number;
      },
    ) {
      const m = await member(memberId);
      const { from, to } = await dayRangeInZone(db, q.start_date, q.end_date, timeZone);
      const { rows, total } = await repo.listOrders(db, {
        memberId: m.id,
        status: q.status,
        from,
        to,
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      const list: CallData<typeof WithdrawRecords>['list'] = rows.map(({ order: o }) => ({
        order_number: o.orderNumber,
        amount: text(o.amount, o.currency),
        bank_name: o.bankName,
        account_masked: masked(o.accountNumber),
        status: o.status,
        reason: o.reason,
        created_at: o.createdAt.toISOString(),
        resolved_at: o.resolvedAt?.toISOString() ?? null,
      }));
      return { list, total };
    },
  };
}
