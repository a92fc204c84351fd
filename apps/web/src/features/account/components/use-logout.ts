import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { getToken, logout } from '../../../api/session';
import { currentPlatform, inIosApp } from '../../../lib/native-bridge';
import { useMessageBox } from '../../../components/message-box/message-box';
import { postLogout } from '../api/logout';
import { accountKeys } from '../api/member-keys';
import { DEMO_TOKEN } from '../logic/session-state';

/**
 * Spec §4 logout: confirm when a game is being played, call /logout, clear the stored data and the
 * token (which tells the native app), drop member data from the cache and return to /, except in the
 * iOS app, which decides what to show after its logout message.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const box = useMessageBox();
  return useCallback(async () => {
    if (
      localStorage.getItem('isPlay') === '1' &&
      !(await box.confirm({ title: t('account.logout'), message: t('account.logoutConfirm') }))
    )
      return;
    if (getToken() && getToken() !== DEMO_TOKEN) await postLogout();
    logout();
    queryClient.removeQueries({ queryKey: accountKeys.all });
    toast.success(t('account.loggedOut'));
    if (!inIosApp(currentPlatform())) navigate('/', { replace: true });
  }, [navigate, queryClient, t, box]);
}
