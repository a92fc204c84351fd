import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';

/** The bet search form as staff fill it in. */
export interface BetSearch {
  account?: string;
  member_id?: number | null;
  provider?: string;
  game_code?: string;
  round_id?: string;
  status?: string;
  currency?: string;
  min_stake?: string;
  max_stake?: string;
  placed_at?: [Dayjs | null, Dayjs | null] | null;
}

const TRIMMED = ['account', 'game_code', 'round_id', 'min_stake', 'max_stake'] as const;

/**
 * The form as the list's filters (and so the address): texts trimmed, the placed range as two
 * instants with their offset, read as minutes in the staff member's zone (the picker shows that zone).
 */
export function searchFilters(values: BetSearch, timeZone: string): CrudFilter[] {
  const text = (v: string | undefined) => (typeof v === 'string' ? v.trim() : v);
  const [from, to] = values.placed_at ?? [null, null];
  const instant = (d: Dayjs) => dayjs.tz(d.format('YYYY-MM-DDTHH:mm'), timeZone).format();
  return [
    ...TRIMMED.map((field) => ({ field, operator: 'eq' as const, value: text(values[field]) })),
    { field: 'member_id', operator: 'eq', value: values.member_id ?? undefined },
    { field: 'provider', operator: 'eq', value: values.provider },
    { field: 'status', operator: 'eq', value: values.status },
    { field: 'currency', operator: 'eq', value: values.currency },
    {
      field: 'placed_at',
      operator: 'between',
      value: from && to ? [instant(from), instant(to)] : undefined,
    },
  ];
}
