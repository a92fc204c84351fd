import {
  AdminRecommendFriends,
  AdminRecommendRewardApprove,
  AdminRecommendRewardList,
  AdminRecommendRewardReject,
  AdminRecommendRun,
  RECOMMEND_REWARD_ROW_STATES,
  type ZAdminRecommendReward,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Descriptions, Drawer, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';

type Reward = z.infer<typeof ZAdminRecommendReward>;
type State = (typeof RECOMMEND_REWARD_ROW_STATES)[number];
const STATE_COLOR: Record<State, string> = {
  computed: 'processing',
  waiting_approval: 'warning',
  paid: 'success',
  rejected: 'default',
  refused: 'error',
};

/** A member's friends and each one's reward, beside the rewards list. */
function FriendsDrawer(props: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useAdminQuery(
    AdminRecommendFriends,
    { member_id: props.memberId ?? 0, page, page_size: 20 },
    { enabled: props.memberId !== null },
  );
  return (
    <Drawer
      open={props.memberId !== null}
      onClose={props.onClose}
      width={720}
      title={t('recommend.friends.title', { member: friends.data?.recommender_account ?? '' })}
    >
      <Table
        rowKey="friend_id"
        size="small"
        loading={friends.isFetching}
        dataSource={friends.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 20, total: friends.data?.total ?? 0, onChange: setPage }}
        columns={[
          { dataIndex: 'friend_account', title: t('recommend.fields.friend') },
          {
            dataIndex: 'registered_at',
            title: t('recommend.fields.registered'),
            render: (v: string) => <TimeText value={v} />,
          },
          { dataIndex: 'status', title: t('recommend.fields.status') },
          { dataIndex: 'register_ip', title: t('recommend.fields.registerIp'), className: 'admin-mono' },
          {
            dataIndex: 'reward_state',
            title: t('recommend.fields.state'),
            render: (s: State | null) =>
              s ? (
                <Tag color={STATE_COLOR[s]}>{t(`recommend.states.${s}`)}</Tag>
              ) : (
                t('recommend.friends.none')
              ),
          },
          { dataIndex: 'reward_amount', title: t('recommend.fields.amount'), align: 'right' },
        ]}
      />
    </Drawer>
  );
}

