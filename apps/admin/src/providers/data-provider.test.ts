import { defineAdminCall } from '@arks/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError } from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { RESOURCES } from '../app/areas';
import type { AdminResource } from '../app/resources';
import { ok, stubFetch } from '../test/fetch-stub';
import { createAdminDataProvider } from './data-provider';

const member = {
  id: 7,
  site_id: 1,
  account: 'alice01',
  currency: 'RMB',
  status: 'active',
  name: '张三',
  phone: null,
  created_at: '2026-01-02T03:04:05.000Z',
};
const provider = createAdminDataProvider(RESOURCES);

afterEach(() => vi.unstubAllGlobals());

describe('lists', () => {
  it('sends page, filters and sort as the list call query, with the staff token', async () => {
    sessionToken.set('t0ken');
    const calls = stubFetch(ok({ list: [member], total: 41, page: 3, page_size: 20 }));
    const answer = await provider.getList({
      resource: 'members',
      pagination: { currentPage: 3, pageSize: 20, mode: 'server' },
      filters: [
        { field: 'account', operator: 'contains', value: 'ali' },
        { field: 'status', operator: 'eq', value: 'active' },
        { field: 'currency', operator: 'eq', value: '' },
      ],
      sorters: [{ field: 'created_at', order: 'asc' }],
    });
    expect(answer).toEqual({ data: [member], total: 41 });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/admin/members');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account: 'ali',
      status: 'active',
      sort: 'created_at',
      order: 'asc',
      page: '3',
      page_size: '20',
    });
    expect(calls[0]!.headers.authorization).toBe('Bearer t0ken');
  });

  it('turns a date range into the call’s from and to', async () => {
    const calls = stubFetch(ok({ list: [], total: 0 }));
    await provider.getList({
      resource: 'withdrawals',
      filters: [
        { field: 'created_at', operator: 'between', value: ['2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z'] },
      ],
    });
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.get('from')).toBe('2026-01-01T00:00:00Z');
    expect(query.get('to')).toBe('2026-01-31T23:59:59Z');
  });

  it('keeps the totals a list call adds up beside its page', async () => {
    const totals = [{ currency: 'RMB', rounds: 2, stake: '10.00', valid_bet: '10.00', win_loss: '-1.00' }];
    stubFetch(ok({ list: [], total: 2, totals, page: 1, page_size: 20 }));
    expect(await provider.getList({ resource: 'bets' })).toEqual({ data: [], total: 2, totals });
  });

  it('never asks for more than the API’s 100 rows a page (CSV export walks the pages)', async () => {
    const calls = stubFetch(ok({ list: [], total: 0 }));
    await provider.getList({ resource: 'deposits', pagination: { currentPage: 1, pageSize: 500 } });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('page_size')).toBe('100');
  });

  it('refuses filters and sorts the call does not take instead of silently dropping them', async () => {
    stubFetch();
    await expect(
      provider.getList({ resource: 'deposits', filters: [{ field: 'account', operator: 'eq', value: 'x' }] }),
    ).rejects.toThrow('deposits: no filter on account');
    await expect(
      provider.getList({ resource: 'deposits', sorters: [{ field: 'amount', order: 'desc' }] }),
    ).rejects.toThrow('deposits: cannot sort by amount');
  });

  it('checks the answer against the contract', async () => {
    stubFetch(ok({ list: [{ ...member, status: 'gone' }], total: 1, page: 1, page_size: 20 }));
    await expect(provider.getList({ resource: 'members' })).rejects.toThrow();
  });
});

describe('answers that are not a success', () => {
  it('carries the envelope code, message and HTTP status', async () => {
    stubFetch({ status: 401, body: { code: 401, message: 'Unauthorized', data: null } });
    const error = await provider.getOne({ resource: 'members', id: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ code: 401, status: 401, message: 'Unauthorized' });
  });

  it('treats a non-1000 code on HTTP 200 as a failure with its field errors', async () => {
    const errors = [{ field: 'reason', key: 'required', message: 'reason is required' }];
    stubFetch({ code: 400, message: 'reason: reason is required', data: { errors } });
    const error = (await provider.custom!({
      url: '',
      method: 'post',
      meta: { contract: RESOURCES.find((r) => r.name === 'members')!.actions!.setStatus },
      payload: { id: 7, status: 'frozen', reason: 'x' },
    }).catch((e: unknown) => e)) as AdminApiError;
    expect(error.code).toBe(400);
    expect(error.fieldErrors).toEqual(errors);
  });

  it('refuses bad input before anything is sent', async () => {
    const calls = stubFetch();
    const setStatus = RESOURCES.find((r) => r.name === 'members')!.actions!.setStatus!;
    const error = (await provider.custom!({
      url: '',
      method: 'post',
      meta: { contract: setStatus },
      payload: { id: 7, status: 'frozen' },
    }).catch((e: unknown) => e)) as AdminApiError;
    expect(error.fieldErrors.map((e) => e.field)).toEqual(['reason']);
    expect(calls).toHaveLength(0);
  });
});

describe('one record and writes', () => {
  const Thing = z.object({ id: z.number(), name: z.string() });
  const things: AdminResource = {
    name: 'things',
    list: defineAdminCall({
      name: 'ThingList',
      method: 'GET',
      path: '/things',
      roles: [],
      request: z.object({ page: z.coerce.number(), page_size: z.coerce.number() }),
      data: z.object({ list: z.array(Thing), total: z.number() }),
    }),
    create: defineAdminCall({
      name: 'ThingCreate',
      method: 'POST',
      path: '/things',
      roles: [],
      request: z.object({ name: z.string() }),
      data: Thing,
    }),
    update: defineAdminCall({
      name: 'ThingUpdate',
      method: 'PUT',
      path: '/things/:id',
      roles: [],
      request: z.object({ id: z.coerce.number(), name: z.string() }),
      data: Thing,
    }),
    filters: {},
  };
  const withThings = createAdminDataProvider([things]);

  it('creates through the resource’s create call', async () => {
    const calls = stubFetch(ok({ id: 1, name: 'a' }));
    expect(await withThings.create({ resource: 'things', variables: { name: 'a' } })).toEqual({
      data: { id: 1, name: 'a' },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/things', body: { name: 'a' } });
  });

  it('updates with the id in the path and the fields in the body', async () => {
    const calls = stubFetch(ok({ id: 4, name: 'b' }));
    await withThings.update({ resource: 'things', id: '4', variables: { name: 'b' } });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/admin/things/4', body: { name: 'b' } });
  });

  it('reads one member by id', async () => {
    const calls = stubFetch(ok({ ...member, detail: { name: 'Alice' } }));
    const { data } = await provider.getOne({ resource: 'members', id: '7' });
    expect(data).toMatchObject({ id: 7, detail: { name: 'Alice' } });
    expect(calls[0]!.url).toBe('/api/admin/members/7');
  });

  it('has no generic delete', async () => {
    await expect(withThings.deleteOne({ resource: 'things', id: 1 })).rejects.toThrow('named action');
  });
});
