import type { CrudFilter, CrudSort, DataProvider, Pagination } from '@refinedev/core';
import type { AdminCallContract } from '@arks/contracts';
import { callAdmin } from '../api/admin-client';
import { RESOURCES } from '../app/areas';
import { MAX_PAGE_SIZE, type AdminResource } from '../app/resources';

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Refine's filters as the list call's input; a filter the call does not take is a programming error. */
export function filterInput(resource: AdminResource, filters: CrudFilter[] = []): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const filter of filters) {
    if (!('field' in filter)) throw new Error(`${resource.name}: nested filters are not supported`);
    if (!present(filter.value)) continue;
    const target = resource.filters[filter.field];
    if (!target) throw new Error(`${resource.name}: no filter on ${filter.field}`);
    if ('range' in target) {
      if (filter.operator !== 'between') throw new Error(`${resource.name}: ${filter.field} takes a range`);
      const [from, to] = filter.value as [unknown, unknown];
      if (present(from)) input[target.range[0]] = String(from);
      if (present(to)) input[target.range[1]] = String(to);
      continue;
    }
    if (!['eq', 'contains', 'startswith', 'in'].includes(filter.operator)) {
      throw new Error(`${resource.name}: ${filter.field} does not take ${filter.operator}`);
    }
    input[target.key] = Array.isArray(filter.value) ? filter.value[0] : filter.value;
  }
  return input;
}

export function sortInput(resource: AdminResource, sorters: CrudSort[] = []): Record<string, unknown> {
  const [sorter] = sorters;
  if (!sorter) return {};
  if (!resource.sorts?.includes(sorter.field))
    throw new Error(`${resource.name}: cannot sort by ${sorter.field}`);
  return { sort: sorter.field, order: sorter.order };
}

export function pageInput(pagination: Pagination = {}): Record<string, unknown> {
  const pageSize = Math.min(pagination.pageSize ?? 20, MAX_PAGE_SIZE);
  return { page: pagination.currentPage ?? 1, page_size: pageSize };
}

/**
 * Refine's data calls over /api/admin: every list is paginated, filtered and sorted by the server,
 * through the contracts bound in app/resources.ts; create and update go to the resource's own calls.
 * Other writes are named actions (`custom` with the contract in `meta.contract`), each with its own
 * reason and confirmation. Nothing here is optimistic: the console shows what the server answered.
 */
export function createAdminDataProvider(resources: readonly AdminResource[]): DataProvider {
  const find = (name: string) => {
    const found = resources.find((r) => r.name === name);
    if (!found) throw new Error(`no admin resource ${name}`);
    return found;
  };
  const bound = (name: string, which: 'one' | 'create' | 'update') => {
    const contract = find(name)[which];
    if (!contract) throw new Error(`${name} has no ${which} call`);
    return contract;
  };
  return {
    getApiUrl: () => '/api/admin',

    async getList({ resource: name, pagination, filters, sorters, meta }) {
      const resource = find(name);
      const input = {
        ...filterInput(resource, filters),
        ...sortInput(resource, sorters),
        ...pageInput(pagination),
      };
      const answer = (await callAdmin(resource.list, input as never, {
        signal: meta?.queryContext?.signal,
      })) as { list: unknown[]; total: number; totals?: unknown };
      // A list whose call also adds up every matching row (the bets search) keeps those totals.
      return {
        data: answer.list as never[],
        total: answer.total,
        ...(answer.totals === undefined ? {} : { totals: answer.totals }),
      };
    },

    async getOne({ resource: name, id, meta }) {
      const data = await callAdmin(bound(name, 'one'), { id } as never, {
        signal: meta?.queryContext?.signal,
      });
      return { data: data as never };
    },

    async create({ resource: name, variables }) {
      const data = await callAdmin(bound(name, 'create'), variables as never);
      return { data: data as never };
    },

    async update({ resource: name, id, variables }) {
      const data = await callAdmin(bound(name, 'update'), { ...(variables as object), id } as never);
      return { data: data as never };
    },

    async deleteOne({ resource: name }) {
      throw new Error(`${name}: deleting goes through a named action with a reason`);
    },

    async custom({ meta, payload, query }) {
      const contract = meta?.contract as AdminCallContract | undefined;
      if (!contract) throw new Error('custom admin call without meta.contract');
      const data = await callAdmin(contract, { ...(query as object), ...(payload as object) } as never);
      return { data: data as never };
    },
  };
}

export const adminDataProvider = createAdminDataProvider(RESOURCES);
