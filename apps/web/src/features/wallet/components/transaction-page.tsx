import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useTransactions, type TransactionRow } from '../api/transactions';
import { RECORD_PAGE_SIZE } from '../logic/paging';
import { formatRecordTime } from '../logic/record-time';
import type { DateRange } from '../logic/date-range';
import {
  amountTone,
  card,
  chip,
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from './record-bits';
import { RecordTable, type RecordColumn } from './record-table';
import { useRecordFilter } from './use-record-filter';

const STATUS_TONE = { posted: 'good', pending: 'wait', voided: 'mute' } as const;

/** The range, page and record views a tab of another feature shows its rows with. */
export interface RecordKit {
  range: DateRange;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  Table: typeof RecordTable;
  Pager: typeof Pager;
  Empty: typeof EmptyRows;
  LoadError: typeof LoadError;
  Status: typeof StatusBadge;
}

/** A tab beside the transactions (another feature's records), composed in by the page. */
export interface RecordTab {
  key: string;
  label: string;
  render: (kit: RecordKit) => ReactNode;
}

/** /user?page=Transaction: every movement of the member's main wallet, newest first; other records in tabs. */
export function TransactionPage(props: {
  memberId: string | null;
  currency: string;
  timeZone: string;
  tabs?: RecordTab[];
}) {
  const { t } = useTranslation();
  const filter = useRecordFilter(props.timeZone);
  const [tab, setTab] = useState<string | null>(null);
  const other = props.tabs?.find((x) => x.key === tab);
  // Only the tab on screen asks for its rows.
  const query = useTransactions(other ? null : props.memberId, filter.range, filter.page);
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
    <section className={card} data-testid="transaction-page">
      {props.tabs?.length ? (
        <div className="mb-4 flex gap-2" role="tablist">
          {[{ key: null, label: t('wallet.transactionsTab') }, ...props.tabs].map((x) => (
            <button
              key={x.key ?? 'transactions'}
              type="button"
              role="tab"
              aria-selected={tab === x.key}
              data-testid={`records-tab-${x.key ?? 'transactions'}`}
              onClick={() => {
                setTab(x.key);
                filter.setPage(1);
              }}
              className={clsx(
                chip,
                tab === x.key
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-line text-ink-muted hover:border-primary hover:text-primary',
              )}
            >
              {x.label}
            </button>
          ))}
        </div>
      ) : null}
      <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
      <div className="mt-5">
        {other ? (
          other.render({
            range: filter.range,
            page: filter.page,
            pageSize: RECORD_PAGE_SIZE,
            setPage: filter.setPage,
            Table: RecordTable,
            Pager,
            Empty: EmptyRows,
            LoadError,
            Status: StatusBadge,
          })
        ) : query.isError ? (
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
    </section>
  );
}
