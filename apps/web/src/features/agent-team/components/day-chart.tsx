import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import type { OperationDay } from '../api/team-operation';
import { axisDays, barLayout } from '../logic/bar-chart';
import { CHART_METRICS, type ChartMetric } from '../logic/label-keys';

const field =
  'h-9 rounded-field border border-line bg-canvas px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';

/** One figure of the operation report per day as bars (drawn in SVG: no chart library on the member site). */
export function DayChart(props: {
  days: OperationDay[];
  currency: string;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}) {
  const { t } = useTranslation();
  const amounts = props.days.map((d) => d[props.metric]);
  const { bars, zero, max, min } = barLayout(amounts);
  const width = 100 / Math.max(bars.length, 1);
  const money = (value: number) => formatMoney(value.toFixed(2), props.currency);
  return (
    <figure className="rounded-field border border-line bg-fill p-4" data-testid="operation-chart">
      <div className="mb-3 flex items-center justify-between gap-3">
        <figcaption className="text-sm font-semibold text-ink">{t('agentTeam.chart.label')}</figcaption>
        <label className="flex items-center gap-2 text-xs text-ink-faint">
          <span className="sr-only sm:not-sr-only">{t('agentTeam.chart.metric')}</span>
          <select
            className={field}
            value={props.metric}
            onChange={(e) => props.onMetric(e.target.value as ChartMetric)}
            data-testid="operation-metric"
          >
            {(Object.keys(CHART_METRICS) as ChartMetric[]).map((m) => (
              <option key={m} value={m}>
                {t(CHART_METRICS[m])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex gap-2">
        <div className="flex w-20 shrink-0 flex-col justify-between text-right text-[11px] text-ink-faint tabular-nums">
          <span>{money(max)}</span>
          {min < 0 ? <span>{money(min)}</span> : <span>{money(0)}</span>}
        </div>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible"
          role="img"
          aria-label={t(CHART_METRICS[props.metric])}
        >
          <line
            x1="0"
            x2="100"
            y1={zero}
            y2={zero}
            className="stroke-line"
            strokeWidth="0.6"
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar, i) => (
            <rect
              key={props.days[i]!.day}
              x={i * width + width * 0.15}
              width={width * 0.7}
              y={bar.top}
              height={Math.max(bar.height, 0)}
              className={clsx(bar.negative ? 'fill-danger/70' : 'fill-primary/80')}
            >
              <title>{`${props.days[i]!.day}: ${formatMoney(amounts[i]!, props.currency)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div className="mt-1 ml-22 flex justify-between text-[11px] text-ink-faint tabular-nums">
        {axisDays(props.days.map((d) => d.day)).map((day) => (
          <span key={day}>{day.slice(5)}</span>
        ))}
      </div>
    </figure>
  );
}
