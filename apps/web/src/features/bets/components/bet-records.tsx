import clsx from 'clsx';
import type { LangCode } from '@arks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import {
  DateRangeFilter,
  EmptyRows,
  LoadError,
  Pager,
  StatusBadge,
} from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { formatRecordTime } from '../../../lib/records/record-time';
import { useBetFilterOptions } from '../api/bet-filter-options';
import { useMemberBets, type BetRow } from '../api/member-bets';
import { BET_STATUS_OPTIONS, winLossTone, type BetFilter } from '../logic/bet-filter';

const STATUS_TONE = { settled: 'good', resettled: 'good', open: 'wait', void: 'mute' } as const;
const TONE_CLASS = { win: 'text-success', loss: 'text-danger', even: 'text-ink-muted' } as const;
const select =
  'h-9 min-w-0 flex-1 rounded-field border border-line bg-canvas px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 sm:flex-none';

interface Props {
  memberId: string | null;
  currency: string;
  /** The site's zone (env_config.time_zone): the dates are whole days there. */
  timeZone: string;
  siteId: number;
  language: LangCode;
}

/** "2026-11-29 09:01": on the table the date over the hour, so the column stays narrow and never breaks mid-date. */
function RecordTime(props: { iso: string; timeZone: string }) {
  const [day, hour] = formatRecordTime(props.iso, props.timeZone).split(' ');
  return (
    <span className="inline-flex gap-1.5 whitespace-nowrap tabular-nums md:flex-col md:gap-0 md:leading-tight">
      <span>{day}</span>
      <span className="md:text-xs md:text-ink-faint">{hour}</span>
    </span>
  );
}

function WinLoss(props: { amount: string; currency: string }) {
  return (
    <span className={clsx('font-semibold tabular-nums', TONE_CLASS[winLossTone(props.amount)])}>
      {formatMoney(props.amount, props.currency, { signed: true })}
    </span>
  );
}

