import { BellOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { AdminReviewWaiting } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Badge, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { queuesFor, useLiveReview } from './live-review';
import { reviewSound } from './sound';

/**
 * The header's review badge: deposits and withdrawals waiting (for the chosen site, or all), kept
 * current by the staff channel; a chime on each new one unless muted. A click opens the queue.
 */
export function ReviewBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const { siteId } = useSiteScope();
  const [muted, setMuted] = useState(reviewSound.muted);
  const allowed = canCall(staff?.role, AdminReviewWaiting);
  const waiting = useAdminQuery(AdminReviewWaiting, siteId ? { site_id: siteId } : {}, {
    enabled: allowed,
    refetchInterval: 120_000,
  }).data;
  useLiveReview(allowed ? staff?.role : undefined, siteId);
  if (!allowed || !waiting) return null;
  const queues = queuesFor(staff?.role);
  const deposits = queues.includes('deposits') ? waiting.deposits : 0;
  const withdrawals = queues.includes('withdrawals') ? waiting.withdrawals : 0;
  // The queues open on their pending items.
  const open = () => navigate(deposits > 0 || withdrawals === 0 ? '/deposits' : '/withdrawals');
  const toggleSound = () => {
    reviewSound.setMuted(!muted);
    setMuted(!muted);
  };
  return (
    <Space size={0}>
      <Tooltip title={t('dashboard.review.waiting', { deposits, withdrawals })}>
        <Button
          type="text"
          onClick={open}
          aria-label={t('dashboard.review.open')}
          data-testid="review-bell"
          data-count={deposits + withdrawals}
        >
          <Badge count={deposits + withdrawals} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Tooltip title={muted ? t('dashboard.review.unmute') : t('dashboard.review.mute')}>
        <Button
          type="text"
          icon={muted ? <MutedOutlined /> : <SoundOutlined />}
          aria-label={muted ? t('dashboard.review.unmute') : t('dashboard.review.mute')}
          aria-pressed={muted}
          onClick={toggleSound}
          data-testid="review-sound"
        />
      </Tooltip>
    </Space>
  );
}
