import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotAvailable } from '../components/not-available';
import { BindAccount } from '../features/account/components/bind-account';
import { AnnouncementList } from '../features/announcements/components/announcement-list';
import { LoginPrompt } from '../features/account/components/login-prompt';
import { UserInfo } from '../features/account/components/user-info';
import { useSession } from '../features/account/components/use-session';
import { BetRecords } from '../features/bets/components/bet-records';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { LetterInbox } from '../features/letters/components/letter-inbox';
import { LevelCard } from '../features/levels/components/level-card';
import { CentreFrame } from '../features/member-centre/components/centre-frame';
import { useSiteContext } from '../features/site/components/use-site-context';
import { RebateRecords } from '../features/rebates/components/rebate-records';
import { useIsFriend } from '../features/recommend/api/bonus-setting';
import { RecommendMemberSearch } from '../features/recommend/components/recommend-member-search';
import { RecommendProject } from '../features/recommend/components/recommend-project';
import { RecommendRecord } from '../features/recommend/components/recommend-record';
import { isWalletPage, WalletPage } from '../features/wallet/components/wallet-page';
import { WithdrawalPage } from '../features/withdrawal/components/withdrawal-page';
import { TurnoverHistory } from '../features/turnover/components/turnover-history';
import { TurnoverPanel } from '../features/turnover/components/turnover-panel';
import { resolveUserPage, USER_MENU, userPageHref } from '../features/member-centre/logic/user-menu';

/** /user, /user/{page}, /user?page={page}: the member centre frame with its spec §2 menu. */
export function UserPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const active = resolveUserPage(pathname, search);
  const session = useSession();
  const mode = useLayoutMode();
  const { env, siteId, language } = useSiteContext();
  // Spec §7 /bonus_setting/check: the recommend group shows only where the programme runs.
  const isFriend = useIsFriend(
    session.loggedIn ? session.memberId : null,
    siteId,
    session.currency ?? null,
  ).data;
  const recommendOpen = isFriend === true;
  const groups = USER_MENU.filter((entry) => entry.group !== 'recommend_award' || recommendOpen).map(
    (entry) => ({
      label: t(`user.groups.${entry.group}`),
      items: entry.pages.map((page) => ({
        key: page,
        label: t(`user.pages.${page}`),
        href: userPageHref(page),
        active: page === active,
      })),
    }),
  );

  return (
    <CentreFrame
      title={t('user.title')}
      menuLabel={t('user.menuLabel')}
      groups={groups}
      heading={t(`user.pages.${active}`)}
    >
      {!session.loggedIn ? (
        <LoginPrompt />
      ) : active === 'Info' ? (
        <div className="flex flex-col gap-6">
          {!session.isDemo && <LevelCard memberId={session.memberId} />}
          <UserInfo />
        </div>
      ) : active === 'BindAccount' ? (
        <BindAccount />
      ) : active === 'Deposit' && !session.isDemo ? (
        <DepositPage
          memberId={session.memberId}
          currency={session.currency ?? ''}
          mobile={mode === 'mobile'}
        />
      ) : active === 'Announcement' ? (
        <AnnouncementList siteId={siteId} memberId={session.memberId} language={language} />
      ) : active === 'Letter' && !session.isDemo ? (
        <LetterInbox memberId={session.memberId} />
      ) : active === 'Withdrawal' && !session.isDemo ? (
        <div className="flex flex-col gap-6">
          <TurnoverPanel memberId={session.memberId} />
          <WithdrawalPage memberId={session.memberId} />
        </div>
      ) : isWalletPage(active) && !session.isDemo ? (
        <WalletPage
          page={active}
          memberId={session.memberId}
          currency={session.currency ?? ''}
          timeZone={env.time_zone}
          recordTabs={[
            {
              key: 'bets',
              label: t('bets.tab.bets'),
              content: (
                <BetRecords
                  memberId={session.memberId}
                  currency={session.currency ?? ''}
                  timeZone={env.time_zone}
                  siteId={siteId}
                  language={language}
                />
              ),
            },
            {
              key: 'rebates',
              label: t('rebates.tab'),
              content: (
                <RebateRecords
                  memberId={session.memberId}
                  currency={session.currency ?? ''}
                  timeZone={env.time_zone}
                />
              ),
            },
            {
              key: 'turnover',
              label: t('turnover.tab'),
              content: <TurnoverHistory memberId={session.memberId} timeZone={env.time_zone} />,
            },
          ]}
        />
      ) : active.startsWith('Recommend') && !recommendOpen && !session.isDemo ? (
        // Closed for the member's currency: the project page says so in words.
        <RecommendProject memberId={session.memberId} currency={session.currency ?? ''} />
      ) : active === 'RecommendProject' && !session.isDemo ? (
        <RecommendProject memberId={session.memberId} currency={session.currency ?? ''} />
      ) : active === 'RecommendRecord' && !session.isDemo ? (
        <RecommendRecord
          memberId={session.memberId}
          currency={session.currency ?? ''}
          timeZone={env.time_zone}
        />
      ) : active === 'RecommendMemberSearch' && !session.isDemo ? (
        <RecommendMemberSearch
          memberId={session.memberId}
          currency={session.currency ?? ''}
          timeZone={env.time_zone}
        />
      ) : (
        <NotAvailable />
      )}
    </CentreFrame>
  );
}