/** The rewards friends earned their recommenders: run the job, decide what waits, see a member's friends. */
export function RecommendRewards() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? undefined;
  const state = (params.get('state') as State | null) ?? undefined;
  const recommender = params.get('recommender_id') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [decision, setDecision] = useState<Decision | null>(null);
  const [friendsOf, setFriendsOf] = useState<number | null>(null);
  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const input = {
    site_id: site?.id ?? 0,
    page,
    page_size: 20,
    ...(currency ? { currency } : {}),
    ...(state ? { state } : {}),
    ...(/^\d+$/.test(recommender) ? { recommender_id: Number(recommender) } : {}),
  };
  const list = useAdminQuery(AdminRecommendRewardList, input, { enabled: site !== null });
  const refresh = { resource: 'recommendRewards' };
  const run = useAdminAction(AdminRecommendRun, refresh);
  const approve = useAdminAction(AdminRecommendRewardApprove, refresh);
  const reject = useAdminAction(AdminRecommendRewardReject, refresh);
  const mayRun = canCall(staff?.role, AdminRecommendRun);
  const mayDecide = canCall(staff?.role, AdminRecommendRewardApprove);
  const f = (name: string) => t(`recommend.fields.${name}`);

  const runNow = () =>
    modal.confirm({
      title: t('recommend.rewards.runTitle', { site: site ? siteName(site.id) : '' }),
      content: t('recommend.rewards.runContent'),
      okText: t('common.confirm'),
      onOk: async () => {
        const done = await run.run({ site_id: site!.id });
        message.success(t('recommend.rewards.ran', done));
        await list.refetch();
      },
    });

  const decide = (r: Reward, verdict: 'approve' | 'reject'): Decision => {
    const values = { amount: formatAmount(r.amount), currency: r.currency, member: r.recommender_account };
    return {
      title: t(`recommend.rewards.${verdict}Title`, values),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={f('recommender')}>{r.recommender_account}</Descriptions.Item>
          <Descriptions.Item label={f('friend')}>{r.friend_account}</Descriptions.Item>
          <Descriptions.Item label={f('reached')}>
            {t(`recommend.trigger.${r.trigger}`)} · <Amount value={r.reached} currency={r.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={f('amount')}>
            <Amount value={r.amount} currency={r.currency} strong />
          </Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      okText: t(`recommend.rewards.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`recommend.rewards.${verdict}Confirm`, values) }),
      submit: async (v) => {
        const reason = v.reason?.trim();
        if (verdict === 'approve') await approve.run({ id: r.id, ...(reason ? { reason } : {}) });
        else await reject.run({ id: r.id, reason: reason! });
        await list.refetch();
      },
      onDone: () =>
        message.success(
          t(verdict === 'approve' ? 'recommend.rewards.approved' : 'recommend.rewards.rejected'),
        ),
    };
  };

  return (
    <>
      <PageHeader
        title={t('recommend.rewards.title')}
        subtitle={t('recommend.rewards.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('recommend.menu.rewards') }]}
        extra={
          mayRun && (
            <Button type="primary" onClick={runNow} disabled={!site} data-testid="recommend-run">
              {t('recommend.rewards.run')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Select
              allowClear
              placeholder={t('recommend.rewards.allCurrencies')}
              style={{ width: 160 }}
              value={currency}
              options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v: string | undefined) => setFilter('currency', v)}
            />
            <Select
              allowClear
              placeholder={t('recommend.rewards.allStates')}
              style={{ width: 200 }}
              value={state}
              options={RECOMMEND_REWARD_ROW_STATES.map((s) => ({
                value: s,
                label: t(`recommend.states.${s}`),
              }))}
              onChange={(v: State | undefined) => setFilter('state', v)}
            />
            <Input.Search
              allowClear
              style={{ width: 220 }}
              placeholder={t('recommend.rewards.recommenderId')}
              defaultValue={recommender}
              onSearch={(v) => setFilter('recommender_id', v.trim() || undefined)}
            />
          </Space>
          {list.data?.totals.map((s) => (
            <div key={s.currency} style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                {t('recommend.rewards.totals', {
                  currency: s.currency,
                  paid: formatAmount(s.paid),
                  waiting: formatAmount(s.waiting),
                })}
              </Typography.Text>
            </div>
          ))}
        </Card>
        <Table<Reward>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: (p) => setFilter('page', String(p)),
            showSizeChanger: false,
          }}
          columns={[
            {
              dataIndex: 'recommender_account',
              title: f('recommender'),
              render: (v: string, r) => (
                <Button type="link" size="small" onClick={() => setFriendsOf(r.recommender_id)}>
                  {v}
                </Button>
              ),
            },
            { dataIndex: 'friend_account', title: f('friend') },
            { dataIndex: 'currency', title: f('currency'), width: 80 },
            {
              dataIndex: 'reached',
              title: f('reached'),
              align: 'right',
              render: (v: string, r) => (
                <Space direction="vertical" size={0} style={{ textAlign: 'right' }}>
                  <Amount value={v} currency={r.currency} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`recommend.trigger.${r.trigger}`)}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              dataIndex: 'amount',
              title: f('amount'),
              align: 'right',
              render: (v: string, r) => <Amount value={v} currency={r.currency} strong />,
            },
            {
              dataIndex: 'state',
              title: f('state'),
              render: (s: State, r) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATE_COLOR[s]} bordered={false}>
                    {t(`recommend.states.${s}`)}
                  </Tag>
                  {r.held_for && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`recommend.heldFor.${r.held_for}`, { defaultValue: r.held_for })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              dataIndex: 'computed_at',
              title: f('computedAt'),
              render: (v: string) => <TimeText value={v} />,
            },
            {
              dataIndex: 'paid_at',
              title: f('paidAt'),
              render: (v: string | null) => <TimeText value={v} />,
            },
            {
              key: 'actions',
              title: '',
              fixed: 'right',
              width: 170,
              render: (_, r) =>
                r.state === 'waiting_approval' && mayDecide ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => setDecision(decide(r, 'approve'))}>
                      {t('recommend.rewards.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => setDecision(decide(r, 'reject'))}>
                      {t('recommend.rewards.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
      <FriendsDrawer memberId={friendsOf} onClose={() => setFriendsOf(null)} />
    </>
  );
}
