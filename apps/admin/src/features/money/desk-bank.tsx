import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { AdminMemberBankAccounts } from '@arks/contracts';
import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api/use-admin';
import { TimeText } from '../../components/values';
import { payeeBlocks, type Withdrawal } from './money-decision';

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * The member's bound account the order named (undefined once removed) and whether it still is the
 * account the order copied: the desk's card and its verify action read the same answer.
 */
export function usePayee(w: Withdrawal) {
  const banks = useAdminQuery(AdminMemberBankAccounts, { id: w.member_id });
  const bound = banks.data?.list.find((b) => b.id === w.bank_account_id);
  const same =
    bound !== undefined &&
    squash(bound.account_number) === squash(w.account_number) &&
    squash(bound.account_name) === squash(w.account_name);
  return { banks, bound, same };
}

/** Why approval waits (the site's rule and this unverified account), and what to do about it. */
function PayeeBlock({ withdrawal: w, same }: { withdrawal: Withdrawal; same: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      style={{ marginTop: 12 }}
      showIcon
      type="error"
      data-testid="payee-blocked"
      title={t(same ? 'money.payee.blocked' : 'money.payee.blockedChanged', { currency: w.currency })}
      description={same ? t('money.payee.verifyFirst') : undefined}
    />
  );
}

/**
 * Where the money goes against the member's bound account: the order copied the account when it was
 * made, so a later edit or removal shows here; and whether finance verified that account.
 */
export function DeskBank({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { banks, bound, same } = usePayee(w);
  return (
    <Card title={t('money.bankCard')} size="small" style={{ height: '100%' }}>
      {!banks.data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('money.payTo')}>
              <span className="admin-mono">
                {w.bank_name} · {w.account_name} · {w.account_number}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('money.boundAccount')}>
              {bound ? (
                <span className="admin-mono">
                  {bound.bank_name} · {bound.account_name} · {bound.account_number}
                </span>
              ) : (
                t('money.boundRemoved')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('money.verified')}>
              {bound?.verified_at ? (
                <Tag color="success" bordered={false} icon={<CheckCircleFilled />}>
                  {t('money.verifiedOn')} <TimeText value={bound.verified_at} />
                </Tag>
              ) : (
                <Tag color="warning" bordered={false} icon={<WarningFilled />} data-testid="not-verified">
                  {t('money.notVerified')}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('money.otherAccounts')}>
              {banks.data.list.length - (bound ? 1 : 0)}
            </Descriptions.Item>
          </Descriptions>
          {payeeBlocks(w) ? (
            <PayeeBlock withdrawal={w} same={same} />
          ) : (
            <Alert
              style={{ marginTop: 12 }}
              showIcon
              type={same && bound?.verified_at ? 'success' : 'warning'}
              title={t(
                same
                  ? bound?.verified_at
                    ? 'money.bankMatches'
                    : 'money.bankUnverified'
                  : 'money.bankDiffers',
              )}
            />
          )}
        </>
      )}
    </Card>
  );
}
