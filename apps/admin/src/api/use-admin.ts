import type { AdminCallContract } from '@arks/contracts';
import { useCustomMutation, useInvalidate, useOnError } from '@refinedev/core';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { callAdmin, type AdminData, type AdminInput } from './admin-client';

/**
 * A read outside refine's resources (the site list, a member's ledger): cached by react-query, and
 * a 401 goes through the auth provider like every other call.
 */
export function useAdminQuery<C extends AdminCallContract>(
  contract: C,
  input: AdminInput<C>,
  options: Omit<UseQueryOptions<AdminData<C>>, 'queryKey' | 'queryFn'> = {},
) {
  const { mutate: onError } = useOnError();
  return useQuery<AdminData<C>>({
    queryKey: ['admin', contract.name, input],
    queryFn: ({ signal }) =>
      callAdmin(contract, input, { signal }).catch((error: unknown) => {
        onError(error);
        throw error;
      }),
    ...options,
  });
}

/**
 * A named write (freeze a member, approve a deposit) through refine's custom mutation, so a 401
 * signs staff out like any call. Never optimistic: `run` resolves with the server's answer, and the
 * resource's lists and records are fetched again only after it.
 */
export function useAdminAction<C extends AdminCallContract>(contract: C, refresh: { resource: string }) {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const run = async (input: AdminInput<C>): Promise<AdminData<C>> => {
    const { data } = await mutateAsync({
      url: `/api/admin${contract.path}`,
      method: contract.method === 'PUT' ? 'put' : 'post',
      values: input as object,
      meta: { contract },
      // The caller says what happened in the staff member's language.
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: refresh.resource, invalidates: ['resourceAll'] });
    return data as AdminData<C>;
  };
  return { run, isPending: mutation.isPending };
}
