import { EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payeeBlocks, type Verdict, type Withdrawal } from './money-decision';
import { DecideButtons } from './queue-cells';

/**
 * Where a large withdrawal stands with its two approvers: needing two, or approved once by someone
 * (named). Nothing for a withdrawal one approver decides.
 */
export function ApprovalStage({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  if (!w.needs_second_approval) return null;
  if (!w.first_approval) return <Tag color="gold">{t('money.twoApprovers')}</Tag>;
  return (
    <Tooltip title={w.first_approval.note ?? undefined}>
      <Tag color="blue" data-testid="first-approval">
        {t('money.firstApprovedBy', { staff: w.first_approval.staff_account })}
      </Tag>
    </Tooltip>
  );
}

/** A withdrawal's actions in the queue: open the review desk, and decide while it waits. */
export function WithdrawalActions(props: {
  withdrawal: Withdrawal;
  staffId: number | undefined;
  mayDecide: boolean;
  onDecide: (verdict: Verdict) => void;
}) {
  const { t } = useTranslation();
  const w = props.withdrawal;
  // The four-eyes rule as the server keeps it: whoever gave the first approval cannot give the second.
  const ownProposal = w.first_approval !== null && w.first_approval.staff_id === props.staffId;
  return (
    <Space direction="vertical" size={4}>
      <Space size={4} wrap>
        <Link to={`/withdrawals/${w.id}`}>
          <Button size="small" icon={<EyeOutlined />} data-testid="review">
            {t('money.review')}
          </Button>
        </Link>
        {w.status === 'pending' && props.mayDecide && (
          <DecideButtons
            area="withdrawals"
            mayApprove={!ownProposal}
            approveBlocked={payeeBlocks(w) ? t('money.payee.approveBlocked') : undefined}
            onDecide={props.onDecide}
          />
        )}
      </Space>
      {w.status === 'pending' && <ApprovalStage withdrawal={w} />}
    </Space>
  );
}
