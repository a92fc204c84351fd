import { EditOutlined } from '@ant-design/icons';
import {
  AdminIssuanceLimitList,
  AdminIssuanceLimitSave,
  fromMinor,
  ISSUANCE_SCOPES,
  MONEY_LIMITS,
  type AdminIssuanceLimit,
  type CurrencyCode,
  type TIssuanceScope,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Descriptions, Flex, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';
import { issuanceAmountProblem, issuanceRows, type IssuanceRow } from './issuance-logic';

/** The new limit inside the reason-and-confirm dialog, checked as the server would check it. */
function LimitField({ limit }: { limit: AdminIssuanceLimit }) {
  const { t } = useTranslation();
  const { currency, scope } = limit;
  const max = MONEY_LIMITS[currency as CurrencyCode];
  return (
    <Form.Item
      name="amount"
      label={t('moneySetup.issuance.fields.amount')}
      initialValue={limit.amount}
      extra={
        <>
          <div>{t('moneySetup.issuance.perDay')}</div>
          <div>{t(`moneySetup.issuance.zero.${scope}`)}</div>
        </>
      }
      rules={[
        { required: true, message: t('moneySetup.issuance.amountRequired') },
        {
          validator: async (_, value: string | undefined) => {
            const problem = value ? issuanceAmountProblem(value, currency) : null;
            if (!problem) return;
            throw new Error(
              t(`moneySetup.issuance.problem.${problem}`, {
                currency,
                max: max ? formatAmount(fromMinor(max.maxAmount, currency as CurrencyCode)) : '',
              }),
            );
          },
        },
      ]}
    >
      <Input inputMode="decimal" suffix={currency} data-testid="issuance-amount" />
    </Form.Item>
  );
}

/** One bound in its cell: the amount, "default" while no admin has set it, and the edit button. */
function LimitCell({ limit, onEdit }: { limit: AdminIssuanceLimit; onEdit?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="flex-end" gap={8} data-testid={`issuance-${limit.scope}`}>
      {!limit.configured && (
        <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
          {t('moneySetup.issuance.defaultTag')}
        </Tag>
      )}
      <Amount value={limit.amount} currency={limit.currency} strong={limit.configured} />
      {onEdit && (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('moneySetup.issuance.edit')}
          title={t('moneySetup.issuance.edit')}
          data-testid="issuance-edit"
          onClick={onEdit}
        />
      )}
    </Flex>
  );
}

/** A bound's column heading: what it counts, and over what. */
function ScopeTitle({ scope }: { scope: TIssuanceScope }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="flex-end">
      <span>{t(`moneySetup.issuance.scope.${scope}`)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
        {t(`moneySetup.issuance.scopeHint.${scope}`)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The daily bounds on what staff issue without a second approver, one row per currency of the sites in
 * scope. The bounds are the platform's, not a site's: the site scope only picks which currencies show.
 * Finance reads them; only admins change them, each change with a reason and a confirmation.
 */
export function IssuanceLimits() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { site, sites } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const list = useAdminQuery(AdminIssuanceLimitList, {});
  const save = useAdminAction(AdminIssuanceLimitSave, { resource: 'issuanceLimits' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminIssuanceLimitSave);
  const currencies = (site ? [site] : sites).flatMap((s) => s.currencies);
  const rows = issuanceRows(list.data?.list ?? [], currencies);

  const edit = (limit: AdminIssuanceLimit): Decision => {
    const where = { scope: t(`moneySetup.issuance.scope.${limit.scope}`), currency: limit.currency };
    return {
      title: t('moneySetup.issuance.editTitle', where),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('moneySetup.issuance.current')}>
            <Amount value={limit.amount} currency={limit.currency} />
            {!limit.configured && (
              <Tag bordered={false} style={{ marginInlineStart: 8 }}>
                {t('moneySetup.issuance.defaultTag')}
              </Tag>
            )}
          </Descriptions.Item>
          {limit.configured && (
            <Descriptions.Item label={t('moneySetup.issuance.defaultLabel')}>
              <Amount value={limit.default_amount} currency={limit.currency} />
            </Descriptions.Item>
          )}
        </Descriptions>
      ),
      fields: (
        <>
          <Typography.Paragraph type="secondary">
            {t(`moneySetup.issuance.explain.${limit.scope}`)}
          </Typography.Paragraph>
          <LimitField limit={limit} />
        </>
      ),
      reasonRequired: true,
      okText: t('common.confirm'),
      confirm: (v) => {
        const after = v.amount!.trim();
        const zero = /^0*(\.0*)?$/.test(after);
        return {
          title: t('moneySetup.issuance.confirmTitle', where),
          content: (
            <>
              {t('moneySetup.issuance.confirmBody', {
                ...where,
                before: formatAmount(limit.amount),
                after: formatAmount(after),
              })}
              {zero && <div>{t(`moneySetup.issuance.zero.${limit.scope}`)}</div>}
            </>
          ),
        };
      },
      submit: async (v) => {
        await save.run({
          scope: limit.scope,
          currency: limit.currency as CurrencyCode,
          amount: v.amount!.trim(),
          reason: v.reason!.trim(),
        });
        await list.refetch();
      },
      onDone: () => message.success(t('moneySetup.issuance.saved', where)),
    };
  };

  const scopeColumn = (scope: TIssuanceScope) => (
    <Table.Column<IssuanceRow>
      key={scope}
      title={<ScopeTitle scope={scope} />}
      align="right"
      render={(_, row) => (
        <LimitCell
          limit={row.limits[scope]}
          onEdit={mayChange ? () => setDecision(edit(row.limits[scope])) : undefined}
        />
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={t('moneySetup.issuance.title')}
        subtitle={t('moneySetup.issuance.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('moneySetup.menu.issuance') }]}
      />
      <PageBody>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<IssuanceRow>
            dataSource={rows}
            rowKey="currency"
            size="middle"
            loading={list.isLoading}
            pagination={false}
            scroll={{ x: 960 }}
            locale={{ emptyText: list.isLoading ? ' ' : t('moneySetup.issuance.empty') }}
          >
            <Table.Column<IssuanceRow>
              dataIndex="currency"
              title={t('moneySetup.issuance.fields.currency')}
              width={100}
              render={(c: string) => <Typography.Text strong>{c}</Typography.Text>}
            />
            {ISSUANCE_SCOPES.map(scopeColumn)}
            <Table.Column<IssuanceRow>
              dataIndex="updatedAt"
              title={t('moneySetup.issuance.fields.updatedAt')}
              width={170}
              render={(v: string | null) => <TimeText value={v} />}
            />
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
