import {
  AdminCommissionPlans,
  AdminCommissionPlanSave,
  COMMISSION_PERIODS,
  type ZAdminCommissionPlan,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite } from '../../app/site-scope';
import { useHallName } from '../../components/hall-name';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

type Plan = z.infer<typeof ZAdminCommissionPlan>;
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

interface PlanForm {
  period: Plan['period'];
  tiers: { min_net_revenue: string; min_active_members: number; rate: number }[];
  hall_fees: { hall: number; fee: number }[];
  default_hall_fee: number;
  deposit_fee: number;
  withdrawal_fee: number;
  active_min_deposits: string;
  active_min_valid_bet: string;
  carry_negative: boolean;
  cpa_amount: string;
  cpa_min_deposits: string;
  approval_line: string;
  reason: string;
}

/** Percent in the form, basis points on the wire (two decimals: 12.5% is 1250). */
const bp = (pct: number) => Math.round(pct * 100);

function formOf(p: Plan | undefined): Partial<PlanForm> {
  if (!p) {
    return {
      period: 'month',
      tiers: [{ min_net_revenue: '0', min_active_members: 0, rate: 10 }],
      hall_fees: [],
      default_hall_fee: 0,
      deposit_fee: 0,
      withdrawal_fee: 0,
      active_min_deposits: '0',
      active_min_valid_bet: '0',
      carry_negative: true,
      cpa_amount: '0',
      cpa_min_deposits: '0',
    };
  }
  return {
    period: p.period,
    tiers: p.tiers.map((t) => ({
      min_net_revenue: t.min_net_revenue,
      min_active_members: t.min_active_members,
      rate: t.rate_bp / 100,
    })),
    hall_fees: p.hall_fees.map((h) => ({ hall: h.hall, fee: h.fee_bp / 100 })),
    default_hall_fee: p.default_hall_fee_bp / 100,
    deposit_fee: p.deposit_fee_bp / 100,
    withdrawal_fee: p.withdrawal_fee_bp / 100,
    active_min_deposits: p.active_min_deposits,
    active_min_valid_bet: p.active_min_valid_bet,
    carry_negative: p.carry_negative,
    cpa_amount: p.cpa_amount,
    cpa_min_deposits: p.cpa_min_deposits,
    approval_line: p.approval_line,
  };
}

