import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/money-format';
import { useMemberLayout } from '../../features/account/api/member-layout';
import { useSession } from '../../features/account/components/use-session';
import { AppLink } from '../../features/navigation/components/app-link';
import type { LayoutMode } from '../../lib/layout-mode';

/**
 * The member's main balance from the layout (member_cash: the ledger's available main wallet), kept
 * current by the realtime member.cash event; it opens the wallet page.
 */
export function HeaderBalance({ mode, small = false }: { mode: LayoutMode; small?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const layout = useMemberLayout(session.memberId, session.loggedIn && !session.isDemo);
  if (!layout.data) return null;
  const compact = mode === 'mobile' || small;
  return (
    <AppLink
      href="/user?page=MyWallet"
      mode={mode}
      data-testid="header-balance"
      title={t('wallet.balance')}
      className={clsx(
        'inline-flex items-center rounded-full bg-fill font-semibold whitespace-nowrap text-ink tabular-nums transition hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary',
        compact ? 'h-8 px-2.5 text-xs' : 'h-10 gap-2 px-4 text-sm',
      )}
    >
      {compact ? null : <span className="font-normal text-ink-faint">{t('wallet.balance')}</span>}
      {formatMoney(layout.data.member_cash, layout.data.member_currency)}
    </AppLink>
  );
}
