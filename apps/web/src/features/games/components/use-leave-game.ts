import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberKeys } from '../../../api/query-keys';
import { leaveGame } from '../api/leave';

/**
 * Leaving a game shown inside the site: the game's balance comes back (leave1) and the shown balance
 * is refreshed. A failed leave settles through reconciliation; the refresh shows where the money is.
 */
export function useLeaveGame(member: boolean) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (member) await leaveGame().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }, [member, queryClient]);
}
