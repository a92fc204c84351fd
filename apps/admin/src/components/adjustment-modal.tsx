import {
  AdminMemberAdjustment,
  AdminMemberSearch,
  CURRENCIES,
  MONEY_LIMITS,
  type CurrencyCode,
} from '@arks/contracts';
import { Alert, App, Descriptions, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../api/use-admin';
import { useSiteScope } from '../app/site-scope';
import { DecisionModal, type Decision } from './decision-modal';
import { toMinor } from '../lib/decimal';
import { formatAmount } from '../lib/format';

export interface AdjustedMember {
  id: number;
  account: string;
  currency: string;
  site_id: number;
}

const limitsOf = (currency: string) => {
  const code = currency as CurrencyCode;
  return {
    exponent: CURRENCIES[code]?.exponent ?? 2,
    approvalAbove: MONEY_LIMITS[code]?.approvalAbove ?? 0n,
  };
};

const majorText = (minor: bigint, exponent: number) => {
  const s = minor.toString().padStart(exponent + 1, '0');
  return exponent ? `${s.slice(0, -exponent)}.${s.slice(-exponent)}` : s;
};

/** Finds a member by account for an adjustment started from the inbox. */
function MemberPicker({
  value,
  onChange,
}: {
  value?: AdjustedMember;
  onChange?: (m?: AdjustedMember) => void;
}) {
  const { t } = useTranslation();
  const { siteId, siteName } = useSiteScope();
  const [account, setAccount] = useState('');
  const found = useAdminQuery(
    AdminMemberSearch,
    { account, site_id: siteId ?? undefined, page: 1, page_size: 10 },
    { enabled: account.length >= 2 },
  );
  const options = found.data?.list ?? [];
  return (
    <Select
      showSearch
      filterOption={false}
      data-testid="adjust-member"
      placeholder={t('money.adjust.memberSearch')}
      value={value?.id}
      onSearch={setAccount}
      loading={found.isFetching}
      notFoundContent={account.length >= 2 ? t('common.none') : null}
      options={options.map((m) => ({
        value: m.id,
        label: `${m.account} · ${m.currency} · ${siteName(m.site_id)}`,
      }))}
      onChange={(id: number) => onChange?.(options.find((m) => m.id === id))}
    />
  );
}

/**
 * A manual credit or debit with its reason. Up to the currency's approval threshold it posts at once;
 * above it, or past today's approval-free limit (the staff member's or the member's), it becomes a
 * proposal a second finance staff member approves in the approvals inbox.
 */
export function AdjustmentModal(props: {
  member?: AdjustedMember;
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const adjust = useAdminAction(AdminMemberAdjustment, { resource: 'approvals' });
  // One key per opened form: a retried submit after a lost answer is the same adjustment.
  const key = useMemo(() => `adj-${crypto.randomUUID()}`, [props.open]); // eslint-disable-line react-hooks/exhaustive-deps

  const memberOf = (values: Record<string, unknown>) => props.member ?? (values.member as AdjustedMember);
  const signed = (values: Record<string, unknown>) =>
    `${values.direction === 'debit' ? '-' : ''}${String(values.amount).trim()}`;
  const words = (values: Record<string, unknown>) => {
    const m = memberOf(values);
    return { amount: formatAmount(String(values.amount).trim()), currency: m.currency, member: m.account };
  };

  const threshold = (m: AdjustedMember | undefined) => {
    if (!m) return null;
    const { exponent, approvalAbove } = limitsOf(m.currency);
    return `${formatAmount(majorText(approvalAbove, exponent))} ${m.currency}`;
  };

  const decision: Decision = {
    title: props.member
      ? t('money.adjust.titleFor', { member: props.member.account })
      : t('money.adjust.title'),
    summary: (
      <>
        {props.member && (
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('withdrawals.fields.member')}>
              {props.member.account}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.fields.currency')}>
              {props.member.currency}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('money.adjust.rule', {
            threshold: threshold(props.member) ?? t('money.adjust.perCurrency'),
          })}
        />
      </>
    ),
    fields: (
      <>
        {!props.member && (
          <Form.Item
            name="member"
            label={t('withdrawals.fields.member')}
            rules={[{ required: true, message: t('money.adjust.memberRequired') }]}
          >
            <MemberPicker />
          </Form.Item>
        )}
        <Form.Item name="direction" label={t('money.adjust.direction')} initialValue="credit">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'credit', label: t('money.adjust.credit') },
              { value: 'debit', label: t('money.adjust.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('withdrawals.fields.amount')}
          dependencies={['member']}
          rules={[
            { required: true, message: t('money.adjust.amountRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const m = props.member ?? (getFieldValue('member') as AdjustedMember | undefined);
                if (!value || !m) return;
                const minor = /^\d{1,15}(\.\d{1,8})?$/.test(value.trim())
                  ? toMinor(value.trim(), limitsOf(m.currency).exponent)
                  : null;
                if (minor === null || minor === 0n) throw new Error(t('money.adjust.amountInvalid'));
              },
            }),
          ]}
        >
          <Input inputMode="decimal" data-testid="adjust-amount" placeholder="0.00" />
        </Form.Item>
        <Form.Item noStyle dependencies={['direction']}>
          {({ getFieldValue }) =>
            getFieldValue('direction') === 'debit' ? null : (
              <Form.Item
                name="turnover_multiple"
                label={t('money.adjust.turnoverMultiple')}
                extra={t('money.adjust.turnoverHelp')}
              >
                <InputNumber
                  min={0}
                  max={100}
                  precision={2}
                  step={0.5}
                  suffix="×"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )
          }
        </Form.Item>
      </>
    ),
    reasonRequired: true,
    okText: t('money.adjust.submit'),
    confirm: (values) => {
      const m = memberOf(values);
      const minor = toMinor(String(values.amount).trim(), limitsOf(m.currency).exponent) ?? 0n;
      const proposal = minor > limitsOf(m.currency).approvalAbove;
      const verb = values.direction === 'debit' ? 'debit' : 'credit';
      return {
        title: t(`money.adjust.confirm.${verb}`, words(values)),
        content: proposal ? (
          t('money.adjust.willPropose', { threshold: threshold(m) })
        ) : (
          <>
            <div>{t('money.adjust.willPost')}</div>
            <div>{t('money.adjust.mayHold')}</div>
          </>
        ),
      };
    },
    submit: async (values) => {
      const m = memberOf(values);
      const answer = await adjust.run({
        id: m.id,
        amount: signed(values),
        reason: values.reason!.trim(),
        idempotency_key: key,
        // Only a credit can be a bonus that asks turnover.
        turnover_multiple:
          values.direction !== 'debit' &&
          typeof values.turnover_multiple === 'number' &&
          values.turnover_multiple > 0
            ? values.turnover_multiple
            : undefined,
      });
      if (answer.status === 'proposed') {
        const why = answer.held_for === 'daily_limit' ? 'heldForLimit' : 'proposed';
        message.info(t(`money.adjust.${why}`, { id: answer.proposal_id }));
      } else
        message.success(
          t('money.adjust.posted', { ...words(values), available: formatAmount(answer.available) }),
        );
      props.onDone?.();
    },
  };
  return <DecisionModal decision={decision} open={props.open} onClose={props.onClose} />;
}
