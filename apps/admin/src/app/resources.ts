import type { AdminCallContract } from '@arks/contracts';

/** How a refine filter on `field` reaches the list call: the same-named field, or a range's two. */
export type FilterTarget = { key: string } | { range: readonly [from: string, to: string] };

/**
 * One area of the console as refine sees it, bound to the contracts that serve it. The data provider
 * reads `list`/`one` and the filters and sorts the list call accepts; access control reads every
 * contract's roles.
 */
export interface AdminResource {
  name: string;
  list: AdminCallContract;
  one?: AdminCallContract;
  create?: AdminCallContract;
  /** Takes the record's `id` with the changed fields. */
  update?: AdminCallContract;
  /** Refine filter field -> list call input. Filters the call does not take are refused. */
  filters: Record<string, FilterTarget>;
  /** Fields the list call can sort by (its `sort`/`order` inputs); none when it has a fixed order. */
  sorts?: readonly string[];
  /** Other calls on the resource, by refine action name (`setStatus`, `approve`...). */
  actions?: Record<string, AdminCallContract>;
}

/** The API's page size limit (every admin list call takes 1..100). */
export const MAX_PAGE_SIZE = 100;

export const same = (...keys: string[]): Record<string, FilterTarget> =>
  Object.fromEntries(keys.map((key) => [key, { key }]));
