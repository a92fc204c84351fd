import { memberKeys } from '../../../api/query-keys';
import type { BetFilter } from '../logic/bet-filter';

/** Bet queries live under the member's keys, so a new login never sees another member's bets. */
export const betKeys = {
  all: (memberId: string | null) => [...memberKeys.all, 'bets', memberId] as const,
  list: (memberId: string | null, filter: BetFilter, page: number) =>
    [...betKeys.all(memberId), filter, page] as const,
  filterOptions: (siteId: number, currency: string, lang: string) =>
    [...memberKeys.all, 'bet-filter-options', siteId, currency, lang] as const,
};
