import { ReloadOutlined } from '@ant-design/icons';
import {
  AdminBetFeedGapResolve,
  AdminBetFeedList,
  AdminBetFeedRepull,
  type BetFeedGap,
  type BetFeedRepull,
  type BetFeedStatus,
} from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { App, Button, Card, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { SearchCard, withTotals } from '../../components/list-parts';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { lagLevel, lagParts } from './logic';

const LEVEL_COLORS = { ok: 'success', behind: 'warning', failing: 'error' } as const;

function Lag({ feed }: { feed: BetFeedStatus }) {
  const { t } = useTranslation();
  const level = lagLevel(feed.lag_seconds, feed.failures);
  const { unit, n } = lagParts(feed.lag_seconds);
  return (
    <Tag color={LEVEL_COLORS[level]} bordered={false} data-testid={`lag-${feed.gp_id}`}>
      {t(`betFeeds.lag.${unit}`, { n })}
    </Tag>
  );
}

/** The latest re-pulls of a provider, under its row. */
function Repulls({ feed }: { feed: BetFeedStatus }) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '4px 8px 8px 48px' }}>
      <Typography.Text strong>{t('betFeeds.repulls.title')}</Typography.Text>
      <Table<BetFeedRepull>
        size="small"
        style={{ marginTop: 8, maxWidth: 1000 }}
        rowKey="id"
        dataSource={feed.repulls}
        pagination={false}
        locale={{ emptyText: t('betFeeds.repulls.empty') }}
      >
        <Table.Column<BetFeedRepull>
          title={t('betFeeds.repulls.range')}
          render={(_, r) => (
            <>
              <TimeText value={r.from} /> → <TimeText value={r.to} />
            </>
          )}
        />
        <Table.Column<BetFeedRepull>
          dataIndex="status"
          title={t('betFeeds.fields.status')}
          width={110}
          render={(s: string) => (
            <Tag color={s === 'done' ? 'success' : 'processing'} bordered={false}>
              {t(`betFeeds.repulls.status.${s}`)}
            </Tag>
          )}
        />
        <Table.Column<BetFeedRepull> dataIndex="rows_read" title={t('betFeeds.fields.rows')} width={90} />
        <Table.Column<BetFeedRepull>
          dataIndex="requested_at"
          title={t('betFeeds.repulls.requestedAt')}
          width={170}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<BetFeedRepull> dataIndex="reason" title={t('common.reason')} />
        <Table.Column<BetFeedRepull>
          dataIndex="last_error"
          title={t('betFeeds.fields.lastError')}
          render={(e: string | null) =>
            e ? <Typography.Text type="danger">{e}</Typography.Text> : t('common.none')
          }
        />
      </Table>
    </div>
  );
}

/** Re-reading a time range of one provider: the range and a reason, then a confirmation. */
function useRepull() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const repull = useAdminAction(AdminBetFeedRepull, { resource: 'betFeeds' });
  return (feed: BetFeedStatus, refresh: () => void): Decision => {
    const range = (v: Record<string, unknown>) => v.range as unknown as [Dayjs, Dayjs];
    return {
      title: t('betFeeds.repull.title', { gp: feed.gp_id }),
      summary: <Typography.Paragraph type="secondary">{t('betFeeds.repull.explain')}</Typography.Paragraph>,
      fields: (
        <Form.Item
          name="range"
          label={t('betFeeds.repull.range')}
          rules={[{ required: true, message: t('betFeeds.repull.rangeRequired') }]}
        >
          <DatePicker.RangePicker showTime data-testid="repull-range" />
        </Form.Item>
      ),
      reasonRequired: true,
      okText: t('betFeeds.repull.button'),
      confirm: (v) => {
        const [from, to] = range(v);
        return {
          title: t('betFeeds.repull.confirm', {
            gp: feed.gp_id,
            from: from.format('YYYY-MM-DD HH:mm'),
            to: to.format('YYYY-MM-DD HH:mm'),
          }),
        };
      },
      submit: (v) => {
        const [from, to] = range(v);
        return repull.run({
          gp_id: feed.gp_id,
          from: from.toDate().toISOString(),
          to: to.toDate().toISOString(),
          reason: v.reason!.trim(),
        });
      },
      onDone: () => {
        message.success(t('betFeeds.repull.queued', { gp: feed.gp_id }));
        refresh();
      },
    };
  };
}

