import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AdminMemberBankAccountVerify } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { usePayee } from './desk-bank';
import type { Withdrawal } from './money-decision';

/**
 * "Verify this account", beside a withdrawal's approve button while the site's rule blocks it: the
 * member page's verify call (with its reason), for the bound account this order pays to. Offered only
 * while that account is still the one the order copied; once verified, the desk reads the order
 * again and approval proceeds.
 */
export function DeskVerify({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { bound, same } = usePayee(w);
  const verify = useAdminAction(AdminMemberBankAccountVerify, { resource: 'withdrawals' });
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!bound || !same || bound.verified_at) return null;
  const account = `${w.bank_name} · ${w.account_name} · ${w.account_number}`;

  const decide = (): Decision => ({
    title: t('money.payee.verifyTitle', { number: w.account_number }),
    summary: <Alert type="info" showIcon title={t('money.payee.verifyHelp')} style={{ marginBottom: 16 }} />,
    reasonRequired: true,
    okText: t('money.payee.verify'),
    confirm: () => ({ title: t('money.payee.verifyConfirm', { bank: account }) }),
    submit: async (values) => {
      await verify.run({ id: w.member_id, bank_account_id: bound.id, reason: values.reason!.trim() });
      // The order's payee_verified and the bank card both change: read the desk again.
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onDone: () => message.success(t('money.payee.verified')),
  });

  return (
    <>
      <Button
        size="small"
        icon={<SafetyCertificateOutlined />}
        data-testid="verify-payee"
        onClick={() => setDecision(decide())}
      >
        {t('money.payee.verify')}
      </Button>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
