import { Alert, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteScope, type AdminSite } from '../../app/site-scope';

/**
 * Campaigns belong to one site: the header's site, or (with all sites chosen) the one this staff member
 * chose last, else the first (`app/site-choice.ts`), with a note saying which is shown.
 */
export function useCampaignSite(): AdminSite | undefined {
  return useSiteScope().opening ?? undefined;
}

export function CampaignSiteNote({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { site: scoped, setSiteId, sites } = useSiteScope();
  if (scoped) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        <Space>
          <Typography.Text>{t('engagement.campaign.oneSite')}</Typography.Text>
          <Select
            size="small"
            value={site.id}
            onChange={(id) => setSiteId(id)}
            options={sites.map((s) => ({ value: s.id, label: s.title_en }))}
            style={{ minWidth: 160 }}
          />
        </Space>
      }
    />
  );
}
