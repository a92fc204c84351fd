import clsx from 'clsx';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useTransactions, type TransactionRow } from '../api/transactions';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { formatRecordTime } from '../../../lib/records/record-time';
import {
  amountTone,
  card,
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';

const STATUS_TONE = { posted: 'good', pending: 'wait', voided: 'mute' } as const;

const TABS = ['transactions', 'bets'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  memberId: string | null;
  currency: string;
  timeZone: string;
  /**
   * The Bets tab's content: another feature's, so the page that composes features hands it in
   * (pages/user-page.tsx). Without it the page is the transaction list alone.
   */
  bets?: ReactNode;
}

/** /user?page=Transaction: the main wallet's movements and, beside them, the member's bets. */
export function TransactionPage(props: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('transactions');
  if (!props.bets) {
    return (
      <section className={card} data-testid="transaction-page">
        <TransactionList {...props} />
      </section>
    );
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`tx-tab-${next}`)?.focus();
  };
  return (
    <section className={card} data-testid="transaction-page">
      <div
        role="tablist"
        aria-label={t('user.pages.Transaction')}
        className="mb-5 flex gap-1 border-b border-line"
      >
        {TABS.map((key) => (
          <button
            key={key}
            id={`tx-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`tx-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(key)}
            data-testid={`tx-tab-${key}`}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary',
              tab === key
                ? 'border-primary text-primary'
                : 'border-transparent text-ink-faint hover:text-ink',
            )}
          >
            {t(`bets.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`tx-panel-${tab}`} aria-labelledby={`tx-tab-${tab}`}>
        {tab === 'transactions' ? <TransactionList {...props} /> : props.bets}
      </div>
    </section>
  );
}

function TransactionList(props: Props) {
  const { t } = useTranslation();
  const filter = useRecordFilter(props.timeZone);
  const query = useTransactions(props.memberId, filter.range, filter.page);
  const columns: RecordColumn<TransactionRow>[] = [
    {
      key: 'time',
      label: t('wallet.col.time'),
      render: (r) => formatRecordTime(r.created_at, props.timeZone),
    },
    { key: 'kind', card: 'title', label: t('wallet.col.kind'), render: (r) => t(`wallet.kind.${r.kind}`) },
    {
      key: 'amount',
      card: 'value',
      label: t('wallet.col.amount'),
      align: 'end',
      render: (r) => (
        <span className={`font-semibold ${amountTone(r.amount)}`}>
          {formatMoney(r.amount, props.currency, { signed: true })}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('wallet.col.status'),
      render: (r) => (
        <StatusBadge tone={STATUS_TONE[r.status]}>{t(`wallet.txStatus.${r.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'reference',
      label: t('wallet.col.reference'),
      render: (r) => <span className="font-mono text-xs text-ink-faint">{r.reference ?? `#${r.id}`}</span>,
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
          <EmptyRows>{t('wallet.noTransactions')}</EmptyRows>
        ) : (
          <>
            <RecordTable
              testId="transaction-rows"
              columns={columns}
              rows={query.data.list}
              rowKey={(r) => r.id}
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
