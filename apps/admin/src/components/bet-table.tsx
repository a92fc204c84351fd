import { AdminBetRound, type AdminBetSearch, type TAdminBet } from '@arks/contracts';
import { Alert, Descriptions, Drawer, Space, Table, Tag, Timeline, Typography, type TableProps } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/use-admin';
import { useHallName } from './hall-name';
import { Amount, TimeText } from './values';

export type BetTotalsRow = z.output<(typeof AdminBetSearch)['data']>['totals'][number];

const STATUS_COLORS: Record<string, string> = {
  settled: 'success',
  resettled: 'purple',
  open: 'processing',
  void: 'default',
};

export function BetStatus({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[value] ?? 'default'} bordered={false}>
      {t(`bets.status.${value}`)}
    </Tag>
  );
}

/** Win/loss from the member's side (payout − stake), coloured by its sign as the member site shows it. */
export function WinLoss({ value, currency }: { value: string; currency?: string }) {
  const negative = value.trim().startsWith('-');
  const zero = !/[1-9]/.test(value);
  return (
    <Typography.Text type={zero ? undefined : negative ? 'danger' : 'success'}>
      <Amount value={value} currency={currency} />
    </Typography.Text>
  );
}

/**
 * Bets as staff read them (the bets page and a member's Bets tab): one row per round as it stands
 * now; opening a round shows every version it had.
 */
export function BetTable(props: {
  tableProps: TableProps<TAdminBet>;
  /** The bets page names the member of each row; a member's own tab does not. */
  showMember?: boolean;
  onOpen: (bet: TAdminBet) => void;
}) {
  const { t } = useTranslation();
  const hall = useHallName();
  return (
    <Table<TAdminBet>
      {...props.tableProps}
      rowKey={(b) => `${b.provider}\n${b.round_id}`}
      size="small"
      scroll={{ x: 'max-content' }}
      data-testid="bet-table"
    >
      <Table.Column<TAdminBet>
        dataIndex="placed_at"
        title={t('bets.fields.placedAt')}
        render={(v: string) => <TimeText value={v} />}
      />
      {props.showMember && (
        <Table.Column<TAdminBet>
          dataIndex="member_account"
          title={t('bets.fields.member')}
          render={(v: string, b) => (
            <Link to={`/members/${b.member_id}?tab=bets`}>{v || `#${b.member_id}`}</Link>
          )}
        />
      )}
      <Table.Column<TAdminBet>
        dataIndex="round_id"
        title={t('bets.fields.round')}
        render={(v: string, b) => (
          <Typography.Link className="admin-mono" onClick={() => props.onOpen(b)}>
            {v}
          </Typography.Link>
        )}
      />
      <Table.Column<TAdminBet>
        dataIndex="game_code"
        title={t('bets.fields.game')}
        render={(v: string, b) => (
          <Space direction="vertical" size={0}>
            <span className="admin-mono">{v}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {b.provider} · {hall(b.hall)}
            </Typography.Text>
          </Space>
        )}
      />
      <Table.Column<TAdminBet>
        dataIndex="stake"
        title={t('bets.fields.stake')}
        align="right"
        render={(v: string, b) => <Amount value={v} currency={b.currency} />}
      />
      <Table.Column<TAdminBet>
        dataIndex="valid_bet"
        title={t('bets.fields.validBet')}
        align="right"
        render={(v: string) => <Amount value={v} />}
      />
      <Table.Column<TAdminBet>
        dataIndex="payout"
        title={t('bets.fields.payout')}
        align="right"
        render={(v: string) => <Amount value={v} />}
      />
      <Table.Column<TAdminBet>
        dataIndex="win_loss"
        title={t('bets.fields.winLoss')}
        align="right"
        render={(v: string) => <WinLoss value={v} />}
      />
      <Table.Column<TAdminBet>
        dataIndex="status"
        title={t('bets.fields.status')}
        render={(v: string, b) => (
          <Space size={4}>
            <BetStatus value={v} />
            {b.version > 1 && <Typography.Text type="secondary">v{b.version}</Typography.Text>}
          </Space>
        )}
      />
      <Table.Column<TAdminBet>
        dataIndex="settled_at"
        title={t('bets.fields.settledAt')}
        render={(v: string | null) => <TimeText value={v} />}
      />
    </Table>
  );
}

