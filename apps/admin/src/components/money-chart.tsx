import { Card } from 'antd';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount } from '../lib/format';

export interface MoneySeries {
  key: string;
  name: string;
  color: string;
}

const money = (value: unknown) => formatAmount(String(value));

/**
 * A card with amounts per category (a day, a provider) as bars or lines, in one currency: the
 * dashboard's and the reports' money charts. They draw without animation: they refresh every minute
 * and on review events, and a redrawing chart would pull the eye for nothing.
 */
export function MoneyChartCard<Point extends object>(props: {
  title: ReactNode;
  currency: string;
  testId: string;
  data: Point[];
  /** The field each point is labelled by on the horizontal axis. */
  xKey: string;
  kind: 'bar' | 'line';
  series: MoneySeries[];
  height: number;
}) {
  const Chart = props.kind === 'bar' ? BarChart : LineChart;
  return (
    <Card title={props.title} extra={props.currency} size="small" data-testid={props.testId}>
      <ResponsiveContainer width="100%" height={props.height}>
        <Chart data={props.data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={props.xKey} tickLine={false} />
          <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={money} />
          <Tooltip formatter={money} />
          <Legend />
          {props.series.map((s) =>
            props.kind === 'bar' ? (
              <Bar
                key={s.key}
                isAnimationActive={false}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                radius={[3, 3, 0, 0]}
              />
            ) : (
              <Line
                key={s.key}
                isAnimationActive={false}
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
              />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </Card>
  );
}
