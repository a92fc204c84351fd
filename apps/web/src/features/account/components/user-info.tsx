import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberProfile, type MemberProfile } from '../api/member-profile';
import { ChangePasswordForm } from './forced-password-change';
import { secondaryButton } from './form-bits';
import { WithdrawPasswordForm } from './withdraw-password-form';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

const PROFILE_ROWS: { key: keyof MemberProfile; label: string }[] = [
  { key: 'member_account', label: 'account.info.account' },
  { key: 'member_currency', label: 'account.info.currency' },
  { key: 'member_name', label: 'account.name' },
  { key: 'member_birthday', label: 'account.birthday' },
  { key: 'member_email', label: 'account.email' },
  { key: 'member_phone', label: 'account.phone' },
  { key: 'identity_id', label: 'account.identityId' },
  { key: 'member_qq', label: 'account.qq' },
  { key: 'member_telegram', label: 'account.telegram' },
  { key: 'member_whats_app', label: 'account.whatsApp' },
  { key: 'member_skype', label: 'account.skype' },
  { key: 'member_fb', label: 'account.facebook' },
  { key: 'member_zalo', label: 'account.zalo' },
  { key: 'member_wechat', label: 'account.wechat' },
  { key: 'member_others', label: 'account.others' },
];

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';

/** /user/Info: profile, login password and withdrawal password (spec §2 account_info: Info). */
export function UserInfo() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const profile = useMemberProfile(session.memberId, session.loggedIn && !session.isDemo);
  const data: Partial<MemberProfile> = session.isDemo
    ? { member_account: session.memberAccount ?? '', member_currency: session.currency ?? '' }
    : (profile.data ?? {});

  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="user-info">
      <section className={`${card} xl:col-span-2`} aria-labelledby="info-profile">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="info-profile" className="text-base font-semibold text-ink">
            {t('account.info.profile')}
          </h3>
          <div className="flex items-center gap-2">
            {session.isDemo ? (
              <span
                className="rounded-chip bg-info/15 px-3 py-1 text-xs font-semibold text-info"
                data-testid="demo-badge"
              >
                {t('account.demoBadge')}
              </span>
            ) : null}
            <Link to="/user/BindAccount" className={`${secondaryButton} h-9 text-xs`}>
              {t('account.info.bindAccount')}
            </Link>
            <button
              type="button"
              onClick={() => void logout()}
              className={`${secondaryButton} h-9 text-xs`}
              data-testid="info-logout"
            >
              {t('account.logout')}
            </button>
          </div>
        </div>
        {profile.isLoading ? (
          <p className="mt-4 text-sm text-ink-faint">{t('common.loading')}</p>
        ) : (
          <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2" data-testid="profile-fields">
            {PROFILE_ROWS.filter(
              (row) => row.key === 'member_account' || row.key === 'member_currency' || data[row.key] != null,
            ).map((row) => (
              <div
                key={row.key}
                className="flex items-baseline justify-between gap-4 border-b border-line pb-2"
              >
                <dt className="text-sm text-ink-faint">{t(row.label)}</dt>
                <dd className="truncate text-sm font-medium text-ink" data-testid={`profile-${row.key}`}>
                  {data[row.key] ? (
                    String(data[row.key])
                  ) : (
                    <span className="text-ink-faint">{t('account.info.notSet')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {session.isDemo ? null : (
        <>
          <section className={card} aria-labelledby="info-password">
            <h3 id="info-password" className="mb-4 text-base font-semibold text-ink">
              {t('account.info.editPassword')}
            </h3>
            <ChangePasswordForm testId="edit-password" />
          </section>
          <section className={card} aria-labelledby="info-withdraw">
            <h3 id="info-withdraw" className="mb-4 text-base font-semibold text-ink">
              {data.is_withdraw_password ? t('account.info.withdrawChange') : t('account.info.withdrawSet')}
            </h3>
            <WithdrawPasswordForm isSet={Boolean(Number(data.is_withdraw_password ?? 0))} />
          </section>
        </>
      )}
    </div>
  );
}