/** Counted figures of every matching round, one line per currency (open and void rounds count nothing). */
export function BetTotals({ totals }: { totals: BetTotalsRow[] | undefined }) {
  const { t } = useTranslation();
  if (!totals?.length) return null;
  return (
    <Space direction="vertical" size={4} data-testid="bet-totals" style={{ marginBottom: 12 }}>
      {totals.map((s) => (
        <Space key={s.currency} size="large" wrap>
          <Typography.Text strong>{s.currency}</Typography.Text>
          <span>
            {t('bets.totals.rounds')}: {s.rounds}
          </span>
          <span>
            {t('bets.fields.stake')}: <Amount value={s.stake} />
          </span>
          <span>
            {t('bets.fields.validBet')}: <Amount value={s.valid_bet} />
          </span>
          <span>
            {t('bets.fields.winLoss')}: <WinLoss value={s.win_loss} />
          </span>
        </Space>
      ))}
      <Typography.Text type="secondary">{t('bets.totals.note')}</Typography.Text>
    </Space>
  );
}

/** One round with every version it had, oldest first: what a resettlement changed stays readable. */
export function BetRoundDrawer(props: {
  round: { provider: string; round_id: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const hall = useHallName();
  const query = useAdminQuery(AdminBetRound, props.round ?? { provider: '', round_id: '' }, {
    enabled: props.round !== null,
  });
  const data = query.data;
  return (
    <Drawer
      open={props.round !== null}
      onClose={props.onClose}
      width={560}
      title={props.round ? `${props.round.provider} · ${props.round.round_id}` : ''}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="bet-round">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('bets.fields.member')}>
              <Link to={`/members/${data.bet.member_id}?tab=bets`}>
                {data.bet.member_account || `#${data.bet.member_id}`}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('bets.fields.game')}>
              <span className="admin-mono">{data.bet.game_code}</span> · {hall(data.bet.hall)}
            </Descriptions.Item>
            <Descriptions.Item label={t('bets.fields.placedAt')}>
              <TimeText value={data.bet.placed_at} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('bets.versions.title', { count: data.versions.length })}
          </Typography.Title>
          <Timeline
            items={[...data.versions].reverse().map((v) => ({
              key: v.version,
              color: v.version === data.bet.version ? 'blue' : 'gray',
              children: (
                <Space direction="vertical" size={2} data-testid={`bet-version-${v.version}`}>
                  <Space>
                    <Typography.Text strong>v{v.version}</Typography.Text>
                    <BetStatus value={v.status} />
                  </Space>
                  <span>
                    {t('bets.fields.stake')} <Amount value={v.stake} currency={v.currency} /> ·{' '}
                    {t('bets.fields.payout')} <Amount value={v.payout} /> · {t('bets.fields.validBet')}{' '}
                    <Amount value={v.valid_bet} />
                  </span>
                  <span>
                    {t('bets.fields.winLoss')} <WinLoss value={v.win_loss} />
                  </span>
                  <Typography.Text type="secondary">
                    {t('bets.versions.updated')} <TimeText value={v.updated_at} /> ·{' '}
                    {t('bets.versions.received')} <TimeText value={v.received_at} />
                  </Typography.Text>
                  {v.settled_at && (
                    <Typography.Text type="secondary">
                      {t('bets.fields.settledAt')} <TimeText value={v.settled_at} />
                    </Typography.Text>
                  )}
                </Space>
              ),
            }))}
          />
        </Space>
      )}
    </Drawer>
  );
}
