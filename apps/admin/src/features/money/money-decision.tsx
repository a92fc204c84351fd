import {
  AdminDepositApprove,
  AdminDepositReject,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  type AdminCallContract,
} from '@arks/contracts';
import { Alert, App, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import type { Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { formatAmount } from '../../lib/format';
import type { QueueArea } from './queue-page';

export type { Deposit, Withdrawal } from '../../components/money-rows';
import type { Deposit, Withdrawal } from '../../components/money-rows';
export type Verdict = 'approve' | 'reject';

const bankOf = (w: Withdrawal) => `${w.bank_name} · ${w.account_name} · ${w.account_number}`;

/**
 * Whether the site's rule refuses approving this order now: it pays to a bank account finance has
 * not verified, at an amount the rule covers (the server refuses it too; this says so beforehand).
 */
export const payeeBlocks = (w: Withdrawal) =>
  w.status === 'pending' && w.payee_verification_required && !w.payee_verified;

/** Whether approving now only records the first of two approvals (the money stays held). */
export const approvalIsProposal = (w: Withdrawal) => w.needs_second_approval && w.first_approval === null;

/** What is decided on: a warning to check first, then the order's facts. */
function OrderSummary(props: { warning: ReactNode; facts: [label: string, value: ReactNode][] }) {
  return (
    <>
      {props.warning}
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        {props.facts.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

const warn = (title: string, type: 'warning' | 'info' = 'warning') => (
  <Alert type={type} showIcon title={title} style={{ marginBottom: 16 }} />
);

function depositFacts(d: Deposit, t: TFunction): [string, ReactNode][] {
  return [
    [t('deposits.fields.member'), d.member_account],
    [t('deposits.fields.amount'), <Amount key="a" value={d.amount} currency={d.currency} strong />],
    [t('deposits.fields.channel'), d.channel_name],
    [t('deposits.fields.reference'), d.reference ?? t('common.none')],
    [t('deposits.fields.createdAt'), <TimeText key="c" value={d.created_at} />],
  ];
}

function withdrawalFacts(w: Withdrawal, t: TFunction): [string, ReactNode][] {
  return [
    [t('withdrawals.fields.member'), w.member_account],
    [t('withdrawals.fields.amount'), <Amount key="a" value={w.amount} currency={w.currency} strong />],
    [
      t('withdrawals.fields.bank'),
      <span key="b" className="admin-mono">
        {bankOf(w)}
      </span>,
    ],
    [t('withdrawals.fields.createdAt'), <TimeText key="c" value={w.created_at} />],
    ...(w.first_approval
      ? [[t('money.firstApprover'), w.first_approval.staff_account] as [string, ReactNode]]
      : []),
  ];
}

interface OrderTexts {
  /** Catalog keys; by default `<area>.<verdict>Title`, `<area>.<verdict>Confirm`, `<area>.approved`... */
  title?: string;
  confirm?: string;
  done?: string;
  ok?: string;
}

/**
 * Approve or reject one order of a review queue: rejecting needs a reason, approving takes an
 * optional note; the server's answer decides what is said after.
 */
function useOrderDecision<Row extends { id: number }>(
  area: QueueArea,
  calls: { approve: AdminCallContract; reject: AdminCallContract },
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const approve = useAdminAction(calls.approve, { resource: area });
  const reject = useAdminAction(calls.reject, { resource: area });
  return (
    row: Row,
    verdict: Verdict,
    how: { params: Record<string, string>; summary: ReactNode; texts?: OrderTexts },
  ): Decision => {
    const key = {
      title: `${area}.${verdict}Title`,
      confirm: `${area}.${verdict}Confirm`,
      done: `${area}.${verdict === 'approve' ? 'approved' : 'rejected'}`,
      ok: `${area}.${verdict}`,
      ...how.texts,
    };
    return {
      title: t(key.title, how.params),
      summary: how.summary,
      reasonRequired: verdict === 'reject',
      reasonLabel: verdict === 'approve' ? t(`${area}.approveNote`) : undefined,
      okText: t(key.ok),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(key.confirm, how.params) }),
      submit: (values) => {
        const reason = values.reason?.trim();
        return verdict === 'approve'
          ? approve.run({ id: row.id, ...(reason ? { reason } : {}) })
          : reject.run({ id: row.id, reason: reason! });
      },
      onDone: () => message.success(t(key.done, how.params)),
    };
  };
}

export function useDepositDecision() {
  const { t } = useTranslation();
  const decide = useOrderDecision<Deposit>('deposits', {
    approve: AdminDepositApprove,
    reject: AdminDepositReject,
  });
  return (d: Deposit, verdict: Verdict) =>
    decide(d, verdict, {
      params: {
        order: d.order_number,
        amount: formatAmount(d.amount),
        currency: d.currency,
        member: d.member_account,
      },
      summary: <OrderSummary warning={warn(t('deposits.checkFirst'))} facts={depositFacts(d, t)} />,
    });
}

/** A large withdrawal's first approval is a proposal: said so before and after. */
export function useWithdrawalDecision() {
  const { t } = useTranslation();
  const decide = useOrderDecision<Withdrawal>('withdrawals', {
    approve: AdminWithdrawalApprove,
    reject: AdminWithdrawalReject,
  });
  return (w: Withdrawal, verdict: Verdict) => {
    const proposal = verdict === 'approve' && approvalIsProposal(w);
    return decide(w, verdict, {
      params: {
        order: w.order_number,
        amount: formatAmount(w.amount),
        currency: w.currency,
        member: w.member_account,
        bank: bankOf(w),
      },
      summary: (
        <OrderSummary
          warning={
            <>
              {warn(t('withdrawals.checkFirst'))}
              {proposal && warn(t('money.proposalExplained'), 'info')}
            </>
          }
          facts={withdrawalFacts(w, t)}
        />
      ),
      texts: proposal
        ? {
            title: 'money.proposeTitle',
            confirm: 'money.proposeConfirm',
            done: 'money.proposed',
            ok: 'money.propose',
          }
        : undefined,
    });
  };
}
