import {
  AdminCommissionApprove,
  AdminCommissionReject,
  AdminCommissionRun,
  AdminCommissionStatement,
  AdminCommissionStatements,
  COMMISSION_STATES,
  type TCommissionState,
  type ZAdminCommissionStatement,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { useHallName } from '../../components/hall-name';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';

type Statement = z.infer<typeof ZAdminCommissionStatement>;
const STATE_COLOR: Record<TCommissionState, string> = {
  preview: 'processing',
  approved: 'warning',
  paid: 'success',
};
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
/** A trace's exact figure (4 more places) without the trailing zeros it does not need: 2000.000000 -> 2000.00. */
const exact = (v: string) => v.replace(/(\.\d{2}\d*?)0+$/, '$1');

/** A period's commission statements: compute a period, read a statement's trace, approve and pay. */
export function CommissionStatements() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const site = useOneSite();
  const { data: staff } = useGetIdentity<StaffProfile>();
  // Filters live in the address, so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? site?.currencies[0] ?? '';
  const periodStart = params.get('period_start') ?? undefined;
  const state = (params.get('state') as TCommissionState | null) ?? undefined;
  const agentId = params.get('agent_id') ?? undefined;
  const page = Number(params.get('page') ?? '1') || 1;
  const setFilter = (key: string, value: string | undefined) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const [traceId, setTraceId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const input = {
    site_id: site?.id ?? 0,
    currency,
    page,
    page_size: 20,
    ...(periodStart ? { period_start: periodStart } : {}),
    ...(state ? { state } : {}),
    ...(agentId && /^\d+$/.test(agentId) ? { agent_id: Number(agentId) } : {}),
  };
  const list = useAdminQuery(AdminCommissionStatements, input, { enabled: site !== null && currency !== '' });
  const refresh = { resource: 'commissionStatements' };
  const run = useAdminAction(AdminCommissionRun, refresh);
  const approve = useAdminAction(AdminCommissionApprove, refresh);
  const reject = useAdminAction(AdminCommissionReject, refresh);
  const mayRun = canCall(staff?.role, AdminCommissionRun);
  const mayDecide = canCall(staff?.role, AdminCommissionApprove);
  const f = (name: string) => t(`commission.statements.fields.${name}`);

  const runPeriod = () => {
    let start = periodStart ?? dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
    modal.confirm({
      title: t('commission.statements.runTitle', { start, currency }),
      content: (
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('commission.statements.runContent')}</Typography.Text>
          <Typography.Text>{t('commission.statements.runStart')}</Typography.Text>
          <DatePicker
            defaultValue={dayjs(start)}
            allowClear={false}
            onChange={(v) => {
              if (v) start = v.format('YYYY-MM-DD');
            }}
            data-testid="commission-run-start"
          />
        </Space>
      ),
      okText: t('common.confirm'),
      onOk: async () => {
        const done = await run.run({ site_id: site!.id, currency, period_start: start });
        message.success(t('commission.statements.ran', done));
        setFilter('period_start', done.period_start);
        await list.refetch();
      },
    });
  };

  const decide = (s: Statement, verdict: 'approve' | 'reject'): Decision => {
    const p = { amount: formatAmount(s.amount), currency: s.currency, agent: s.agent_account };
    return {
      title: t(`commission.statements.${verdict}Title`, p),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={f('agent')}>{s.agent_account}</Descriptions.Item>
          <Descriptions.Item label={f('period')}>
            {s.period_start} – {s.period_end}
          </Descriptions.Item>
          <Descriptions.Item label={f('teamNet')}>
            <Amount value={s.team_net} currency={s.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={f('rate')}>{percent(s.rate_bp)}</Descriptions.Item>
          <Descriptions.Item label={f('amount')}>
            <Amount value={s.amount} currency={s.currency} strong />
          </Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      okText: t(`commission.statements.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`commission.statements.${verdict}Confirm`) }),
      submit: async (values) => {
        const reason = values.reason?.trim();
        if (verdict === 'approve') await approve.run({ id: s.id, ...(reason ? { reason } : {}) });
        else await reject.run({ id: s.id, reason: reason! });
        await list.refetch();
      },
      onDone: () =>
        message.success(
          t(verdict === 'approve' ? 'commission.statements.approved' : 'commission.statements.rejected'),
        ),
    };
  };

  return (
    <>
      <PageHeader
        title={t('commission.statements.title')}
        subtitle={t('commission.statements.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('commission.menu.statements') }]}
        extra={
          mayRun && (
            <Button
              type="primary"
              onClick={runPeriod}
              disabled={!site || !currency}
              data-testid="commission-run"
            >
              {t('commission.statements.run')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Select
              style={{ width: 120 }}
              value={currency || undefined}
              placeholder={t('commission.statements.currency')}
              options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v: string) => setFilter('currency', v)}
              data-testid="commission-currency"
            />
            <Select
              allowClear
              style={{ width: 240 }}
              value={periodStart}
              placeholder={t('commission.statements.allPeriods')}
              options={(list.data?.periods ?? []).map((p) => ({
                value: p.period_start,
                label: `${p.period_start} – ${p.period_end}`,
              }))}
              onChange={(v: string | undefined) => setFilter('period_start', v)}
              data-testid="commission-period"
            />
            <Select
              allowClear
              style={{ width: 260 }}
              value={state}
              placeholder={t('commission.statements.allStates')}
              options={COMMISSION_STATES.map((s) => ({ value: s, label: t(`commission.states.${s}`) }))}
              onChange={(v: string | undefined) => setFilter('state', v)}
            />
            <Input.Search
              allowClear
              style={{ width: 180 }}
              defaultValue={agentId}
              placeholder={t('commission.statements.agentId')}
              onSearch={(v) => setFilter('agent_id', v.trim() || undefined)}
            />
          </Space>
          {list.data && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                {t('commission.statements.totals', {
                  amount: `${formatAmount(list.data.totals.amount)} ${currency}`,
                  paid: `${formatAmount(list.data.totals.paid)} ${currency}`,
                })}
              </Typography.Text>
            </div>
          )}
        </Card>
        <Table<Statement>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="commission-statements"
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: (p) => setFilter('page', String(p)),
            showSizeChanger: false,
          }}
          columns={[
            {
              dataIndex: 'agent_account',
              title: f('agent'),
              render: (v: string, s) => (
                <Space direction="vertical" size={0}>
                  {v}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{s.agent_id}
                  </Typography.Text>
                </Space>
              ),
            },
            { key: 'period', title: f('period'), render: (_, s) => `${s.period_start} – ${s.period_end}` },
            { dataIndex: 'plan_version', title: f('version'), width: 60 },
            {
              key: 'members',
              title: f('members'),
              render: (_, s) => `${s.team_members} / ${s.active_members}`,
            },
            {
              dataIndex: 'team_net',
              title: f('teamNet'),
              align: 'right',
              render: (v: string, s) => <Amount value={v} currency={s.currency} />,
            },
            {
              key: 'tier',
              title: f('rate'),
              align: 'right',
              render: (_, s) => (s.tier === null ? '—' : `${s.tier} · ${percent(s.rate_bp)}`),
            },
            {
              dataIndex: 'carry_in',
              title: f('carryIn'),
              align: 'right',
              render: (v: string, s) => <Amount value={v} currency={s.currency} />,
            },
            {
              dataIndex: 'carry_out',
              title: f('carryOut'),
              align: 'right',
              render: (v: string, s) => <Amount value={v} currency={s.currency} />,
            },
            {
              dataIndex: 'amount',
              title: f('amount'),
              align: 'right',
              render: (v: string, s) => <Amount value={v} currency={s.currency} strong />,
            },
            {
              dataIndex: 'state',
              title: f('state'),
              render: (v: TCommissionState, s) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATE_COLOR[v]} bordered={false}>
                    {t(`commission.states.${v}`)}
                  </Tag>
                  {v === 'approved' && s.held_for && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`commission.heldFor.${s.held_for}`)}
                    </Typography.Text>
                  )}
                  {v !== 'paid' && s.agent_suspended && (
                    <Typography.Text
                      type="warning"
                      style={{ fontSize: 12 }}
                      data-testid={`commission-suspended-${s.id}`}
                    >
                      {t('commission.statements.agentSuspended')}
                    </Typography.Text>
                  )}
                </Space>
              ),
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
              width: 220,
              render: (_, s) => (
                <Space>
                  <Button
                    size="small"
                    onClick={() => setTraceId(s.id)}
                    data-testid={`commission-trace-${s.id}`}
                  >
                    {t('commission.statements.trace')}
                  </Button>
                  {mayDecide && s.state === 'preview' && !s.agent_suspended && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setDecision(decide(s, 'approve'))}
                      data-testid={`commission-approve-${s.id}`}
                    >
                      {t('commission.statements.approve')}
                    </Button>
                  )}
                  {mayDecide && s.state === 'approved' && (
                    <>
                      {s.agent_suspended ? null : s.approved_by === staff?.id ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('commission.statements.ownApproval')}
                        </Typography.Text>
                      ) : (
                        <Button size="small" type="primary" onClick={() => setDecision(decide(s, 'approve'))}>
                          {t('commission.statements.pay')}
                        </Button>
                      )}
                      <Button size="small" danger onClick={() => setDecision(decide(s, 'reject'))}>
                        {t('commission.statements.reject')}
                      </Button>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
      <TraceDrawer id={traceId} onClose={() => setTraceId(null)} />
    </>
  );
}

/** A statement's calculation trace: inputs per member and hall, sub-agent parts, CPA members. */
function TraceDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const hallName = useHallName();
  const one = useAdminQuery(AdminCommissionStatement, { id: props.id ?? 0 }, { enabled: props.id !== null });
  const s = one.data;
  const f = (name: string) => t(`commission.statements.fields.${name}`);
  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      width="min(1100px, 100vw)"
      title={
        s
          ? t('commission.statements.traceTitle', {
              agent: s.agent_account,
              start: s.period_start,
              end: s.period_end,
            })
          : ''
      }
      destroyOnHidden
    >
      {s && (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="commission-trace">
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={f('version')}>{s.plan_version}</Descriptions.Item>
            <Descriptions.Item label={f('members')}>
              {s.team_members} / {s.active_members}
            </Descriptions.Item>
            <Descriptions.Item label={f('teamNet')}>
              <Amount value={s.team_net} currency={s.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={f('tier')}>
              {s.tier === null ? '—' : `${s.tier} · ${percent(s.rate_bp)}`}
            </Descriptions.Item>
            <Descriptions.Item label={f('carryIn')}>
              <Amount value={s.carry_in} currency={s.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={f('carryOut')}>
              <Amount value={s.carry_out} currency={s.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={f('revenueShare')}>
              <Amount value={s.revenue_share} currency={s.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={f('cpa')}>
              <Amount value={s.cpa} currency={s.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={f('amount')}>
              <Amount value={s.amount} currency={s.currency} strong />
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="member_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={s.trace.members}
            columns={[
              {
                dataIndex: 'account',
                title: f('member'),
                render: (v: string, m) =>
                  m.active ? (
                    <Space>
                      {v}
                      <Tag color="green">{f('activeTag')}</Tag>
                    </Space>
                  ) : (
                    v
                  ),
              },
              {
                key: 'halls',
                title: f('halls'),
                render: (_, m) =>
                  m.halls.map((h) => (
                    <div key={h.hall}>
                      {hallName(h.hall)} · {formatAmount(h.ggr)} · {percent(h.fee_bp)} = {exact(h.fee)}
                    </div>
                  )),
              },
              { dataIndex: 'ggr', title: f('ggr'), align: 'right' },
              { dataIndex: 'promotions', title: f('promotions'), align: 'right' },
              { dataIndex: 'rebates', title: f('rebates'), align: 'right' },
              {
                key: 'fees',
                title: f('fees'),
                align: 'right',
                render: (_, m) => `${exact(m.deposit_fee)} / ${exact(m.withdrawal_fee)}`,
              },
              { dataIndex: 'net', title: f('net'), align: 'right', render: (v: string) => exact(v) },
              { dataIndex: 'rate_bp', title: f('rate'), align: 'right', render: (bp: number) => percent(bp) },
              { dataIndex: 'part', title: f('part'), align: 'right', render: (v: string) => exact(v) },
            ]}
          />
          {s.trace.sub_agents.length > 0 && (
            <Table
              rowKey="agent_id"
              size="small"
              pagination={false}
              dataSource={s.trace.sub_agents}
              columns={[
                { dataIndex: 'account', title: f('subAgent') },
                {
                  dataIndex: 'team_net',
                  title: f('teamNet'),
                  align: 'right',
                  render: (v: string) => exact(v),
                },
                {
                  dataIndex: 'rate_bp',
                  title: f('differential'),
                  align: 'right',
                  render: (bp: number) => percent(bp),
                },
                { dataIndex: 'part', title: f('part'), align: 'right', render: (v: string) => exact(v) },
              ]}
            />
          )}
          {s.trace.cpa_members.length > 0 && (
            <Typography.Text>
              {f('cpaMembers')}: {s.trace.cpa_members.map((m) => m.account).join(', ')}
            </Typography.Text>
          )}
        </Space>
      )}
    </Drawer>
  );
}
