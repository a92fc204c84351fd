import {
  AdminDepositApprove,
  AdminDepositReject,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  type ZAdminDeposit,
  type ZAdminWithdrawal,
} from '@arks/contracts';
import { Alert, App, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction } from '../../api/use-admin';
import type { Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { formatAmount } from '../../lib/format';

export type Deposit = z.infer<typeof ZAdminDeposit>;
export type Withdrawal = z.infer<typeof ZAdminWithdrawal>;
export type Verdict = 'approve' | 'reject';

const bankOf = (w: Withdrawal) => `${w.bank_name} · ${w.account_name} · ${w.account_number}`;

function DepositSummary({ deposit, t }: { deposit: Deposit; t: TFunction }) {
  return (
    <>
      <Alert type="warning" showIcon title={t('deposits.checkFirst')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('deposits.fields.member')}>{deposit.member_account}</Descriptions.Item>
        <Descriptions.Item label={t('deposits.fields.amount')}>
          <Amount value={deposit.amount} currency={deposit.currency} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('deposits.fields.channel')}>{deposit.channel_name}</Descriptions.Item>
        <Descriptions.Item label={t('deposits.fields.reference')}>
          {deposit.reference ?? t('common.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('deposits.fields.createdAt')}>
          <TimeText value={deposit.created_at} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

function WithdrawalSummary({ withdrawal, t }: { withdrawal: Withdrawal; t: TFunction }) {
  return (
    <>
      <Alert type="warning" showIcon title={t('withdrawals.checkFirst')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('withdrawals.fields.member')}>
          {withdrawal.member_account}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.fields.amount')}>
          <Amount value={withdrawal.amount} currency={withdrawal.currency} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.fields.bank')}>
          <span className="admin-mono">{bankOf(withdrawal)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.fields.createdAt')}>
          <TimeText value={withdrawal.created_at} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** Approve or reject one deposit: rejecting needs a reason, approving takes an optional note. */
export function useDepositDecision() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const approve = useAdminAction(AdminDepositApprove, { resource: 'deposits' });
  const reject = useAdminAction(AdminDepositReject, { resource: 'deposits' });
  return (deposit: Deposit, verdict: Verdict): Decision => {
    const params = {
      order: deposit.order_number,
      amount: formatAmount(deposit.amount),
      currency: deposit.currency,
      member: deposit.member_account,
    };
    return {
      title: t(verdict === 'approve' ? 'deposits.approveTitle' : 'deposits.rejectTitle', params),
      summary: <DepositSummary deposit={deposit} t={t} />,
      reasonRequired: verdict === 'reject',
      reasonLabel: verdict === 'approve' ? t('deposits.approveNote') : undefined,
      okText: t(verdict === 'approve' ? 'deposits.approve' : 'deposits.reject'),
      danger: verdict === 'reject',
      confirm: () => ({
        title: t(verdict === 'approve' ? 'deposits.approveConfirm' : 'deposits.rejectConfirm', params),
      }),
      submit: (values) =>
        verdict === 'approve'
          ? approve.run({
              id: deposit.id,
              ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
            })
          : reject.run({ id: deposit.id, reason: values.reason!.trim() }),
      onDone: () =>
        message.success(t(verdict === 'approve' ? 'deposits.approved' : 'deposits.rejected', params)),
    };
  };
}

/** Approve or reject one withdrawal, the same way. */
export function useWithdrawalDecision() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const approve = useAdminAction(AdminWithdrawalApprove, { resource: 'withdrawals' });
  const reject = useAdminAction(AdminWithdrawalReject, { resource: 'withdrawals' });
  return (withdrawal: Withdrawal, verdict: Verdict): Decision => {
    const params = {
      order: withdrawal.order_number,
      amount: formatAmount(withdrawal.amount),
      currency: withdrawal.currency,
      member: withdrawal.member_account,
      bank: bankOf(withdrawal),
    };
    return {
      title: t(verdict === 'approve' ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle', params),
      summary: <WithdrawalSummary withdrawal={withdrawal} t={t} />,
      reasonRequired: verdict === 'reject',
      reasonLabel: verdict === 'approve' ? t('withdrawals.approveNote') : undefined,
      okText: t(verdict === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject'),
      danger: verdict === 'reject',
      confirm: () => ({
        title: t(verdict === 'approve' ? 'withdrawals.approveConfirm' : 'withdrawals.rejectConfirm', params),
      }),
      submit: (values) =>
        verdict === 'approve'
          ? approve.run({
              id: withdrawal.id,
              ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
            })
          : reject.run({ id: withdrawal.id, reason: values.reason!.trim() }),
      onDone: () =>
        message.success(t(verdict === 'approve' ? 'withdrawals.approved' : 'withdrawals.rejected', params)),
    };
  };
}
