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

/** A tab beside the transactions: another feature's records, composed in by the page that owns both. */
export interface RecordTab {
  key: string;
  label: string;
  content: ReactNode;
}

interface Props {
  memberId: string | null;
  currency: string;
  timeZone: string;
  /**
   * Other features' records (bets, rebates, turnover): the page that composes features hands them in
   * (pages/user-page.tsx). Without any the page is the transaction list alone.
   */
  tabs?: RecordTab[];
}

/** /user?page=Transaction: the main wallet's movements and, beside them, the member's other records. */
export function TransactionPage(props: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('transactions');
  if (!props.tabs?.length) {
    return (
      <section className={card} data-testid="transaction-page">
        <TransactionList {...props} />
      </section>
    );
  }
  const all = [{ key: 'transactions', label: t('wallet.transactionsTab'), content: null }, ...props.tabs];
  const keys = all.map((x) => x.key);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const step = e.key === 'ArrowRight' ? 1 : keys.length - 1;
    const next = keys[(keys.indexOf(tab) + step) % keys.length]!;
    setTab(next);
    document.getElementById(`tx-tab-${next}`)?.focus();
  };
  const current = all.find((x) => x.key === tab) ?? all[0]!;
  return (
    <section className={card} data-testid="transaction-page">
      <div
        role="tablist"
        aria-label={t('user.pages.Transaction')}
        className="mb-5 flex gap-1 overflow-x-auto border-b border-line"
      >
        {all.map(({ key, label }) => (
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
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary motion-reduce:transition-none',
              tab === key
                ? 'border-primary text-primary'
                : 'border-transparent text-ink-faint hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`tx-panel-${current.key}`}
        aria-labelledby={`tx-tab-${current.key}`}
        data-testid={`tx-panel-${current.key}`}
      >
        {current.key === 'transactions' ? <TransactionList {...props} /> : current.content}
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
