import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useTransactions, type TransactionRow } from '../api/transactions';
import { RECORD_PAGE_SIZE } from '../logic/paging';
import { formatRecordTime } from '../logic/record-time';
import { amountTone, card, DateRangeFilter, EmptyRows, LoadError, Pager, StatusBadge } from './record-bits';
import { RecordTable, type RecordColumn } from './record-table';
import { useRecordFilter } from './use-record-filter';

const STATUS_TONE = { posted: 'good', pending: 'wait', voided: 'mute' } as const;

/** /user?page=Transaction: every movement of the member's main wallet, newest first. */
export function TransactionPage(props: { memberId: string | null; currency: string; timeZone: string }) {
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
