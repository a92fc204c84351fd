import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import type { StratifiedRow } from '../api/team-stratified';
import { barLayout, type BarBox } from '../logic/bar-chart';
import { levelGroups } from '../logic/level-chart';

/** A bar laid out by barLayout (value axis running top to bottom) turned to run left to right. */
function Bar(props: { box: BarBox; tone: string; label: string; testId: string }) {
  return (
    <div className="relative h-2.5">
      <div
        className={clsx('absolute inset-y-0 rounded-sm', props.tone)}
        style={{ left: `${100 - props.box.top - props.box.height}%`, width: `${props.box.height}%` }}
        title={props.label}
        data-testid={props.testId}
      />
    </div>
  );
}

/**
 * Valid bets and win/loss of each row of a StratifiedTable level, the largest ten by valid bets and
 * the rest summed, as horizontal bar pairs on one scale (so account names stay readable on a phone).
 * Win/loss is from the members' side, green when they won and red when they lost, as in the table.
 */
export function LevelChart(props: { rows: readonly StratifiedRow[]; currency: string }) {
  const { t } = useTranslation();
  const groups = levelGroups(props.rows);
  if (groups.length === 0) return null;
  const money = (amount: string) => formatMoney(amount, props.currency);
  const signed = (amount: string) => formatMoney(amount, props.currency, { signed: true });
  const { bars, zero } = barLayout([...groups.map((g) => g.valid_bet), ...groups.map((g) => g.win_loss)]);
  const axis = 100 - zero;
  const validLabel = t('agentTeam.figures.validBet');
  const winLossLabel = t('agentTeam.figures.winLoss');
  return (
    <figure className="rounded-field border border-line bg-fill p-4" data-testid="stratified-chart">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <figcaption className="text-sm font-semibold text-ink">{t('agentTeam.chart.byRow')}</figcaption>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm bg-ink-muted/70" aria-hidden />
            {validLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-flex overflow-hidden rounded-sm" aria-hidden>
              <span className="inline-block h-2.5 w-1.5 bg-success/80" />
              <span className="inline-block h-2.5 w-1.5 bg-danger/70" />
            </span>
            {winLossLabel}
          </li>
        </ul>
      </div>
      <ol className="flex flex-col gap-3">
        {groups.map((g, i) => {
          const name = g.account ?? t('agentTeam.chart.others', { count: g.count });
          const win = bars[groups.length + i]!;
          const even = /^[+-]?0*(\.0*)?$/.test(g.win_loss);
          return (
            <li key={g.key} className="min-w-0" data-testid="stratified-chart-group">
              <div className="mb-1 flex items-baseline justify-between gap-3 text-xs">
                <span
                  className={clsx('min-w-0 truncate', g.account ? 'font-medium text-ink' : 'text-ink-muted')}
                >
                  {name}
                </span>
                <span className="shrink-0 text-ink-faint tabular-nums">
                  {money(g.valid_bet)}
                  <span aria-hidden> · </span>
                  <span
                    className={clsx(even ? 'text-ink-muted' : win.negative ? 'text-danger' : 'text-success')}
                  >
                    {signed(g.win_loss)}
                  </span>
                </span>
              </div>
              <div className="relative flex flex-col gap-1">
                <span className="absolute inset-y-0 w-px bg-line" style={{ left: `${axis}%` }} aria-hidden />
                <Bar
                  box={bars[i]!}
                  tone="bg-ink-muted/70"
                  label={`${name} · ${validLabel}: ${money(g.valid_bet)}`}
                  testId="stratified-chart-valid"
                />
                <Bar
                  box={win}
                  tone={win.negative ? 'bg-danger/70' : 'bg-success/80'}
                  label={`${name} · ${winLossLabel}: ${signed(g.win_loss)}`}
                  testId="stratified-chart-winloss"
                />
              </div>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
