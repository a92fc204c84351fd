import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { EmptyRows, LoadError, Pager, StatusBadge } from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { useRecommendFriends, type FriendFilter, type FriendRow } from '../api/recommend-friends';
import { REWARD_TONE } from '../logic/recommend-format';

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace(',', '');

/** The member's friends of a filter with their reward, and the filter's totals. */
export function FriendRows(props: {
  memberId: string | null;
  currency: string;
  timeZone: string;
  filter: FriendFilter;
  page: number;
  setPage: (page: number) => void;
  empty: string;
}) {
  const { t } = useTranslation();
  const { currency, timeZone } = props;
  const query = useRecommendFriends(props.memberId, props.filter, props.page, RECORD_PAGE_SIZE);
  const columns: RecordColumn<FriendRow>[] = [
    {
      key: 'account',
      card: 'title',
      label: t('recommend.col.account'),
      render: (r) => <span className="font-mono">{r.account}</span>,
    },
    {
      key: 'registered',
      label: t('recommend.col.registered'),
      render: (r) => dateTime(r.registered_at, timeZone),
    },
    {
      key: 'status',
      label: t('recommend.col.status'),
      render: (r) => (r.status === 'active' ? t('recommend.friendActive') : t('recommend.friendInactive')),
    },
    {
      key: 'reward',
      label: t('recommend.col.reward'),
      render: (r) => (
        <StatusBadge tone={REWARD_TONE[r.reward_state]}>{t(`recommend.state.${r.reward_state}`)}</StatusBadge>
      ),
    },
    {
      key: 'amount',
      card: 'value',
      label: t('recommend.col.amount'),
      align: 'end',
      render: (r) =>
        r.reward_amount === null ? (
          <span className="text-ink-faint">—</span>
        ) : (
          <span className={r.reward_state === 'paid' ? 'font-semibold text-success' : 'text-ink-muted'}>
            {formatMoney(r.reward_amount, currency)}
          </span>
        ),
    },
  ];

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  if (query.data.list.length === 0) return <EmptyRows>{props.empty}</EmptyRows>;
  const totals = query.data.totals;
  return (
    <div data-testid="recommend-friends">
      <dl className="mb-4 grid grid-cols-3 gap-3 rounded-field bg-fill px-4 py-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.friends')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{totals.friends}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.rewarded')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{totals.paid}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.earned')}</dt>
          <dd className="truncate font-semibold text-success tabular-nums" data-testid="recommend-earned">
            {formatMoney(totals.earned, currency)}
          </dd>
        </div>
      </dl>
      <RecordTable
        testId="recommend-friend-rows"
        columns={columns}
        rows={query.data.list}
        rowKey={(r) => `${r.account}:${r.registered_at}`}
        dimmed={query.isPlaceholderData}
      />
      <Pager page={props.page} pageSize={RECORD_PAGE_SIZE} total={query.data.total} onPage={props.setPage} />
    </div>
  );
}
