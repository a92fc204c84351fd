import { GAME_HALLS } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useMemberRebates, type RebateRow } from '../api/member-rebates';
import { REBATE_TOTALS } from '../logic/label-keys';
import { ratePercent, STATUS_TONE, type KitColumn, type RecordKit } from '../logic/record-kit';

/** The Rebates tab of transaction records: each day and hall's rebate over the chosen range, with totals. */
export function RebateRecords(props: { kit: RecordKit; memberId: string | null; currency: string }) {
  const { t } = useTranslation();
  const { kit, currency } = props;
  const query = useMemberRebates(props.memberId, kit.range, kit.page, kit.pageSize);
  const hallName = (hall: number) => {
    const known = GAME_HALLS[hall as keyof typeof GAME_HALLS];
    return known ? t(`halls.${known.key}.name`) : `#${hall}`;
  };
  const columns: KitColumn<RebateRow>[] = [
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
      render: (r) => <kit.Status tone={STATUS_TONE[r.status]}>{t(`rebates.status.${r.status}`)}</kit.Status>,
    },
  ];

  if (query.isError) return <kit.LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  if (query.data.list.length === 0) return <kit.Empty>{t('rebates.empty')}</kit.Empty>;
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
      <kit.Table
        testId="rebate-rows"
        columns={columns}
        rows={query.data.list}
        rowKey={(r) => String(r.id)}
        dimmed={query.isPlaceholderData}
      />
      <kit.Pager page={kit.page} pageSize={kit.pageSize} total={query.data.total} onPage={kit.setPage} />
    </div>
  );
}
