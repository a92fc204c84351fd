import clsx from 'clsx';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import {
  useDepositRecords,
  useWithdrawRecords,
  type DepositRecord,
  type WithdrawRecord,
} from '../api/fund-records';
import { RECORD_TABS } from '../logic/label-keys';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { formatRecordTime } from '../../../lib/records/record-time';
import {
  card,
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';

const TABS = RECORD_TABS;
type Tab = (typeof TABS)[number];

const DEPOSIT_TONE = { success: 'good', pending: 'wait', rejected: 'bad', cancelled: 'mute' } as const;
const WITHDRAW_TONE = { approved: 'good', pending: 'wait', rejected: 'bad' } as const;

interface Props {
  memberId: string | null;
  currency: string;
  timeZone: string;
}

/** /user?page=DWRecord: deposit and withdrawal orders, one tab each, over a date range. */
export function DWRecord(props: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('deposit');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`dw-tab-${next}`)?.focus();
  };
  return (
    <section className={card} data-testid="dw-record">
      <div
        role="tablist"
        aria-label={t('user.pages.DWRecord')}
        className="mb-5 flex gap-1 border-b border-line"
      >
        {TABS.map((key) => (
          <button
            key={key}
            id={`dw-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`dw-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(key)}
            data-testid={`dw-tab-${key}`}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary',
              tab === key
                ? 'border-primary text-primary'
                : 'border-transparent text-ink-faint hover:text-ink',
            )}
          >
            {t(`wallet.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dw-panel-${tab}`} aria-labelledby={`dw-tab-${tab}`}>
        {tab === 'deposit' ? (
          <DepositList key="deposit" {...props} />
        ) : (
          <WithdrawList key="withdraw" {...props} />
        )}
      </div>
    </section>
  );
}

function DepositList(props: Props) {
  const { t } = useTranslation();
  const filter = useRecordFilter(props.timeZone);
  const query = useDepositRecords(props.memberId, filter.range, filter.page);
  const columns: RecordColumn<DepositRecord>[] = [
    {
      key: 'time',
      label: t('wallet.col.time'),
      render: (r) => formatRecordTime(r.created_at, props.timeZone),
    },
    {
      key: 'order',
      label: t('wallet.col.order'),
      render: (r) => <span className="font-mono text-xs">{r.order_number}</span>,
    },
    { key: 'channel', card: 'title', label: t('wallet.col.channel'), render: (r) => r.channel_name },
    {
      key: 'amount',
      card: 'value',
      label: t('wallet.col.amount'),
      align: 'end',
      render: (r) => <span className="font-semibold text-ink">{formatMoney(r.amount, props.currency)}</span>,
    },
    {
      key: 'status',
      label: t('wallet.col.status'),
      render: (r) => (
        <StatusBadge tone={DEPOSIT_TONE[r.status]}>{t(`wallet.depositStatus.${r.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'resolved',
      label: t('wallet.col.resolved'),
      render: (r) => (r.resolved_at ? formatRecordTime(r.resolved_at, props.timeZone) : '—'),
    },
  ];
  return (
    <>
      <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
      <div className="mt-5">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : query.data.list.length === 0 ? (
          <EmptyRows>{t('wallet.noDeposits')}</EmptyRows>
        ) : (
          <>
            <RecordTable
              testId="deposit-rows"
              columns={columns}
              rows={query.data.list}
              rowKey={(r) => r.order_number}
              dimmed={query.isPlaceholderData}
            />
            <Pager
              page={filter.page}
              pageSize={RECORD_PAGE_SIZE}
              total={query.data.total}
              onPage={filter.setPage}
            />
          </>
        )}
      </div>
    </>
  );
}

function WithdrawList(props: Props) {
  const { t } = useTranslation();
  const filter = useRecordFilter(props.timeZone);
  const query = useWithdrawRecords(props.memberId, filter.range, filter.page);
  const columns: RecordColumn<WithdrawRecord>[] = [
    {
      key: 'time',
      label: t('wallet.col.time'),
      render: (r) => formatRecordTime(r.created_at, props.timeZone),
    },
    {
      key: 'order',
      label: t('wallet.col.order'),
      render: (r) => <span className="font-mono text-xs">{r.order_number}</span>,
    },
    {
      key: 'bank',
      card: 'title',
      label: t('wallet.col.bank'),
      render: (r) => `${r.bank_name} ${r.account_masked}`,
    },
    {
      key: 'amount',
      card: 'value',
      label: t('wallet.col.amount'),
      align: 'end',
      render: (r) => <span className="font-semibold text-ink">{formatMoney(r.amount, props.currency)}</span>,
    },
    {
      key: 'status',
      label: t('wallet.col.status'),
      render: (r) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <StatusBadge tone={WITHDRAW_TONE[r.status]}>{t(`wallet.withdrawStatus.${r.status}`)}</StatusBadge>
          {r.reason ? <span className="text-xs text-ink-faint">{r.reason}</span> : null}
        </span>
      ),
    },
    {
      key: 'resolved',
      label: t('wallet.col.resolved'),
      render: (r) => (r.resolved_at ? formatRecordTime(r.resolved_at, props.timeZone) : '—'),
    },
  ];
  return (
    <>
      <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
      <div className="mt-5">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : query.data.list.length === 0 ? (
          <EmptyRows>{t('wallet.noWithdrawals')}</EmptyRows>
        ) : (
          <>
            <RecordTable
              testId="withdraw-rows"
              columns={columns}
              rows={query.data.list}
              rowKey={(r) => r.order_number}
              dimmed={query.isPlaceholderData}
            />
            <Pager
              page={filter.page}
              pageSize={RECORD_PAGE_SIZE}
              total={query.data.total}
              onPage={filter.setPage}
            />
          </>
        )}
      </div>
    </>
  );
}
