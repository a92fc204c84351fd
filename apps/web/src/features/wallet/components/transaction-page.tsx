import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useTransactions, type TransactionRow } from '../api/transactions';
import { RECORD_PAGE_SIZE } from '../logic/paging';
import { formatRecordTime } from '../logic/record-time';
import { amountTone, card, DateRangeFilter, EmptyRows, LoadError, Pager, StatusBadge } from './record-bits';
import { RecordTable, type RecordColumn } from './record-table';
import { useRecordFilter } from './use-record-filter';

const STATUS_TONE = { posted: 'good', pending: 'wait', voided: 'mute' } as const;

/** A further tab of Transaction records that another feature draws (the page passes it in). */
export interface RecordTab {
  key: string;
  label: string;
  content: ReactNode;
}

type Props = { memberId: string | null; currency: string; timeZone: string };

/**
 * /user?page=Transaction: the main wallet's movements, and beside them, as tabs, the records other
 * features keep (`tabs`, with `mainLabel` naming the movements' own tab).
 */
export function TransactionPage(props: Props & { tabs?: RecordTab[]; mainLabel?: string }) {
  const { tabs, mainLabel, ...rest } = props;
  const [tab, setTab] = useState('transactions');
  if (!tabs?.length) return <TransactionList {...rest} />;
  const all = [
    { key: 'transactions', label: mainLabel ?? '', content: <TransactionList {...rest} /> },
    ...tabs,
  ];
  const current = all.find((x) => x.key === tab) ?? all[0]!;
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-1 border-b border-line">
        {all.map((x) => (
          <button
            key={x.key}
            id={`tx-tab-${x.key}`}
            type="button"
            role="tab"
            aria-selected={current.key === x.key}
            aria-controls="tx-panel"
            onClick={() => setTab(x.key)}
            data-testid={`tx-tab-${x.key}`}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary',
              current.key === x.key
                ? 'border-primary text-primary'
                : 'border-transparent text-ink-faint hover:text-ink',
            )}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tx-panel" aria-labelledby={`tx-tab-${current.key}`}>
        {current.content}
      </div>
    </div>
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
    <section className={card} data-testid="transaction-page">
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
    </section>
  );
}
