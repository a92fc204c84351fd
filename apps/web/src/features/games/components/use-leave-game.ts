import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { memberKeys } from '../../../api/query-keys';
import { beginQuit, endQuit } from '../../../lib/game-session';
import { sendToApp } from '../../../lib/native-bridge';
import { leaveGame } from '../api/leave';
import { leaveNoticeKey } from '../logic/game-return';

/**
 * Leaving a game shown inside the site: the native app hears the game closed, the game's balance
 * comes back (leave1) and the shown balance is refreshed. A failed leave settles through
 * reconciliation; the refresh shows where the money is. Spec §4: quitting from the start of the
 * leave until its answer (or member.cash, or 30 s).
 */
export function useLeaveGame(member: boolean) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(async () => {
    sendToApp('isOpenGame', { open: false });
    if (member) {
      beginQuit();
      const answer = await leaveGame().catch(() => undefined);
      endQuit();
      const notice = answer && leaveNoticeKey(answer);
      if (notice) toast.info(t(notice));
    }
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }, [member, queryClient, t]);
}
