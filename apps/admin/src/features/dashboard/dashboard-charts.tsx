import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MoneyChartCard } from '../../components/money-chart';
import type { chartPoints } from './figures';

type Points = ReturnType<typeof chartPoints>;

/** Deposits against withdrawals per day (bars), in Ant Design's blue and the console's red. */
export function MoneyChart({ points, currency }: { points: Points; currency: string }) {
  const { t } = useTranslation();
  return (
    <MoneyChartCard
      title={t('dashboard.chartMoney')}
      currency={currency}
      testId="chart-money"
      data={points}
      xKey="date"
      kind="bar"
      height={280}
      series={[
        { key: 'deposits', name: t('dashboard.deposits'), color: '#1677ff' },
        { key: 'withdrawals', name: t('dashboard.withdrawals'), color: '#ff7875' },
      ]}
    />
  );
}

/** Registrations and first deposits per day (lines), without animation like the money charts. */
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
