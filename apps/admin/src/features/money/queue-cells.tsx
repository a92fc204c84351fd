import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { getDefaultFilter } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../components/values';

/** Which tab the queue shows: the waiting rows (decide), decided ones (read), or everything. */
export function queueView(filters: CrudFilter[]): 'pending' | 'decided' | 'all' {
  const status = getDefaultFilter('status', filters, 'eq') as string | undefined;
  return status === 'pending' ? 'pending' : status ? 'decided' : 'all';
}

export const OrderCell = ({ value }: { value: string }) => (
  <Typography.Text className="admin-mono" copyable style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Typography.Text>
);

/** The status with the decision's note under it, cut to one line (the whole note on hover). */
export function StatusCell({
  area,
  status,
  reason,
}: {
  area: 'deposits' | 'withdrawals';
  status: string;
  reason: string | null;
}) {
  return (
    <Space direction="vertical" size={0} style={{ maxWidth: 160 }}>
      <StatusTag area={area} value={status} />
      {reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: reason }}>
          {reason}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * Approve and reject; approve is left out where this staff member may not give it (their own
 * proposal), and disabled with the reason on hover where the server would refuse it for now.
 */
export function DecideButtons({
  area,
  onDecide,
  mayApprove = true,
  approveBlocked,
}: {
  /** Where the buttons' texts are: `<area>.approve`, `<area>.reject`. */
  area: 'deposits' | 'withdrawals' | 'money';
  onDecide: (verdict: 'approve' | 'reject') => void;
  mayApprove?: boolean;
  /** Why approving is not possible yet (an unverified payee); undefined: it is. */
  approveBlocked?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      {mayApprove && (
        <Tooltip title={approveBlocked}>
          <Button
            size="small"
            type="primary"
            data-testid="approve"
            icon={<CheckOutlined />}
            disabled={approveBlocked !== undefined}
            onClick={() => onDecide('approve')}
          >
            {t(area === 'money' ? 'money.inbox.approve' : `${area}.approve`)}
          </Button>
        </Tooltip>
      )}
      <Button
        size="small"
        danger
        data-testid="reject"
        icon={<CloseOutlined />}
        onClick={() => onDecide('reject')}
      >
        {t(area === 'money' ? 'money.inbox.reject' : `${area}.reject`)}
      </Button>
    </Space>
  );
}
