import {
  AdminRebateApprove,
  AdminRebateList,
  AdminRebateReject,
  AdminRebateRun,
  REBATE_STATES,
  type ZAdminRebate,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, DatePicker, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { useHallName } from '../../components/hall-name';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';
import { lastClosedDay, percentOf } from './grid';

type Rebate = z.infer<typeof ZAdminRebate>;
type State = (typeof REBATE_STATES)[number];
const STATE_COLOR: Record<State, string> = {
  computed: 'processing',
  waiting_approval: 'warning',
  paid: 'success',
  rejected: 'default',
};

/** A site day's rebates: run or recompute the day, and approve or reject the ones that wait. */
export function RebateDay() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const hallName = useHallName();
  const [day, setDay] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | undefined>();
  const [state, setState] = useState<State | undefined>();
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const shownDay = day ?? (site ? lastClosedDay(new Date(), site.time_zone) : '');
  const input = {
    site_id: site?.id ?? 0,
    day: shownDay,
    page,
    page_size: 20,
    ...(currency ? { currency } : {}),
    ...(state ? { state } : {}),
  };
  const list = useAdminQuery(AdminRebateList, input, { enabled: site !== null });
  const refresh = { resource: 'rebates' };
  const run = useAdminAction(AdminRebateRun, refresh);
  const approve = useAdminAction(AdminRebateApprove, refresh);
  const reject = useAdminAction(AdminRebateReject, refresh);
  const mayRun = canCall(staff?.role, AdminRebateRun);
  const mayDecide = canCall(staff?.role, AdminRebateApprove);
  const f = (name: string) => t(`rebates.day.fields.${name}`);

  const runDay = () =>
    modal.confirm({
      title: t('rebates.day.runTitle', { day: shownDay, site: site ? siteName(site.id) : '' }),
      content: t('rebates.day.runContent'),
      okText: t('common.confirm'),
      onOk: async () => {
        const done = await run.run({ site_id: site!.id, day: shownDay });
        message.success(t('rebates.day.ran', done));
        await list.refetch();
      },
    });

  const decide = (r: Rebate, verdict: 'approve' | 'reject'): Decision => {
    const params = { amount: formatAmount(r.amount), currency: r.currency, member: r.member_account };
    return {
      title: t(`rebates.day.${verdict}Title`, params),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={f('member')}>{r.member_account}</Descriptions.Item>
          <Descriptions.Item label={t('rebates.day.day')}>{r.day}</Descriptions.Item>
          <Descriptions.Item label={f('hall')}>{hallName(r.hall)}</Descriptions.Item>
          <Descriptions.Item label={f('validBet')}>
            <Amount value={r.valid_bet} currency={r.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={f('rate')}>{percentOf(r.rate_bp)}</Descriptions.Item>
          <Descriptions.Item label={f('amount')}>
            <Amount value={r.amount} currency={r.currency} strong />
          </Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      okText: t(`rebates.day.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`rebates.day.${verdict}Confirm`, params) }),
      submit: async (values) => {
        const reason = values.reason?.trim();
        if (verdict === 'approve') await approve.run({ id: r.id, ...(reason ? { reason } : {}) });
        else await reject.run({ id: r.id, reason: reason! });
        await list.refetch();
      },
      onDone: () =>
        message.success(t(verdict === 'approve' ? 'rebates.day.approved' : 'rebates.day.rejected')),
    };
  };

  return (
    <>
      <PageHeader
        title={t('rebates.day.title')}
        subtitle={t('rebates.day.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('rebates.menu.day') }]}
        extra={
          mayRun && (
            <Button type="primary" onClick={runDay} disabled={!site} data-testid="rebate-run">
              {t('rebates.day.run')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Typography.Text>{t('rebates.day.day')}</Typography.Text>
            <DatePicker
              allowClear={false}
              value={shownDay ? dayjs(shownDay) : null}
              onChange={(v) => {
                setDay(v ? v.format('YYYY-MM-DD') : null);
                setPage(1);
              }}
            />
            <Select
              allowClear
              placeholder={t('rebates.day.allCurrencies')}
              style={{ width: 160 }}
              value={currency}
              options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v: string | undefined) => {
                setCurrency(v);
                setPage(1);
              }}
            />
            <Select
              allowClear
              placeholder={t('rebates.day.allStates')}
              style={{ width: 200 }}
              value={state}
              options={REBATE_STATES.map((s) => ({ value: s, label: t(`rebates.day.states.${s}`) }))}
              onChange={(v: State | undefined) => {
                setState(v);
                setPage(1);
              }}
            />
          </Space>
          {list.data?.totals.map((s) => (
            <div key={s.currency} style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                {t('rebates.day.totals', {
                  currency: s.currency,
                  valid: formatAmount(s.valid_bet),
                  amount: formatAmount(s.amount),
                  paid: formatAmount(s.paid),
                })}
              </Typography.Text>
            </div>
          ))}
        </Card>
        <Table<Rebate>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { dataIndex: 'member_account', title: f('member'), width: 140 },
            { dataIndex: 'hall', title: f('hall'), width: 120, render: (h: number) => hallName(h) },
            { dataIndex: 'level', title: f('level'), width: 70 },
            {
              dataIndex: 'valid_bet',
              title: f('validBet'),
              align: 'right',
              render: (v: string, r) => <Amount value={v} currency={r.currency} />,
            },
            { dataIndex: 'rate_bp', title: f('rate'), align: 'right', render: (bp: number) => percentOf(bp) },
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
                    {t(`rebates.day.states.${s}`)}
                  </Tag>
                  {s === 'waiting_approval' && r.held_for && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`rebates.day.heldFor.${r.held_for}`)}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              dataIndex: 'computed_by',
              title: f('computedBy'),
              width: 110,
              render: (by: number | null) => (by === null ? t('rebates.day.job') : `#${by}`),
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
                    {r.computed_by === staff?.id ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('rebates.day.ownRun')}
                      </Typography.Text>
                    ) : (
                      <Button size="small" type="primary" onClick={() => setDecision(decide(r, 'approve'))}>
                        {t('rebates.day.approve')}
                      </Button>
                    )}
                    <Button size="small" danger onClick={() => setDecision(decide(r, 'reject'))}>
                      {t('rebates.day.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
