import type { AdminCallContract } from '@arks/contracts';
import { useOnError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callAdmin, type AdminData, type AdminInput } from '../../api/admin-client';
import { useAdminQuery } from '../../api/use-admin';

/** A site's list of one kind of content; nothing is asked until a site is chosen. */
export function useSiteContent<C extends AdminCallContract>(contract: C, siteId: number | null) {
  return useAdminQuery(contract, { site_id: siteId ?? 0 } as AdminInput<C>, { enabled: siteId !== null });
}

/**
 * A content write: the server's answer first, then the lists it changes are fetched again (never
 * optimistic). A 401 signs staff out like any call; other refusals reach the caller to show.
 */
export function useContentWrite<C extends AdminCallContract>(contract: C, refetch: AdminCallContract[]) {
  const client = useQueryClient();
  const { mutate: onError } = useOnError();
  const [pending, setPending] = useState(false);
  const run = async (input: AdminInput<C>): Promise<AdminData<C>> => {
    setPending(true);
    try {
      const data = await callAdmin(contract, input);
      await Promise.all(refetch.map((c) => client.invalidateQueries({ queryKey: ['admin', c.name] })));
      return data;
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
