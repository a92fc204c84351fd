import { EditOutlined, TransactionOutlined } from '@ant-design/icons';
import type { AdminMemberDetail } from '@arks/contracts';
import { useCan, useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Result, Skeleton, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal } from '../../components/decision-modal';
import { StatusTag, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { AdjustmentModal } from '../money/adjustment-modal';
import { MemberDeposits, MemberWithdrawals } from '../money/member-money';
import { useStatusDecision } from './member-status';

type MemberDetail = z.output<(typeof AdminMemberDetail)['data']>;

const text = (value: unknown): ReactNode => {
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  return String(value);
};

function Profile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  const d = member.detail as Record<string, unknown>;
  const yesNo = (v: unknown) => (v ? t('common.yes') : t('common.no'));
  return (
    <Descriptions bordered column={{ xs: 1, md: 2, xl: 3 }} size="middle">
      <Descriptions.Item label={t('members.fields.id')}>{member.id}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.account')}>
        <Typography.Text copyable>{member.account}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.status')}>
        <StatusTag area="members" value={member.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.site')}>{siteName(member.site_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.currency')}>{member.currency}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.createdAt')}>
        <TimeText value={member.created_at} />
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.name')}>{text(d.name)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.email')}>{text(d.email)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.phone')}>{text(d.phone)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.birthday')}>{text(d.birthday)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.identityId')}>{text(d.identity_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.memberType')}>{text(d.member_type)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.introducer')}>{text(d.introducer_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.registerIp')}>
        <span className="admin-mono">{text(d.register_ip)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.withdrawPassword')}>
        {yesNo(d.has_withdraw_password)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.mustChangePassword')}>
        {yesNo(d.must_change_password)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.doubleValidation')}>
        {yesNo(d.double_validation)}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function MemberShow() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const { query } = useShow<MemberDetail>({ resource: 'members', id });
  const member = query.data?.data;
  const [changing, setChanging] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan({ resource: 'approvals', action: 'adjust' }).data?.can;
  const decision = useStatusDecision(member);
  const canSetStatus = useCan({ resource: 'members', action: 'setStatus' }).data?.can;
  const canDeposits = useCan({ resource: 'deposits', action: 'list' }).data?.can;
  const canWithdrawals = useCan({ resource: 'withdrawals', action: 'list' }).data?.can;

  if (query.isError) {
    return <Result status="404" title={t('errors.notFoundTitle')} subTitle={query.error?.message} />;
  }
  const title = member ? t('members.detailTitle', { account: member.account }) : '…';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ title: t('menu.members'), path: '/members' }, { title: member?.account ?? String(id) }]}
        tags={member && <StatusTag area="members" value={member.status} />}
        extra={
          <>
            {canAdjust && (
              <Button
                data-testid="adjust-balance"
                icon={<TransactionOutlined />}
                disabled={!member}
                onClick={() => setAdjusting(true)}
              >
                {t('money.adjust.open')}
              </Button>
            )}
            {canSetStatus && (
              <Button
                type="primary"
                danger
                data-testid="change-status"
                icon={<EditOutlined />}
                disabled={!member}
                onClick={() => setChanging(true)}
              >
                {t('members.changeStatus')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <Card>
          {!member ? (
            <Skeleton active />
          ) : (
            <Tabs
              items={[
                { key: 'profile', label: t('members.tabs.profile'), children: <Profile member={member} /> },
                ...(canDeposits
                  ? [
                      {
                        key: 'deposits',
                        label: t('members.tabs.deposits'),
                        children: <MemberDeposits memberId={member.id} />,
                      },
                    ]
                  : []),
                ...(canWithdrawals
                  ? [
                      {
                        key: 'withdrawals',
                        label: t('members.tabs.withdrawals'),
                        children: <MemberWithdrawals memberId={member.id} />,
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={changing} onClose={() => setChanging(false)} />
      {member && <AdjustmentModal member={member} open={adjusting} onClose={() => setAdjusting(false)} />}
    </>
  );
}