function Feeds({ onRepull }: { onRepull: (feed: BetFeedStatus, refresh: () => void) => void }) {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const feeds = useAdminQuery(AdminBetFeedList, {}, { refetchInterval: 30_000 });
  const mayRepull = canCall(staff?.role, AdminBetFeedRepull);
  const refresh = () => void feeds.refetch();
  return (
    <Card
      size="small"
      title={t('betFeeds.feeds.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={refresh} size="small">
          {t('common.refresh')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      <Table<BetFeedStatus>
        rowKey="gp_id"
        size="middle"
        loading={feeds.isLoading}
        dataSource={feeds.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: feeds.error
            ? t('common.loadFailed', { message: feeds.error.message })
            : t('betFeeds.feeds.empty'),
        }}
        expandable={{ expandedRowRender: (f) => <Repulls feed={f} />, rowExpandable: () => true }}
      >
        <Table.Column<BetFeedStatus>
          dataIndex="gp_id"
          title={t('betFeeds.fields.provider')}
          width={130}
          render={(gp: string, f) => (
            <>
              {gp}{' '}
              {!f.reachable && (
                <Tag bordered={false} color="default">
                  {t('betFeeds.feeds.unreachable')}
                </Tag>
              )}
            </>
          )}
        />
        <Table.Column<BetFeedStatus>
          title={t('betFeeds.fields.lag')}
          width={140}
          render={(_, f) => <Lag feed={f} />}
        />
        <Table.Column<BetFeedStatus>
          dataIndex="watermark"
          title={t('betFeeds.fields.watermark')}
          width={170}
          render={(v: string | null) => <TimeText value={v} />}
        />
        <Table.Column<BetFeedStatus>
          dataIndex="last_success_at"
          title={t('betFeeds.fields.lastSuccess')}
          width={170}
          render={(v: string | null) => <TimeText value={v} />}
        />
        <Table.Column<BetFeedStatus>
          title={t('betFeeds.fields.lastError')}
          render={(_, f) =>
            f.last_error ? (
              <>
                <Typography.Text type={f.failures > 0 ? 'danger' : 'secondary'}>
                  {f.last_error}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <TimeText value={f.last_error_at} />
                  {f.failures > 0 && ` · ${t('betFeeds.feeds.failures', { count: f.failures })}`}
                </Typography.Text>
              </>
            ) : (
              t('common.none')
            )
          }
        />
        <Table.Column<BetFeedStatus>
          dataIndex="rows_read"
          title={t('betFeeds.fields.rows')}
          width={110}
          align="right"
          render={(n: number) => n.toLocaleString()}
        />
        <Table.Column<BetFeedStatus>
          dataIndex="open_gaps"
          title={t('betFeeds.fields.openGaps')}
          width={110}
          align="right"
          render={(n: number) => (n > 0 ? <Tag color="error">{n}</Tag> : n)}
        />
        {mayRepull && (
          <Table.Column<BetFeedStatus>
            title={t('common.actions')}
            fixed="right"
            width={120}
            render={(_, f) => (
              <Button
                size="small"
                data-testid="feed-repull"
                disabled={!f.reachable}
                onClick={() => onRepull(f, refresh)}
              >
                {t('betFeeds.repull.button')}
              </Button>
            )}
          />
        )}
      </Table>
    </Card>
  );
}

/** Resolving a gap: a note saying what was done about it (kept in the audit). */
function useResolve() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resolve = useAdminAction(AdminBetFeedGapResolve, { resource: 'betFeedGaps' });
  return (gap: BetFeedGap): Decision => ({
    title: t('betFeeds.gaps.resolveTitle', { round: gap.round_id ?? '?' }),
    summary: <Typography.Paragraph>{gap.detail}</Typography.Paragraph>,
    reasonLabel: t('betFeeds.gaps.note'),
    reasonRequired: true,
    okText: t('betFeeds.gaps.resolve'),
    confirm: () => ({
      title: t('betFeeds.gaps.resolveConfirm', { round: gap.round_id ?? '?', gp: gap.gp_id }),
    }),
    submit: (v) => resolve.run({ id: gap.id, note: v.reason!.trim() }),
    onDone: () => message.success(t('betFeeds.gaps.resolved', { round: gap.round_id ?? '?' })),
  });
}

function Gaps({ onResolve }: { onResolve: (gap: BetFeedGap) => void }) {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayResolve = canCall(staff?.role, AdminBetFeedGapResolve);
  const { tableProps, searchFormProps, filters } = useTable<
    BetFeedGap,
    HttpError,
    { gp_id?: string; status?: string }
  >({
    resource: 'betFeedGaps',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    onSearch: (v) => [
      { field: 'gp_id', operator: 'eq', value: v.gp_id?.trim() || undefined },
      { field: 'status', operator: 'eq', value: v.status },
    ],
  });
  return (
    <>
      <SearchCard
        formProps={searchFormProps}
        name="gap-search"
        initialValues={{
          gp_id: getDefaultFilter('gp_id', filters, 'eq'),
          status: getDefaultFilter('status', filters, 'eq') ?? 'open',
        }}
      >
        <Form.Item name="gp_id" label={t('betFeeds.fields.provider')} style={{ marginBottom: 16 }}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('betFeeds.fields.status')} style={{ marginBottom: 16 }}>
          <Select
            style={{ width: 140 }}
            options={(['open', 'resolved', 'all'] as const).map((s) => ({
              value: s,
              label: t(`betFeeds.gaps.status.${s}`),
            }))}
          />
        </Form.Item>
      </SearchCard>
      <Card size="small" title={t('betFeeds.gaps.title')} styles={{ body: { padding: 0 } }}>
        <Table<BetFeedGap>
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={{ x: 1300 }}
          locale={{ emptyText: t('betFeeds.gaps.empty') }}
          pagination={withTotals(tableProps.pagination, t)}
        >
          <Table.Column<BetFeedGap> dataIndex="gp_id" title={t('betFeeds.fields.provider')} width={120} />
          <Table.Column<BetFeedGap>
            dataIndex="round_id"
            title={t('betFeeds.gaps.round')}
            width={200}
            render={(r: string | null, g) => (
              <span className="admin-mono">
                {r ?? t('common.none')}
                {g.version !== null && ` v${g.version}`}
              </span>
            )}
          />
          <Table.Column<BetFeedGap>
            dataIndex="player_id"
            title={t('betFeeds.gaps.player')}
            width={150}
            render={(p: string | null) => <span className="admin-mono">{p ?? t('common.none')}</span>}
          />
          <Table.Column<BetFeedGap>
            dataIndex="reason"
            title={t('betFeeds.gaps.reason')}
            width={150}
            render={(r: string) => (
              <Tag color="error" bordered={false}>
                {t(`betFeeds.gaps.reasons.${r}`)}
              </Tag>
            )}
          />
          <Table.Column<BetFeedGap> dataIndex="detail" title={t('betFeeds.gaps.detail')} />
          <Table.Column<BetFeedGap>
            dataIndex="last_seen_at"
            title={t('betFeeds.gaps.lastSeen')}
            width={170}
            render={(v: string, g) => (
              <>
                <TimeText value={v} />
                {g.times_seen > 1 && <Typography.Text type="secondary"> ×{g.times_seen}</Typography.Text>}
              </>
            )}
          />
          <Table.Column<BetFeedGap>
            title={t('betFeeds.gaps.resolution')}
            width={220}
            render={(_, g) =>
              g.resolved_at ? (
                <>
                  <TimeText value={g.resolved_at} />
                  <br />
                  <Typography.Text type="secondary">{g.resolution_note}</Typography.Text>
                </>
              ) : mayResolve ? (
                <Button size="small" data-testid="gap-resolve" onClick={() => onResolve(g)}>
                  {t('betFeeds.gaps.resolve')}
                </Button>
              ) : (
                <Tag bordered={false}>{t('betFeeds.gaps.status.open')}</Tag>
              )
            }
          />
        </Table>
      </Card>
    </>
  );
}

export function BetFeedsPage() {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const repullOf = useRepull();
  const resolveOf = useResolve();
  return (
    <>
      <PageHeader
        title={t('betFeeds.title')}
        subtitle={t('betFeeds.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('betFeeds.menu.feeds') }]}
      />
      <PageBody>
        <Feeds onRepull={(feed, refresh) => setDecision(repullOf(feed, refresh))} />
        <Gaps onResolve={(gap) => setDecision(resolveOf(gap))} />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
