import type { TBetStatus } from '@arks/contracts';
import type { DateRange } from '../../../lib/records/date-range';

/** What the member chose: a date range and, optionally, one hall, one provider and one status. */
export interface BetFilter extends DateRange {
  hall: number | null;
  provider: string | null;
  status: TBetStatus | null;
}

/** The `/member/bets` body of a filter and page: an unset choice is left out, not sent empty. */
export function betRequest(filter: BetFilter, page: number, pageSize: number) {
  return {
    start_date: filter.start_date,
    end_date: filter.end_date,
    ...(filter.hall !== null ? { hall: filter.hall } : {}),
    ...(filter.provider !== null ? { provider: filter.provider } : {}),
    ...(filter.status !== null ? { status: filter.status } : {}),
    page,
    page_size: pageSize,
  };
}

export interface FilterOption<V> {
  value: V;
  label: string;
}

/**
 * Halls in the site's order and providers by name, each once (a provider brings games to several
 * halls), from the site's game list.
 */
export function filterOptions(
  halls: readonly {
    gt_id: number;
    gt_name: string;
    gp_list: readonly { gp_id: string; gp_name: string }[];
  }[],
): { halls: FilterOption<number>[]; providers: FilterOption<string>[] } {
  const providers = new Map<string, string>();
  for (const h of halls)
    for (const p of h.gp_list) if (!providers.has(p.gp_id)) providers.set(p.gp_id, p.gp_name);
  return {
    halls: halls.map((h) => ({ value: h.gt_id, label: h.gt_name })),
    providers: [...providers]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value)),
  };
}

/** Win/loss from the member's side: a win reads green, a loss red, nothing neutral. */
export function winLossTone(amount: string): 'win' | 'loss' | 'even' {
  const a = amount.trim();
  if (a.startsWith('-')) return /[1-9]/.test(a) ? 'loss' : 'even';
  return /[1-9]/.test(a) ? 'win' : 'even';
}

/**
 * The statuses the filter offers, in the order a round goes through them. Written out here rather
 * than imported, so the page carries no contract schemas (the test holds it to the contract).
 */
export const BET_STATUS_OPTIONS: readonly TBetStatus[] = ['open', 'settled', 'resettled', 'void'];

export const BET_TABS = ['transactions', 'bets'] as const;

/** Every catalog key the bets pages build at run time. */
export const BET_LABEL_KEYS = [
  ...BET_STATUS_OPTIONS.map((s) => `bets.status.${s}`),
  ...BET_TABS.map((tab) => `bets.tab.${tab}`),
];
export const BET_LABEL_PREFIXES = ['bets.status.', 'bets.tab.'];
