import { Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/values';
import { budgetUse } from './logic/member-text';

export type CampaignState = 'upcoming' | 'running' | 'ended' | 'stopped';
const COLOR: Record<CampaignState, string> = {
  upcoming: 'processing',
  running: 'success',
  ended: 'default',
  stopped: 'error',
};

/** Where a campaign stands now: stopped by staff, before, within or after its window. */
export function campaignState(
  c: { stopped_at: string | null; start: number; end: number },
  now = Date.now(),
) {
  if (c.stopped_at) return 'stopped' as const;
  if (now < c.start) return 'upcoming' as const;
  return now < c.end ? ('running' as const) : ('ended' as const);
}

export function CampaignStateTag({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[state]} bordered={false}>
      {t(`engagement.campaign.state.${state}`)}
    </Tag>
  );
}

/** The budget and how much of it members have been paid. */
export function BudgetCell({ paid, budget, currency }: { paid: string; budget: string; currency: string }) {
  const use = budgetUse(paid, budget);
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      <Typography.Text>
        <Amount value={paid} /> / <Amount value={budget} currency={currency} />
      </Typography.Text>
      <Progress size="small" percent={use} status={use >= 100 ? 'exception' : 'normal'} showInfo={false} />
    </Space>
  );
}
