import { GAME_HALLS } from '@arks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { card, EmptyRows, LoadError, Pager } from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useSettlement, useSettlements, type SettlementRow } from '../api/commission';
import { ratePercent, trimExact } from '../logic/plan-words';
import { StateBadge } from './state-badge';

const PAGE_SIZE = 12;

/** PerformanceSettlement: every period with its figures and state; a period opens its calculation trace. */
export default function SettlementView(props: AgentViewProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useSettlements(props.memberId, page, PAGE_SIZE);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const { currency } = query.data;
  const money = (v: string) => formatMoney(v, currency);
  if (query.data.list.length === 0) return <EmptyRows>{t('agentCommission.settlements.empty')}</EmptyRows>;
  const columns: RecordColumn<SettlementRow>[] = [
    {
      key: 'period',
      card: 'title',
      label: t('agentCommission.col.period'),
      render: (r) => `${r.period_start} – ${r.period_end}`,
    },
    {
      key: 'teamNet',
      label: t('agentCommission.col.teamNet'),
      align: 'end',
      render: (r) => money(r.team_net),
    },
    {
      key: 'tier',
      label: t('agentCommission.col.tier'),
      align: 'end',
      render: (r) => (r.tier === null ? '—' : `${r.tier} · ${ratePercent(r.rate_bp)}`),
    },
    {
      key: 'carryIn',
      label: t('agentCommission.col.carryIn'),
      align: 'end',
      render: (r) => money(r.carry_in),
    },
    {
      key: 'carryOut',
      label: t('agentCommission.col.carryOut'),
      align: 'end',
      render: (r) => money(r.carry_out),
    },
    {
      key: 'amount',
      card: 'value',
      label: t('agentCommission.col.amount'),
      align: 'end',
      render: (r) => (
        <span className={r.state === 'paid' ? 'font-semibold text-success' : 'text-ink-muted'}>
          {money(r.amount)}
        </span>
      ),
    },
    { key: 'state', label: t('agentCommission.col.state'), render: (r) => <StateBadge state={r.state} /> },
    {
      key: 'trace',
      label: t('agentCommission.col.trace'),
      render: (r) => (
        <button
          type="button"
          className="text-sm font-semibold text-primary hover:underline"
          data-testid={`open-trace-${r.id}`}
          onClick={() => setOpen(open === r.id ? null : r.id)}
        >
          {open === r.id ? t('agentCommission.trace.hide') : t('agentCommission.trace.show')}
        </button>
      ),
    },
  ];
  return (
    <div className="space-y-5" data-testid="commission-settlements">
      <p className="rounded-field bg-fill px-4 py-3 text-sm text-ink-muted">
        {t('agentCommission.settlements.paidTotal')}{' '}
        <strong className="text-ink tabular-nums">{money(query.data.paid_total)}</strong>
      </p>
      <RecordTable
        testId="settlement-rows"
        columns={columns}
        rows={query.data.list}
        rowKey={(r) => String(r.id)}
        dimmed={query.isPlaceholderData}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />
      {open !== null && <Trace memberId={props.memberId} id={open} />}
    </div>
  );
}

function Trace(props: { memberId: string; id: number }) {
  const { t } = useTranslation();
  const query = useSettlement(props.memberId, props.id);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const s = query.data;
  const money = (v: string) => formatMoney(v, s.currency);
  // Exact figures keep their extra places only when they carry something.
  const exact = (v: string) => {
    const trimmed = trimExact(v);
    return trimmed.split('.')[1]!.length <= 2 ? formatMoney(trimmed, s.currency) : trimmed;
  };
  const hallName = (hall: number) => {
    const known = GAME_HALLS[hall as keyof typeof GAME_HALLS];
    return known ? t(`halls.${known.key}.name`) : `#${hall}`;
  };
  const facts: [string, string][] = [
    [t('agentCommission.col.period'), `${s.period_start} – ${s.period_end}`],
    [t('agentCommission.trace.version'), String(s.plan_version)],
    [t('agentCommission.trace.members'), `${s.team_members} / ${s.active_members}`],
    [t('agentCommission.col.teamNet'), money(s.team_net)],
    [t('agentCommission.col.tier'), s.tier === null ? '—' : `${s.tier} · ${ratePercent(s.rate_bp)}`],
    [t('agentCommission.col.carryIn'), money(s.carry_in)],
    [t('agentCommission.trace.revenueShare'), money(s.revenue_share)],
    [t('agentCommission.trace.cpa'), money(s.cpa)],
    [t('agentCommission.col.carryOut'), money(s.carry_out)],
    [t('agentCommission.col.amount'), money(s.amount)],
  ];
  const th = 'px-3 py-2 font-semibold whitespace-nowrap';
  const td = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
  return (
    <section className={card} data-testid="settlement-trace">
      <h3 className="text-sm font-semibold text-ink">{t('agentCommission.trace.title')}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-ink-faint">{label}</dt>
            <dd className="truncate font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {s.trace.members.length > 0 && (
        <div className="mt-5 overflow-x-auto rounded-field border border-line">
          <table className="w-full text-sm" data-testid="trace-members">
            <thead className="bg-fill text-left text-xs text-ink-faint">
              <tr>
                <th className={th}>{t('agentCommission.trace.member')}</th>
                <th className={th}>{t('agentCommission.trace.hall')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.ggr')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.fee')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.promotions')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.rebates')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.moneyFees')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.net')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.rate')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.part')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {s.trace.members.map((m) => (
                <tr key={m.member_id}>
                  <td className="px-3 py-2 text-ink">
                    {m.account}
                    {m.active && (
                      <span className="ml-1.5 text-xs text-success">{t('agentCommission.trace.active')}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-ink-muted">
                    {m.halls.map((h) => (
                      <div key={h.hall} className="whitespace-nowrap">
                        {hallName(h.hall)} · {money(h.ggr)} · {ratePercent(h.fee_bp)}
                      </div>
                    ))}
                  </td>
                  <td className={td}>{money(m.ggr)}</td>
                  <td className={td}>
                    {m.halls.map((h) => (
                      <div key={h.hall}>{exact(h.fee)}</div>
                    ))}
                  </td>
                  <td className={td}>{money(m.promotions)}</td>
                  <td className={td}>{money(m.rebates)}</td>
                  <td className={td}>
                    <div>{exact(m.deposit_fee)}</div>
                    <div>{exact(m.withdrawal_fee)}</div>
                  </td>
                  <td className={td}>{exact(m.net)}</td>
                  <td className={td}>{ratePercent(m.rate_bp)}</td>
                  <td className={td}>{exact(m.part)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.trace.sub_agents.length > 0 && (
        <div className="mt-5 overflow-x-auto rounded-field border border-line">
          <table className="w-full text-sm" data-testid="trace-sub-agents">
            <thead className="bg-fill text-left text-xs text-ink-faint">
              <tr>
                <th className={th}>{t('agentCommission.trace.subAgent')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.col.teamNet')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.differential')}</th>
                <th className={`${th} text-right`}>{t('agentCommission.trace.part')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {s.trace.sub_agents.map((a) => (
                <tr key={a.agent_id}>
                  <td className="px-3 py-2 text-ink">{a.account}</td>
                  <td className={td}>{exact(a.team_net)}</td>
                  <td className={td}>{ratePercent(a.rate_bp)}</td>
                  <td className={td}>{exact(a.part)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.trace.cpa_members.length > 0 && (
        <p className="mt-4 text-sm text-ink-muted">
          {t('agentCommission.trace.cpaMembers')} {s.trace.cpa_members.map((m) => m.account).join(', ')}
        </p>
      )}
    </section>
  );
}
