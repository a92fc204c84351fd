import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money-format';
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
import type { AgentViewProps } from '../../../lib/agent-view';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { formatRecordTime } from '../../../lib/records/record-time';
import { useAgentTransfers, useAgentTransferSettings, type AgentTransferRow } from '../api/agent-transfer';
import { TRANSFER_FIGURES } from '../logic/label-keys';
import { STATE_TONE } from '../logic/transfer-form';
import { TransferForm } from './transfer-form';

/** The agent centre's Transfer page: limits left today, the transfer form, and the agent's transfers. */
export default function TransferView(props: AgentViewProps) {
  const { t } = useTranslation();
  const settings = useAgentTransferSettings(props.memberId);
  const filter = useRecordFilter(props.timeZone);
  const [done, setDone] = useState<AgentTransferRow | null>(null);

  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <div className="h-40 animate-pulse rounded-lg bg-fill" aria-busy="true" />;
  const s = settings.data;
  const money = (amount: string) => formatMoney(amount, s.currency);
  const values = { available: s.available, single: s.max_single, left: s.left_today, used: s.used_today };
  const figures = TRANSFER_FIGURES.map((key) => [key, values[key]] as const);
  const off = Number(s.max_single) === 0 || Number(s.max_daily) === 0;

  return (
    <div className="flex flex-col gap-5" data-testid="agent-transfer">
      <section className={card}>
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="min-w-0 rounded-field bg-fill px-4 py-3">
              <dt className="text-xs text-ink-faint">{t(`agentTransfer.figures.${key}`)}</dt>
              <dd
                className="truncate text-base font-semibold text-ink tabular-nums"
                data-testid={`agent-transfer-${key}`}
              >
                {money(value)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-ink-faint">
          {Number(s.approval_line) > 0
            ? t('agentTransfer.rules', { line: money(s.approval_line), daily: money(s.max_daily) })
            : t('agentTransfer.rulesNoLine', { daily: money(s.max_daily) })}
        </p>
      </section>

      <section className={card}>
        <h2 className="mb-4 text-base font-semibold text-ink">{t('agentTransfer.newTransfer')}</h2>
        {off ? (
          <p className="text-sm text-ink-muted" data-testid="agent-transfer-off">
            {t('agentTransfer.off')}
          </p>
        ) : !s.has_withdraw_password ? (
          <p className="text-sm text-ink-muted" data-testid="agent-transfer-no-password">
            {t('agentTransfer.noPassword')}{' '}
            <Link to="/user?page=Info" className="font-semibold text-primary underline">
              {t('agentTransfer.setPassword')}
            </Link>
          </p>
        ) : (
          <>
            {done ? (
              <p
                role="status"
                data-testid="agent-transfer-done"
                className="mb-4 rounded-field border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
              >
                {t(done.state === 'paid' ? 'agentTransfer.donePaid' : 'agentTransfer.doneHeld', {
                  amount: money(done.amount),
                  account: done.member_account,
                })}
              </p>
            ) : null}
            <div className="max-w-xl">
              <TransferForm memberId={props.memberId} settings={s} onDone={setDone} />
            </div>
          </>
        )}
      </section>

      <section className={card}>
        <h2 className="mb-4 text-base font-semibold text-ink">{t('agentTransfer.history')}</h2>
        <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
        <div className="mt-5">
          <TransferRows
            memberId={props.memberId}
            currency={s.currency}
            timeZone={props.timeZone}
            range={filter.range}
            page={filter.page}
            setPage={filter.setPage}
          />
        </div>
      </section>
    </div>
  );
}

function TransferRows(props: {
  memberId: string;
  currency: string;
  timeZone: string;
  range: { start_date: string; end_date: string };
  page: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useAgentTransfers(props.memberId, props.range, props.page, RECORD_PAGE_SIZE);
  const columns: RecordColumn<AgentTransferRow>[] = [
    {
      key: 'time',
      label: t('agentTransfer.col.time'),
      render: (r) => formatRecordTime(r.created_at, props.timeZone),
    },
    { key: 'account', card: 'title', label: t('agentTransfer.col.account'), render: (r) => r.member_account },
    {
      key: 'amount',
      card: 'value',
      label: t('agentTransfer.col.amount'),
      align: 'end',
      render: (r) => (
        <span className="font-semibold tabular-nums">{formatMoney(r.amount, props.currency)}</span>
      ),
    },
    {
      key: 'state',
      label: t('agentTransfer.col.state'),
      render: (r) => (
        <span className="inline-flex flex-col gap-0.5">
          <StatusBadge tone={STATE_TONE[r.state]}>{t(`agentTransfer.state.${r.state}`)}</StatusBadge>
          {r.decision_reason ? <span className="text-xs text-ink-faint">{r.decision_reason}</span> : null}
        </span>
      ),
    },
  ];
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  if (query.data.list.length === 0) return <EmptyRows>{t('agentTransfer.empty')}</EmptyRows>;
  return (
    <div data-testid="agent-transfer-rows">
      <RecordTable
        testId="agent-transfer-table"
        columns={columns}
        rows={query.data.list}
        rowKey={(r) => String(r.id)}
        dimmed={query.isPlaceholderData}
      />
      <Pager page={props.page} pageSize={RECORD_PAGE_SIZE} total={query.data.total} onPage={props.setPage} />
    </div>
  );
}