/** Plan versions per site and currency, and saving a new version. */
export function CommissionPlans() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const hallName = useHallName();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? site?.currencies[0] ?? '';
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<PlanForm>();
  const list = useAdminQuery(
    AdminCommissionPlans,
    { site_id: site?.id ?? 0, currency },
    { enabled: site !== null && currency !== '' },
  );
  const save = useAdminAction(AdminCommissionPlanSave, { resource: 'commissionPlans' });
  const maySave = canCall(staff?.role, AdminCommissionPlanSave);
  const f = (name: string) => t(`commission.plans.fields.${name}`);
  const versions = list.data?.list ?? [];

  const submit = async (v: PlanForm) => {
    const saved = await save.run({
      site_id: site!.id,
      currency,
      period: v.period,
      tiers: v.tiers.map((x) => ({
        min_net_revenue: x.min_net_revenue,
        min_active_members: x.min_active_members,
        rate_bp: bp(x.rate),
      })),
      hall_fees: (v.hall_fees ?? []).map((h) => ({ hall: h.hall, fee_bp: bp(h.fee) })),
      default_hall_fee_bp: bp(v.default_hall_fee),
      deposit_fee_bp: bp(v.deposit_fee),
      withdrawal_fee_bp: bp(v.withdrawal_fee),
      active_min_deposits: v.active_min_deposits,
      active_min_valid_bet: v.active_min_valid_bet,
      carry_negative: v.carry_negative,
      cpa_amount: v.cpa_amount,
      cpa_min_deposits: v.cpa_min_deposits,
      approval_line: v.approval_line,
      reason: v.reason,
    });
    message.success(t('commission.plans.saved', { version: saved.version }));
    setEditing(false);
    await list.refetch();
  };

  return (
    <>
      <PageHeader
        title={t('commission.plans.title')}
        subtitle={t('commission.plans.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('commission.menu.plans') }]}
        extra={
          maySave && (
            <Button
              type="primary"
              disabled={!site || !currency}
              data-testid="commission-plan-new"
              onClick={() => {
                form.setFieldsValue({ ...formOf(versions[0]), reason: '' });
                setEditing(true);
              }}
            >
              {t('commission.plans.newVersion')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small">
          <Select
            style={{ width: 120 }}
            value={currency || undefined}
            options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(v: string) => setParams({ currency: v })}
          />
        </Card>
        {versions.length === 0 && !list.isFetching && <Empty description={t('commission.plans.empty')} />}
        {versions.map((p, i) => (
          <Card
            key={p.id}
            size="small"
            data-testid={`commission-plan-${p.version}`}
            title={
              <Space>
                {t('commission.plans.version', { version: p.version })}
                {i === 0 && <Tag color="green">{t('commission.plans.inForce')}</Tag>}
                <Tag>{t(`commission.period.${p.period}`)}</Tag>
              </Space>
            }
          >
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={f('defaultHallFee')}>
                {percent(p.default_hall_fee_bp)}
              </Descriptions.Item>
              <Descriptions.Item label={f('depositFee')}>{percent(p.deposit_fee_bp)}</Descriptions.Item>
              <Descriptions.Item label={f('withdrawalFee')}>{percent(p.withdrawal_fee_bp)}</Descriptions.Item>
              <Descriptions.Item label={f('activeDeposits')}>
                <Amount value={p.active_min_deposits} currency={p.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={f('activeBets')}>
                <Amount value={p.active_min_valid_bet} currency={p.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={f('carry')}>{p.carry_negative ? '✓' : '—'}</Descriptions.Item>
              <Descriptions.Item label={f('cpaAmount')}>
                <Amount value={p.cpa_amount} currency={p.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={f('cpaMin')}>
                <Amount value={p.cpa_min_deposits} currency={p.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={f('approvalLine')}>
                <Amount value={p.approval_line} currency={p.currency} />
              </Descriptions.Item>
              <Descriptions.Item label={f('hallFees')}>
                {p.hall_fees.length === 0
                  ? '—'
                  : p.hall_fees.map((h) => `${hallName(h.hall)} ${percent(h.fee_bp)}`).join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label={f('reason')}>{p.reason}</Descriptions.Item>
              <Descriptions.Item label={f('createdAt')}>
                <TimeText value={p.created_at} /> · #{p.created_by}
              </Descriptions.Item>
            </Descriptions>
            <Table
              rowKey={(_, idx) => String(idx)}
              size="small"
              pagination={false}
              dataSource={p.tiers}
              columns={[
                { key: 'n', title: '#', width: 50, render: (_, __, idx) => idx + 1 },
                {
                  dataIndex: 'min_net_revenue',
                  title: f('minNet'),
                  align: 'right',
                  render: (v: string) => <Amount value={v} currency={p.currency} />,
                },
                { dataIndex: 'min_active_members', title: f('minActive'), align: 'right' },
                { dataIndex: 'rate_bp', title: f('rate'), align: 'right', render: (v: number) => percent(v) },
              ]}
            />
          </Card>
        ))}
      </PageBody>
      <Modal
        open={editing}
        title={`${t('commission.plans.newVersion')} · ${currency}`}
        width={760}
        onCancel={() => setEditing(false)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<PlanForm> form={form} layout="vertical" onFinish={submit} data-testid="commission-plan-form">
          <Form.Item name="period" label={f('period')} rules={[{ required: true }]}>
            <Select
              options={COMMISSION_PERIODS.map((x) => ({ value: x, label: t(`commission.period.${x}`) }))}
            />
          </Form.Item>
          <Form.Item label={f('tiers')} required>
            <Form.List name="tiers">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'min_net_revenue']} rules={[{ required: true }]}>
                        <Input placeholder={f('minNet')} style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'min_active_members']} rules={[{ required: true }]}>
                        <InputNumber min={0} placeholder={f('minActive')} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'rate']} rules={[{ required: true }]}>
                        <InputNumber min={0} max={100} step={0.5} addonAfter="%" style={{ width: 130 }} />
                      </Form.Item>
                      {fields.length > 1 && <Button onClick={() => remove(field.name)}>−</Button>}
                    </Space>
                  ))}
                  <Button
                    onClick={() => add({ min_net_revenue: '0', min_active_members: 0, rate: 0 })}
                    data-testid="commission-add-tier"
                  >
                    {f('addTier')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item label={f('hallFees')}>
            <Form.List name="hall_fees">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'hall']} rules={[{ required: true }]}>
                        <InputNumber min={1} placeholder={f('hall')} style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'fee']} rules={[{ required: true }]}>
                        <InputNumber min={0} max={100} step={0.5} addonAfter="%" style={{ width: 130 }} />
                      </Form.Item>
                      <Button onClick={() => remove(field.name)}>−</Button>
                    </Space>
                  ))}
                  <Button onClick={() => add({ hall: 1, fee: 0 })}>{f('addHall')}</Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Space wrap>
            <Form.Item name="default_hall_fee" label={f('defaultHallFee')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} step={0.5} addonAfter="%" />
            </Form.Item>
            <Form.Item name="deposit_fee" label={f('depositFee')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} step={0.1} addonAfter="%" />
            </Form.Item>
            <Form.Item name="withdrawal_fee" label={f('withdrawalFee')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} step={0.1} addonAfter="%" />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="active_min_deposits" label={f('activeDeposits')} rules={[{ required: true }]}>
              <Input addonAfter={currency} />
            </Form.Item>
            <Form.Item name="active_min_valid_bet" label={f('activeBets')} rules={[{ required: true }]}>
              <Input addonAfter={currency} />
            </Form.Item>
          </Space>
          <Form.Item name="carry_negative" label={f('carry')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space wrap>
            <Form.Item name="cpa_amount" label={f('cpaAmount')} rules={[{ required: true }]}>
              <Input addonAfter={currency} />
            </Form.Item>
            <Form.Item name="cpa_min_deposits" label={f('cpaMin')} rules={[{ required: true }]}>
              <Input addonAfter={currency} />
            </Form.Item>
          </Space>
          <Form.Item name="approval_line" label={f('approvalLine')} rules={[{ required: true }]}>
            <Input addonAfter={currency} style={{ maxWidth: 260 }} />
          </Form.Item>
          <Form.Item name="reason" label={f('reason')} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