/** The Bets tab of Transaction records: the member's rounds over a date range, with their totals. */
export function BetRecords(props: Props) {
  const { t } = useTranslation();
  const range = useRecordFilter(props.timeZone);
  const [choice, setChoice] = useState<Pick<BetFilter, 'hall' | 'provider' | 'status'>>({
    hall: null,
    provider: null,
    status: null,
  });
  const filter: BetFilter = { ...range.range, ...choice };
  const query = useMemberBets(props.memberId, filter, range.page);
  const options = useBetFilterOptions(props.siteId, props.currency, props.language).data;
  const hallName = (hall: number) => options?.halls.find((h) => h.value === hall)?.label ?? `#${hall}`;
  const choose = (next: Partial<typeof choice>) => {
    setChoice({ ...choice, ...next });
    range.setPage(1);
  };
  const money = (amount: string) => formatMoney(amount, props.currency);

  // Eight columns fit the member centre at 1440 px without wrapping a figure: the hall sits under the
  // game's name with the provider, and the time shows its date over its hour.
  const columns: RecordColumn<BetRow>[] = [
    {
      key: 'placed',
      label: t('bets.col.placed'),
      render: (r) => <RecordTime iso={r.placed_at} timeZone={props.timeZone} />,
    },
    {
      key: 'game',
      card: 'title',
      label: t('bets.col.game'),
      render: (r) => (
        <span className="inline-flex min-w-0 flex-col">
          <span>{r.game_name}</span>
          <span className="text-xs font-normal text-ink-faint">
            <span>{hallName(r.hall)}</span> · <span>{r.provider_name}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'round',
      label: t('bets.col.round'),
      render: (r) => (
        <span className="font-mono text-xs text-ink-faint" data-testid="bet-round">
          {r.round_id}
        </span>
      ),
    },
    { key: 'stake', label: t('bets.col.stake'), align: 'end', render: (r) => money(r.stake) },
    { key: 'valid', label: t('bets.col.validBet'), align: 'end', render: (r) => money(r.valid_bet) },
    { key: 'payout', label: t('bets.col.payout'), align: 'end', render: (r) => money(r.payout) },
    {
      key: 'winLoss',
      card: 'value',
      label: t('bets.col.winLoss'),
      align: 'end',
      render: (r) => <WinLoss amount={r.win_loss} currency={props.currency} />,
    },
    {
      key: 'status',
      label: t('bets.col.status'),
      render: (r) => (
        <span
          className="whitespace-nowrap"
          title={
            r.settled_at
              ? `${t('bets.col.settled')} ${formatRecordTime(r.settled_at, props.timeZone)}`
              : undefined
          }
        >
          <StatusBadge tone={STATUS_TONE[r.status]}>{t(`bets.status.${r.status}`)}</StatusBadge>
        </span>
      ),
    },
  ];

  return (
    <div data-testid="bet-records">
      <DateRangeFilter range={range.range} timeZone={props.timeZone} onChange={range.setRange} />
      <div className="mt-3 grid grid-cols-1 gap-2 sm:flex sm:flex-wrap" data-testid="bet-filters">
        <label className="sr-only" htmlFor="bet-hall">
          {t('bets.filter.hall')}
        </label>
        <select
          id="bet-hall"
          className={select}
          value={choice.hall ?? ''}
          onChange={(e) => choose({ hall: e.target.value === '' ? null : Number(e.target.value) })}
          data-testid="bet-hall"
        >
          <option value="">{t('bets.filter.allHalls')}</option>
          {options?.halls.map((h) => (
            <option key={h.value} value={h.value}>
              {h.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="bet-provider">
          {t('bets.filter.provider')}
        </label>
        <select
          id="bet-provider"
          className={select}
          value={choice.provider ?? ''}
          onChange={(e) => choose({ provider: e.target.value === '' ? null : e.target.value })}
          data-testid="bet-provider"
        >
          <option value="">{t('bets.filter.allProviders')}</option>
          {options?.providers.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="bet-status">
          {t('bets.filter.status')}
        </label>
        <select
          id="bet-status"
          className={select}
          value={choice.status ?? ''}
          onChange={(e) =>
            choose({ status: e.target.value === '' ? null : (e.target.value as BetFilter['status']) })
          }
          data-testid="bet-status"
        >
          <option value="">{t('bets.filter.allStatuses')}</option>
          {BET_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {t(`bets.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-5">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : (
          <>
            <dl
              data-testid="bet-totals"
              aria-label={t('bets.totals.label')}
              className="mb-4 grid grid-cols-1 gap-2 rounded-field border border-line bg-fill px-4 py-3 sm:grid-cols-3"
            >
              <div className="flex items-baseline justify-between gap-4 sm:block">
                <dt className="text-xs text-ink-faint">{t('bets.totals.stake')}</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="bet-total-stake">
                  {money(query.data.totals.stake)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 sm:block">
                <dt className="text-xs text-ink-faint">{t('bets.totals.validBet')}</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="bet-total-valid">
                  {money(query.data.totals.valid_bet)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 sm:block">
                <dt className="text-xs text-ink-faint">{t('bets.totals.winLoss')}</dt>
                <dd data-testid="bet-total-win-loss">
                  <WinLoss amount={query.data.totals.win_loss} currency={props.currency} />
                </dd>
              </div>
            </dl>
            <p className="-mt-2 mb-4 text-xs text-ink-faint">{t('bets.totals.note')}</p>
            {query.data.list.length === 0 ? (
              <EmptyRows>{t('bets.none')}</EmptyRows>
            ) : (
              <>
                <RecordTable
                  testId="bet-rows"
                  columns={columns}
                  rows={query.data.list}
                  rowKey={(r) => `${r.provider}\n${r.round_id}`}
                  dimmed={query.isPlaceholderData}
                />
                <Pager
                  page={range.page}
                  pageSize={RECORD_PAGE_SIZE}
                  total={query.data.total}
                  onPage={range.setPage}
                />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
