import { GAME_HALLS } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useMemberRebates, type RebateRow } from '../api/member-rebates';
import {
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import type { DateRange } from '../../../lib/records/date-range';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { REBATE_TOTALS } from '../logic/label-keys';
import { ratePercent, STATUS_TONE } from '../logic/rebate-format';

/** The Rebates tab of transaction records: each day and hall's rebate over the chosen range, with totals. */
export function RebateRecords(props: { memberId: string | null; currency: string; timeZone: string }) {
  const filter = useRecordFilter(props.timeZone);
  return (
    <>
      <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
      <div className="mt-5">
        <RebateRows {...props} range={filter.range} page={filter.page} setPage={filter.setPage} />
      </div>
    </>
  );
}

function RebateRows(props: {
  memberId: string | null;
  currency: string;
  range: DateRange;
  page: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { currency } = props;
  const query = useMemberRebates(props.memberId, props.range, props.page, RECORD_PAGE_SIZE);
  const hallName = (hall: number) => {
    const known = GAME_HALLS[hall as keyof typeof GAME_HALLS];
    return known ? t(`halls.${known.key}.name`) : `#${hall}`;
  };
  const columns: RecordColumn<RebateRow>[] = [
    { key: 'day', label: t('rebates.col.day'), render: (r) => r.day },
    { key: 'hall', card: 'title', label: t('rebates.col.hall'), render: (r) => hallName(r.hall) },
    {
      key: 'valid',
      label: t('rebates.col.validBet'),
      align: 'end',
      render: (r) => formatMoney(r.valid_bet, currency),
    },
    { key: 'rate', label: t('rebates.col.rate'), align: 'end', render: (r) => ratePercent(r.rate_bp) },
    {
      key: 'amount',
      card: 'value',
      label: t('rebates.col.amount'),
      align: 'end',
      render: (r) => (
        <span className={r.status === 'paid' ? 'font-semibold text-success' : 'text-ink-muted'}>
          {formatMoney(r.amount, currency)}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('rebates.col.status'),
      render: (r) => (
        <StatusBadge tone={STATUS_TONE[r.status]}>{t(`rebates.status.${r.status}`)}</StatusBadge>
      ),
    },
  ];

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  if (query.data.list.length === 0) return <EmptyRows>{t('rebates.empty')}</EmptyRows>;
  const totals = query.data.totals;
  return (
    <div data-testid="rebate-records">
      <dl className="mb-4 grid grid-cols-3 gap-3 rounded-field bg-fill px-4 py-3 text-sm">
        {REBATE_TOTALS.map(
          (key) =>
            [key, { validBet: totals.valid_bet, amount: totals.amount, paid: totals.paid }[key]] as const,
        ).map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-ink-faint">{t(`rebates.totals.${key}`)}</dt>
            <dd className="truncate font-semibold text-ink tabular-nums" data-testid={`rebate-total-${key}`}>
              {formatMoney(value, currency)}
            </dd>
          </div>
        ))}
      </dl>
      <RecordTable
        testId="rebate-rows"
        columns={columns}
        rows={query.data.list}
        rowKey={(r) => String(r.id)}
        dimmed={query.isPlaceholderData}
      />
      <Pager page={props.page} pageSize={RECORD_PAGE_SIZE} total={query.data.total} onPage={props.setPage} />
    </div>
  );
}
