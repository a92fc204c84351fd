import { AdminMemberBankAccountVerify, AdminWithdrawalApprove, AdminWithdrawalReview } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Descriptions, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, StatusTag, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { DeskBank } from './desk-bank';
import { DeskLinks } from './desk-links';
import { DeskFigures, DeskHistory } from './desk-money';
import { DeskVerify } from './desk-verify';
import { payeeBlocks, useWithdrawalDecision, type Verdict, type Withdrawal } from './money-decision';
import { DecideButtons } from './queue-cells';
import { ApprovalStage } from './withdrawal-actions';

function OrderFacts({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('withdrawals.fields.member')}>
        <Link to={`/members/${w.member_id}`}>{w.member_account}</Link>
        <Typography.Text type="secondary"> · {siteName(w.site_id)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('withdrawals.fields.amount')}>
        <Amount value={w.amount} currency={w.currency} strong />
      </Descriptions.Item>
      <Descriptions.Item label={t('withdrawals.fields.createdAt')}>
        <TimeText value={w.created_at} />
      </Descriptions.Item>
      <Descriptions.Item label={t('withdrawals.fields.status')}>
        <Space size={4} wrap>
          <StatusTag area="withdrawals" value={w.status} />
          <ApprovalStage withdrawal={w} />
        </Space>
      </Descriptions.Item>
      {w.first_approval && (
        <Descriptions.Item label={t('money.firstApprover')}>
          {w.first_approval.staff_account} · <TimeText value={w.first_approval.at} />
          {w.first_approval.note && (
            <Typography.Paragraph type="secondary">{w.first_approval.note}</Typography.Paragraph>
          )}
        </Descriptions.Item>
      )}
      {w.status !== 'pending' && (
        <Descriptions.Item label={t('withdrawals.fields.reason')}>
          {w.reason ?? t('common.none')}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * The withdrawal review desk: the order, where the money goes against the member's verified account,
 * the member's deposits against withdrawals, the accounts linked to the member, game transfers,
 * then the decision.
 */
export function WithdrawalDesk() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const review = useAdminQuery(AdminWithdrawalReview, { id: Number(id) });
  const decide = useWithdrawalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const w = review.data?.withdrawal;

  if (review.isError) {
    return <Result status="404" title={t('errors.notFoundTitle')} subTitle={review.error?.message} />;
  }
  const open = (verdict: Verdict) => {
    const d = decide(w!, verdict);
    // The desk's figures (the hold, the approval stage) are read again once the server answered.
    setDecision({
      ...d,
      onDone: (values) => {
        d.onDone?.(values);
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
      },
    });
  };
  const ownProposal = w?.first_approval?.staff_id === staff?.id;
  const mayDecide = w?.status === 'pending' && canCall(staff?.role, AdminWithdrawalApprove);
  // The site pays this order only to a verified account: approve waits, verifying sits beside it.
  const blocked = w !== undefined && payeeBlocks(w);

  return (
    <>
      <PageHeader
        title={t('money.deskTitle', { order: w?.order_number ?? '…' })}
        subtitle={t('money.deskSubtitle')}
        crumbs={[
          { title: t('menu.money') },
          { title: t('menu.withdrawals'), path: '/withdrawals' },
          { title: w?.order_number ?? String(id) },
        ]}
        tags={w && <StatusTag area="withdrawals" value={w.status} />}
        extra={
          mayDecide && (
            <Space>
              {blocked && canCall(staff?.role, AdminMemberBankAccountVerify) && <DeskVerify withdrawal={w} />}
              <DecideButtons
                area="withdrawals"
                mayApprove={!ownProposal}
                approveBlocked={blocked ? t('money.payee.approveBlocked') : undefined}
                onDecide={open}
              />
            </Space>
          )
        }
      />
      <PageBody>
        {!review.data || !w ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <Card title={t('money.orderCard')} size="small" style={{ height: '100%' }}>
                  <OrderFacts withdrawal={w} />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <DeskBank withdrawal={w} />
              </Col>
            </Row>
            <DeskFigures review={review.data} />
            <DeskLinks withdrawal={w} />
            <DeskHistory review={review.data} />
          </>
        )}
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
