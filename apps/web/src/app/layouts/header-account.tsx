import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from '../../features/account/components/login-dialog-provider';
import { useLogout } from '../../features/account/components/use-logout';
import { useSession } from '../../features/account/components/use-session';
import { LetterBadge } from '../../features/letters/components/letter-badge';
import { userPageHref } from '../../features/member-centre/logic/user-menu';
import { AppLink } from '../../features/navigation/components/app-link';
import type { LayoutMode } from '../../lib/layout-mode';
import { HeaderBalance } from './header-balance';
import { useDepositEntry } from './use-deposit-entry';

const button =
  'inline-flex items-center justify-center rounded-control font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

const SIZE = { sm: 'h-8 px-3.5 text-xs', md: 'h-10 px-5 text-sm', phone: 'h-8 px-2.5 text-xs' } as const;

/**
 * Log in / Join now for visitors, the account entry for members, and the deposit entry for both.
 * `small` fits a desktop utility strip; `stretch` spreads the phone's buttons over a full-width row.
 */
export function HeaderAccount({
  mode,
  small = false,
  stretch = false,
}: {
  mode: LayoutMode;
  small?: boolean;
  stretch?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const loginDialog = useLoginDialog();
  const deposit = useDepositEntry(mode);
  const logout = useLogout();
  const compact = mode === 'mobile';
  const size = clsx(compact ? SIZE.phone : small ? SIZE.sm : SIZE.md, stretch && 'flex-1 h-10 text-sm');

  return (
    <div className={clsx('flex items-center gap-2', stretch && 'w-full')}>
      {session.loggedIn ? (
        <>
          {session.isDemo ? (
            <span
              data-testid="header-demo-badge"
              className="rounded-chip bg-info/15 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-info"
            >
              {t('account.demoBadge')}
            </span>
          ) : null}
          <HeaderBalance mode={mode} small={small} />
          <AppLink
            href="/user"
            mode={mode}
            data-testid="header-account"
            className={clsx(
              button,
              size,
              'border border-line-strong text-ink hover:border-primary hover:text-primary',
            )}
          >
            {session.memberAccount ?? t('header.myAccount')}
          </AppLink>
          {session.isDemo ? null : (
            <AppLink
              href={userPageHref('Letter')}
              mode={mode}
              aria-label={t('user.pages.Letter')}
              className="relative grid size-9 place-items-center rounded-full text-ink-muted hover:text-primary"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden
              >
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
              </svg>
              <span className="absolute -right-1 -top-1">
                <LetterBadge memberId={session.memberId} />
              </span>
            </AppLink>
          )}
          {compact ? null : (
            <button
              type="button"
              data-testid="header-logout"
              onClick={() => void logout()}
              className={clsx(button, size, 'text-ink-muted hover:text-primary')}
            >
              {t('account.logout')}
            </button>
          )}
        </>
      ) : (
        <>
          <button
            type="button"
            data-testid="header-login"
            onClick={() => loginDialog.open({ tab: 'login' })}
            className={clsx(
              button,
              size,
              'border border-line-strong text-ink hover:border-primary hover:text-primary',
            )}
          >
            {t('header.login')}
          </button>
          <button
            type="button"
            data-testid="header-register"
            onClick={() => loginDialog.open({ tab: 'register' })}
            className={clsx(
              button,
              size,
              'bg-gradient-to-b from-primary to-primary/80 text-on-primary shadow-lg shadow-primary/20 hover:brightness-110',
            )}
          >
            {t('header.register')}
          </button>
        </>
      )}
      {compact ? null : (
        <button
          type="button"
          data-testid="header-deposit"
          onClick={deposit}
          className={clsx(
            button,
            size,
            'bg-secondary text-on-secondary shadow-lg shadow-secondary/25 hover:brightness-110',
          )}
        >
          {t('header.deposit')}
        </button>
      )}
    </div>
  );
}
