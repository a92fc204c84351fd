import {
  CURRENCIES,
  fromMinor,
  type CallData,
  type CurrencyCode,
  type MemberTransactions,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import type { LedgerService } from '../ledger';
import { dayRangeInZone } from './repository';

export type WalletService = ReturnType<typeof createWalletService>;

/** The member whose money is shown, as the request context knows them (no look-up). */
export interface WalletOwner {
  id: number;
  siteId: number;
  currency: string;
}

type TransactionList = CallData<typeof MemberTransactions>;

/** Decimal string in the currency's §9 minor units; a currency without an entry shows plain minor units. */
export function moneyText(minor: bigint, currency: string): string {
  return currency in CURRENCIES ? fromMinor(minor, currency as CurrencyCode) : minor.toString();
}

/**
 * Read-only money views of one member: the wallet overview and the main wallet's history. Every
 * figure comes from the ledger (the only writer of balances); this module stores nothing.
 */
export function createWalletService(deps: {
  db: Db;
  ledger: LedgerService;
  /** A provider's display name from the game catalogue, when the catalogue knows the provider. */
  providerName: (gpId: string) => Promise<string | undefined>;
  /** What the provider itself holds for the member, when it answers (minor units). */
  providerBalance?: (
    owner: { memberId: number; siteId: number; currency: string },
    gpId: string,
  ) => Promise<bigint | undefined>;
}) {
  const { db, ledger } = deps;

  return {
    /** The layout's member_cash: what the member may spend or withdraw now. */
    async mainCash(memberId: number, currency: string): Promise<string> {
      return moneyText((await ledger.mainBalance(memberId, currency)).available, currency);
    },

    /**
     * Spec §7 my_cash: one entry per provider wallet the member has in our books (opened at their
     * first launch with that provider), and total = main + providers. A provider wallet shows what
     * the provider holds: our books learn the member's play only when money comes back, and
     * showed a stale figure for a game in progress or left behind. Our books stand in when the
     * provider does not answer.
     */
    async myCash(m: WalletOwner) {
      const accounts = (await ledger.memberAccounts(m.id)).filter((a) => a.currency === m.currency);
      const available = (a: (typeof accounts)[number]) => a.balance - a.pendingOut;
      const main = accounts.find((a) => a.kind === 'member_main');
      const mainMinor = main ? available(main) : 0n;
      const providers = accounts.filter((a) => a.kind === 'member_provider' && a.provider !== null);
      const holder = { memberId: m.id, siteId: m.siteId, currency: m.currency };
      const held = await Promise.all(
        providers.map(async (a) => (await deps.providerBalance?.(holder, a.provider!)) ?? available(a)),
      );
      const list = await Promise.all(
        providers.map(async (a, i) => ({
          gp_id: a.provider!,
          // A wallet can outlive its catalogue row; the gp_id is then the only name there is.
          name: (await deps.providerName(a.provider!)) ?? a.provider!,
          // No provider artwork exists yet (game_providers has no icons), so nothing to point at.
          is_light: 0 as const,
          icon_dark: null,
          cash: moneyText(held[i]!, m.currency),
        })),
      );
      const total = held.reduce((sum, h) => sum + h, mainMinor);
      return {
        my_cash_list: list,
        total: moneyText(total, m.currency),
        main_cash: moneyText(mainMinor, m.currency),
      };
    },

    /**
     * The main wallet's transfers, newest first. The dates are whole days in the site's time zone
     * (env_config.time_zone, what the member site shows), both ends included.
     */
    async transactions(
      m: WalletOwner,
      timeZone: string,
      q: { start_date: string; end_date: string; page: number; page_size: number },
    ): Promise<TransactionList> {
      // No main wallet yet means no history; asking the ledger would open the wallet on a read.
      const accounts = await ledger.memberAccounts(m.id);
      if (!accounts.some((a) => a.kind === 'member_main' && a.currency === m.currency)) {
        return { list: [], total: 0 };
      }
      const { from, to } = await dayRangeInZone(db, q.start_date, q.end_date, timeZone);
      const page = await ledger.history(
        { siteId: m.siteId, currency: m.currency, account: { member: m.id } },
        { from, to, limit: q.page_size, offset: (q.page - 1) * q.page_size },
      );
      return {
        total: page.total,
        list: page.items.map((t) => ({
          id: t.id.toString(),
          kind: t.kind as TransactionList['list'][number]['kind'],
          amount: moneyText(t.signedAmount, m.currency),
          reference: t.reference,
          created_at: t.createdAt.toISOString(),
          status: t.status as TransactionList['list'][number]['status'],
        })),
      };
    },
  };
}
