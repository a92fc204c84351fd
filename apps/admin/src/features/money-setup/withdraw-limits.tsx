import { EditOutlined } from '@ant-design/icons';
import { AdminWithdrawLimitSave, type AdminWithdrawLimit } from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount, formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { optionalAmount, payoutRule } from './logic';
import { SearchCard, withTotals } from '../../components/list-parts';

type Limit = AdminWithdrawLimit;
const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };

/** The limits form inside the reason-and-confirm dialog: current values to start from. */
function LimitFields({ limit }: { limit: Limit }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="min_amount"
          label={t('moneySetup.limits.fields.minAmount')}
          initialValue={limit.min_amount}
          rules={[{ required: true }, amountRule]}
        >
          <Input inputMode="decimal" suffix={limit.currency} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="max_amount"
          label={t('moneySetup.limits.fields.maxAmount')}
          initialValue={limit.max_amount}
          rules={[{ required: true }, amountRule]}
        >
          <Input inputMode="decimal" suffix={limit.currency} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="daily_count"
          label={t('moneySetup.limits.fields.dailyCount')}
          initialValue={limit.daily_count ?? undefined}
          extra={t('moneySetup.limits.help.dailyCount')}
        >
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="daily_amount"
          label={t('moneySetup.limits.fields.dailyAmount')}
          initialValue={limit.daily_amount ?? undefined}
          extra={t('moneySetup.limits.help.dailyAmount')}
          rules={[amountRule]}
        >
          <Input inputMode="decimal" suffix={limit.currency} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="payouts"
          label={t('moneySetup.limits.payout.title')}
          initialValue={limit.verified_payouts_only ? 'refuse' : 'allow'}
        >
          <Radio.Group data-testid="limit-payouts">
            <Radio value="refuse">{t('moneySetup.limits.payout.refuse')}</Radio>
            <Radio value="allow">{t('moneySetup.limits.payout.allow')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="unverified_payout_below"
          label={t('moneySetup.limits.payout.below')}
          initialValue={limit.unverified_payout_below}
          extra={t('moneySetup.limits.payout.belowHelp')}
          rules={[{ required: true }, amountRule]}
        >
          <Input inputMode="decimal" suffix={limit.currency} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The payout rule in the staff member's words: refused, refused from an amount, or allowed. */
function usePayoutRuleText() {
  const { t } = useTranslation();
  return (l: Pick<Limit, 'verified_payouts_only' | 'unverified_payout_below' | 'currency'>) => {
    const rule = payoutRule(l);
    return t(`moneySetup.limits.payout.${rule.key}`, {
      amount: rule.amount && `${formatAmount(rule.amount)} ${l.currency}`,
    });
  };
}

export function WithdrawLimits() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  const { message } = App.useApp();
  const { siteId, site, sites, siteName } = useSiteScope();
  const ruleText = usePayoutRuleText();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const save = useAdminAction(AdminWithdrawLimitSave, { resource: 'withdrawLimits' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const { tableProps, searchFormProps, filters, sorters } = useTable<Limit, HttpError, { currency?: string }>(
    {
      resource: 'withdrawLimits',
      syncWithLocation: true,
      pagination: { pageSize: 20 },
      sorters: { mode: 'off' },
      filters: { permanent: siteFilter(siteId) },
      onSearch: (v) => [{ field: 'currency', operator: 'eq', value: v.currency }],
    },
  );
  const mayChange = canCall(staff?.role, AdminWithdrawLimitSave);
  const currencies = [...new Set((site ? [site] : sites).flatMap((s) => s.currencies))];
  const cap = (v: string | number | null | undefined, render: (v: string) => string) =>
    v === null || v === undefined || v === '' ? t('moneySetup.limits.noCap') : render(String(v));

  const edit = (l: Limit): Decision => {
    const where = { site: siteName(l.site_id), currency: l.currency };
    return {
      title: t('moneySetup.limits.editTitle', where),
      fields: <LimitFields limit={l} />,
      reasonRequired: true,
      okText: t('common.confirm'),
      confirm: (v) => ({
        title: t('moneySetup.limits.confirmTitle', where),
        content: [
          t('moneySetup.limits.confirmBody', {
            min: formatAmount(v.min_amount!),
            max: formatAmount(v.max_amount!),
            count: cap(v.daily_count, (c) => c),
            amount: cap(optionalAmount(v.daily_amount), (a) => `${formatAmount(a)} ${l.currency}`),
          }),
          t('moneySetup.limits.payout.confirm', {
            rule: ruleText({
              currency: l.currency,
              verified_payouts_only: v.payouts !== 'allow',
              unverified_payout_below: v.unverified_payout_below!.trim(),
            }),
          }),
        ].join(' '),
      }),
      submit: (v) =>
        save.run({
          site_id: l.site_id,
          currency: l.currency as never,
          min_amount: v.min_amount!.trim(),
          max_amount: v.max_amount!.trim(),
          daily_count:
            v.daily_count === undefined || v.daily_count === null || String(v.daily_count) === ''
              ? null
              : Number(v.daily_count),
          daily_amount: optionalAmount(v.daily_amount),
          verified_payouts_only: v.payouts !== 'allow',
          unverified_payout_below: v.unverified_payout_below!.trim(),
          reason: v.reason!.trim(),
        }),
      onDone: () => message.success(t('moneySetup.limits.saved', where)),
    };
  };

  return (
    <>
      <PageHeader
        title={t('moneySetup.limits.title')}
        subtitle={t('moneySetup.limits.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('moneySetup.menu.limits') }]}
        extra={
          <ExportCsv<Limit>
            resource="withdrawLimits"
            filters={filters}
            sorters={sorters}
            filename="withdraw-limits"
            mapData={(l) => ({
              [t('moneySetup.limits.fields.site')]: siteName(l.site_id),
              [t('moneySetup.limits.fields.currency')]: l.currency,
              [t('moneySetup.limits.fields.minAmount')]: l.min_amount,
              [t('moneySetup.limits.fields.maxAmount')]: l.max_amount,
              [t('moneySetup.limits.fields.dailyCount')]: l.daily_count ?? '',
              [t('moneySetup.limits.fields.dailyAmount')]: l.daily_amount ?? '',
              [t('moneySetup.limits.payout.title')]: ruleText(l),
              [t('moneySetup.limits.fields.source')]: t(
                l.configured ? 'moneySetup.limits.configured' : 'moneySetup.limits.defaults',
              ),
              [t('moneySetup.limits.fields.updatedAt')]: formatTime(l.updated_at, timeZone),
            })}
          />
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          actions={null}
          name="limit-search"
          initialValues={{ currency: getDefaultFilter('currency', filters, 'eq') }}
        >
          <Form.Item
            name="currency"
            label={t('moneySetup.limits.fields.currency')}
            style={{ marginBottom: 16 }}
          >
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 140 }}
              options={currencies.map((c) => ({ value: c, label: c }))}
              onChange={() => searchFormProps.form?.submit()}
            />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Limit>
            {...tableProps}
            rowKey={(l) => `${l.site_id}:${l.currency}`}
            size="middle"
            scroll={{ x: 1180 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<Limit>
              dataIndex="site_id"
              title={t('moneySetup.limits.fields.site')}
              render={(id: number) => siteName(id)}
            />
            <Table.Column<Limit>
              dataIndex="currency"
              title={t('moneySetup.limits.fields.currency')}
              width={100}
            />
            <Table.Column<Limit>
              dataIndex="min_amount"
              title={t('moneySetup.limits.fields.minAmount')}
              align="right"
              render={(v: string, l) => <Amount value={v} currency={l.currency} />}
            />
            <Table.Column<Limit>
              dataIndex="max_amount"
              title={t('moneySetup.limits.fields.maxAmount')}
              align="right"
              render={(v: string, l) => <Amount value={v} currency={l.currency} />}
            />
            <Table.Column<Limit>
              dataIndex="daily_count"
              title={t('moneySetup.limits.fields.dailyCount')}
              align="right"
              render={(v: number | null) =>
                cap(v, (c) => t('moneySetup.limits.countUnit', { count: Number(c) }))
              }
            />
            <Table.Column<Limit>
              dataIndex="daily_amount"
              title={t('moneySetup.limits.fields.dailyAmount')}
              align="right"
              render={(v: string | null, l) =>
                v ? (
                  <Amount value={v} currency={l.currency} />
                ) : (
                  <Typography.Text type="secondary">{t('moneySetup.limits.noCap')}</Typography.Text>
                )
              }
            />
            <Table.Column<Limit>
              dataIndex="verified_payouts_only"
              title={t('moneySetup.limits.payout.title')}
              render={(on: boolean, l) => (
                <Tag color={on ? 'green' : 'red'} bordered={false} data-testid="limit-payout-rule">
                  {ruleText(l)}
                </Tag>
              )}
            />
            <Table.Column<Limit>
              dataIndex="configured"
              title={t('moneySetup.limits.fields.source')}
              width={110}
              render={(on: boolean) => (
                <Tag color={on ? 'blue' : 'default'} bordered={false}>
                  {t(on ? 'moneySetup.limits.configured' : 'moneySetup.limits.defaults')}
                </Tag>
              )}
            />
            <Table.Column<Limit>
              dataIndex="updated_at"
              title={t('moneySetup.limits.fields.updatedAt')}
              width={170}
              render={(v: string | null) => <TimeText value={v} />}
            />
            {mayChange && (
              <Table.Column<Limit>
                title={t('common.actions')}
                fixed="right"
                width={120}
                render={(_, l) => (
                  <Space>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      data-testid="limit-edit"
                      onClick={() => setDecision(edit(l))}
                    >
                      {t('moneySetup.limits.edit')}
                    </Button>
                  </Space>
                )}
              />
            )}
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
