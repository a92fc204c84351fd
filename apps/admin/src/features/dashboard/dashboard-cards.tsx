import type { DashboardFigures, ReviewWaiting } from '@arks/contracts';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../lib/format';

function Figure(props: {
  title: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
  tone?: 'up' | 'down';
}) {
  const color = props.tone === 'down' ? '#cf1322' : props.tone === 'up' ? '#389e0d' : undefined;
  return (
    <Card size="small" data-testid={props.testId} style={{ height: '100%' }}>
      <Statistic title={props.title} value={props.value as string} valueStyle={{ color, fontSize: 22 }} />
      {props.note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.note}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The period's figures as Ant Design statistic cards; amounts stay the API's exact decimals. */
export function FigureCards({ f }: { f: DashboardFigures }) {
  const { t } = useTranslation();
  const net = f.net_amount.startsWith('-') ? 'down' : 'up';
  const cards = [
    { key: 'registrations', title: t('dashboard.registrations'), value: f.registrations },
    { key: 'first-deposits', title: t('dashboard.firstDeposits'), value: f.first_deposits },
    {
      key: 'deposits',
      title: t('dashboard.deposits'),
      value: formatAmount(f.deposit_amount),
      note: t('dashboard.count', { count: f.deposit_count }),
    },
    {
      key: 'withdrawals',
      title: t('dashboard.withdrawals'),
      value: formatAmount(f.withdrawal_amount),
      note: t('dashboard.count', { count: f.withdrawal_count }),
    },
    { key: 'net', title: t('dashboard.net'), value: formatAmount(f.net_amount), tone: net as 'up' | 'down' },
    {
      key: 'adjustments',
      title: t('dashboard.adjustments'),
      value: formatAmount(f.adjustment_amount),
      note: t('dashboard.transfers', { count: f.adjustment_count }),
    },
    {
      key: 'promotions',
      title: t('dashboard.promotions'),
      value: formatAmount(f.promotion_amount),
      note: `${t('dashboard.redEnvelopes')} ${formatAmount(f.red_envelope_amount)} · ${t('dashboard.signIn')} ${formatAmount(f.sign_in_amount)} · ${t('dashboard.otherPromotions')} ${formatAmount(f.other_promotion_amount)}`,
    },
    {
      key: 'games',
      title: `${t('dashboard.gameIn')} / ${t('dashboard.gameOut')}`,
      value: `${formatAmount(f.game_in_amount)} / ${formatAmount(f.game_out_amount)}`,
      note: `${t('dashboard.transfers', { count: f.game_in_count })} / ${t('dashboard.transfers', { count: f.game_out_count })}`,
    },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} xl={6}>
          <Figure
            title={c.title}
            value={c.value}
            note={'note' in c ? c.note : undefined}
            tone={'tone' in c ? c.tone : undefined}
            testId={`figure-${c.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}

/** What is live now: members online and the approvals waiting, each opening its queue. */
export function NowCards({ online, waiting }: { online: number; waiting: ReviewWaiting }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Figure
          title={t('dashboard.online')}
          value={online}
          note={t('dashboard.onlineHelp')}
          testId="figure-online"
        />
      </Col>
      <Col xs={24} md={16}>
        <Card size="small" data-testid="figure-waiting" style={{ height: '100%' }}>
          <Typography.Text type="secondary">{t('dashboard.waiting')}</Typography.Text>
          <Space size={40} style={{ display: 'flex', marginTop: 4 }}>
            <Link to="/deposits">
              <Statistic
                title={t('dashboard.waitingDeposits')}
                value={waiting.deposits}
                valueStyle={{ fontSize: 22 }}
              />
            </Link>
            <Link to="/withdrawals">
              <Statistic
                title={t('dashboard.waitingWithdrawals')}
                value={waiting.withdrawals}
                valueStyle={{ fontSize: 22 }}
              />
            </Link>
            <Statistic
              title={t('dashboard.waitingAdjustments')}
              value={waiting.adjustments}
              valueStyle={{ fontSize: 22 }}
            />
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
