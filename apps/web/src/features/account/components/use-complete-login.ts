import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { storeMember } from '../../../api/session';
import type { LoginData } from '../api/login';
import { accountKeys } from '../api/member-keys';
import { loginRedirectTarget, storedMemberFromLogin } from '../logic/entry-login';

/** True when a login answer carries the member (rather than a double-validation question). */
export function isMemberAnswer(data: LoginData | null | undefined): data is LoginData & {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
} {
  return Boolean(data && data.token && data.member_id != null && data.member_account && data.member_currency);
}

/**
 * Spec §4 login success: store token, member_id, member_account, currency and member_type, reload the
 * member layout and member data, then go to the saved target.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (
      data: LoginData & {
        token: string;
        member_id: string | number;
        member_account: string;
        member_currency: string;
      },
      opts: {
        redirectTo?: string | null;
        toastKey?: 'account.loginSuccess' | 'account.registerSuccess';
      } = {},
    ) => {
      storeMember(storedMemberFromLogin(data));
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      const text =
        opts.toastKey === 'account.registerSuccess'
          ? t('account.registerSuccess', { account: data.member_account })
          : t('account.loginSuccess', { account: data.member_account });
      toast.success(text);
      const target = loginRedirectTarget(opts.redirectTo);
      if (target) navigate(target);
    },
    [navigate, queryClient, t],
  );
}
