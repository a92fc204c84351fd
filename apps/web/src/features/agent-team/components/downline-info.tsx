import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import {
  chip,
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import type { AgentViewProps } from '../../../lib/agent-view';
import { formatRecordTime } from '../../../lib/records/record-time';
import { useDownline, type DownlineRow } from '../api/team-downline';
import { MEMBER_STATUS_KEYS } from '../logic/label-keys';
import { AgentPath, WinLoss } from './team-bits';

const PAGE_SIZE = 20;
const STATUS_TONE = { active: 'good', frozen: 'wait', disabled: 'bad' } as const;
const field =
  'h-9 min-w-0 flex-1 rounded-field border border-line bg-canvas px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';

/**
 * DownlineInfo: an agent's direct members and sub-agents apart, each with its status, registration,
 * last login and figures over a period; a sub-agent opens its own downline, and a search by account
 * reaches the whole tree. The server answers only the agent's own tree.
 */
export function DownlineInfo(props: AgentViewProps) {
  const { t } = useTranslation();
  const range = useRecordFilter(props.timeZone);
  const [agentId, setAgentId] = useState<number | undefined>(undefined);
  const [kind, setKind] = useState<'members' | 'agents'>('members');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const query = useDownline(props.memberId, {
    ...range.range,
    ...(agentId === undefined ? {} : { agent_id: agentId }),
    ...(account ? { account } : {}),
    kind,
    page: range.page,
    page_size: PAGE_SIZE,
  });
  const money = (amount: string) => formatMoney(amount, props.currency);
  const time = (iso: string | null) => (iso ? formatRecordTime(iso, props.timeZone) : t('agentTeam.never'));
  const open = (id: number | undefined) => {
    setAgentId(id);
    setKind('members');
    setAccount('');
    setTyped('');
    range.setPage(1);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAccount(typed.trim().toLowerCase());
    range.setPage(1);
  };

  const columns: RecordColumn<DownlineRow>[] = [
    {
      key: 'account',
      card: 'title',
      label: t('agentTeam.col.account'),
      render: (r) => (
        <span className="inline-flex min-w-0 flex-col">
          <span className="font-medium">{r.account}</span>
          {account ? (
            <span className="text-xs font-normal text-ink-faint">
              {t('agentTeam.col.agent')} {r.agent_account}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('agentTeam.col.status'),
      render: (r) =>
        r.agent_status === 'suspended' ? (
          <StatusBadge tone="mute">{t('agentTeam.status.suspended')}</StatusBadge>
        ) : (
          <StatusBadge tone={STATUS_TONE[r.status]}>{t(MEMBER_STATUS_KEYS[r.status])}</StatusBadge>
        ),
    },
    ...(kind === 'agents'
      ? [
          {
            key: 'team',
            label: t('agentTeam.col.teamSize'),
            align: 'end' as const,
            render: (r: DownlineRow) => r.team_size,
          },
        ]
      : []),
    {
      key: 'registered',
      label: t('agentTeam.col.registered'),
      render: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.registered_at)}</span>,
    },
    {
      key: 'login',
      label: t('agentTeam.col.lastLogin'),
      render: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.last_login_at)}</span>,
    },
    {
      key: 'deposits',
      label: t('agentTeam.figures.deposits'),
      align: 'end',
      render: (r) => money(r.deposits),
    },
    { key: 'valid', label: t('agentTeam.figures.validBet'), align: 'end', render: (r) => money(r.valid_bet) },
    {
      key: 'winLoss',
      card: 'value',
      label: t('agentTeam.figures.winLoss'),
      align: 'end',
      render: (r) => <WinLoss amount={r.win_loss} currency={props.currency} />,
    },
    ...(kind === 'agents'
      ? [
          {
            key: 'open',
            label: t('agentTeam.col.downline'),
            render: (r: DownlineRow) => (
              <button
                type="button"
                className="text-sm font-medium whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() => open(r.member_id)}
                data-testid="downline-open"
              >
                {t('agentTeam.open')}
              </button>
            ),
          },
        ]
      : []),
  ];

  const counts = query.data?.counts;
  return (
    <div data-testid="downline-info">
      {query.data ? <AgentPath path={query.data.path} onOpen={open} /> : null}
      <DateRangeFilter range={range.range} timeZone={props.timeZone} onChange={range.setRange} />
      <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-2" role="group" aria-label={t('agentTeam.col.kind')}>
          {(['members', 'agents'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              data-testid={`downline-kind-${k}`}
              onClick={() => {
                setKind(k);
                range.setPage(1);
              }}
              className={clsx(
                chip,
                kind === k
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-line text-ink-muted hover:border-primary hover:text-primary',
              )}
            >
              {k === 'members'
                ? t('agentTeam.kind.members', { count: counts?.members ?? 0 })
                : t('agentTeam.kind.agents', { count: counts?.agents ?? 0 })}
            </button>
          ))}
        </div>
        <form className="flex gap-2" role="search" onSubmit={search}>
          <label className="sr-only" htmlFor="downline-search">
            {t('agentTeam.search.label')}
          </label>
          <input
            id="downline-search"
            className={field}
            value={typed}
            maxLength={30}
            placeholder={t('agentTeam.search.placeholder')}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="downline-search"
          />
          <button type="submit" className={clsx(chip, 'border-primary bg-primary text-on-primary')}>
            {t('agentTeam.search.submit')}
          </button>
          {account ? (
            <button
              type="button"
              className={clsx(chip, 'border-line text-ink-muted')}
              onClick={() => open(agentId)}
            >
              {t('agentTeam.search.clear')}
            </button>
          ) : null}
        </form>
      </div>
      {account ? (
        <p className="mt-3 text-sm text-ink-muted" data-testid="downline-search-note">
          {t('agentTeam.search.results', { account, count: query.data?.total ?? 0 })}
        </p>
      ) : null}
      <div className="mt-4">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : query.data.list.length === 0 ? (
          <EmptyRows>{account ? t('agentTeam.noneFound') : t('agentTeam.none')}</EmptyRows>
        ) : (
          <>
            <RecordTable
              testId="downline-rows"
              columns={columns}
              rows={query.data.list}
              rowKey={(r) => String(r.member_id)}
              dimmed={query.isPlaceholderData}
            />
            <Pager page={range.page} pageSize={PAGE_SIZE} total={query.data.total} onPage={range.setPage} />
          </>
        )}
      </div>
    </div>
  );
}

export default DownlineInfo;
