import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { formatAmount } from '../../lib/format';
import type { chartPoints } from './figures';

type Points = ReturnType<typeof chartPoints>;

const money = (value: unknown) => formatAmount(String(value));

/**
 * Charts draw without animation: they refresh every minute and on each review event, and a
 * redrawing chart would pull the eye for nothing.
 */

/** Deposits against withdrawals per day (bars), in Ant Design's blue and the console's red. */
export function MoneyChart({ points, currency }: { points: Points; currency: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.chartMoney')} extra={currency} size="small" data-testid="chart-money">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={points} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickLine={false} />
          <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={money} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar
            isAnimationActive={false}
            dataKey="deposits"
            name={t('dashboard.deposits')}
            fill="#1677ff"
            radius={[3, 3, 0, 0]}
          />
          <Bar
            isAnimationActive={false}
            dataKey="withdrawals"
            name={t('dashboard.withdrawals')}
            fill="#ff7875"
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}

/** Registrations and first deposits per day (lines). */
export function MembersChart({ points }: { points: Points }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.chartMembers')} size="small" data-testid="chart-members">
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickLine={false} />
          <YAxis tickLine={false} axisLine={false} allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="registrations"
            name={t('dashboard.registrations')}
            stroke="#13c2c2"
            strokeWidth={2}
            dot={false}
          />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="firstDeposits"
            name={t('dashboard.firstDeposits')}
            stroke="#722ed1"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Card>
  );
}
