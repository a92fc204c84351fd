import {
  AdminMemberBankAccountVerify,
  AdminMemberBankAccounts,
  type ZAdminBankAccount,
} from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction, useAdminQuery } from '../../../api/use-admin';
import { DecisionModal, type Decision } from '../../../components/decision-modal';
import { TimeText } from '../../../components/values';
import { mono } from '../mono';

type BankAccount = z.infer<typeof ZAdminBankAccount>;

/** The member's bound bank accounts; finance verifies one after a deposit from it matched the holder. */
export function MemberBankAccounts({ memberId, canVerify }: { memberId: number; canVerify: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useAdminQuery(AdminMemberBankAccounts, { id: memberId });
  const verify = useAdminAction(AdminMemberBankAccountVerify, { resource: 'members' });
  const [decision, setDecision] = useState<Decision | null>(null);

  const decide = (account: BankAccount): Decision => ({
    title: t('members.bank.verifyTitle', { number: account.account_number }),
    summary: <Alert type="info" showIcon title={t('members.bank.verifyHelp')} style={{ marginBottom: 16 }} />,
    reasonRequired: true,
    okText: t('members.bank.verify'),
    confirm: () => ({ title: t('members.bank.confirmVerify', { number: account.account_number }) }),
    submit: async (values) => {
      await verify.run({ id: memberId, bank_account_id: account.id, reason: values.reason! });
      await queryClient.invalidateQueries({ queryKey: ['admin', AdminMemberBankAccounts.name] });
    },
    onDone: () => message.success(t('members.bank.verified')),
  });

  return (
    <>
      <Table<BankAccount>
        dataSource={query.data?.list}
        loading={query.isFetching}
        rowKey="id"
        size="small"
        pagination={false}
        locale={{ emptyText: t('members.bank.none') }}
        data-testid="member-bank-accounts"
      >
        <Table.Column<BankAccount> dataIndex="bank_name" title={t('members.bank.bankName')} />
        <Table.Column<BankAccount> dataIndex="account_name" title={t('members.bank.accountName')} />
        <Table.Column<BankAccount>
          dataIndex="account_number"
          title={t('members.bank.accountNumber')}
          onCell={mono}
        />
        <Table.Column<BankAccount>
          dataIndex="branch"
          title={t('members.bank.branch')}
          render={(v: string | null) => v ?? t('common.none')}
        />
        <Table.Column<BankAccount>
          dataIndex="created_at"
          title={t('members.bank.boundAt')}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<BankAccount>
          dataIndex="verified_at"
          title={t('members.bank.verifiedAt')}
          render={(v: string | null, account) =>
            v ? (
              <TimeText value={v} />
            ) : canVerify ? (
              <Button size="small" onClick={() => setDecision(decide(account))}>
                {t('members.bank.verify')}
              </Button>
            ) : (
              <Tag bordered={false}>{t('members.bank.notVerified')}</Tag>
            )
          }
        />
      </Table>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
