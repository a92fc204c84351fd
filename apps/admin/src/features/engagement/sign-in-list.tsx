import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignStop,
  AdminSignInCampaignUpdate,
} from '@arks/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format';
import { CampaignList } from './campaign-table';
import { SignInForm, type Calendar } from './sign-in-form';

/** Sign-in calendars of a site: dates, day rewards, budget and its use; create, edit, stop. */
export function SignInList() {
  const { t } = useTranslation();
  return (
    <CampaignList<Calendar>
      kind={{
        resource: 'sign-in-campaigns',
        calls: {
          create: AdminSignInCampaignCreate,
          update: AdminSignInCampaignUpdate,
          stop: AdminSignInCampaignStop,
        },
        texts: {
          title: 'engagement.menu.signIn',
          subtitle: 'engagement.signIn.subtitle',
          create: 'engagement.signIn.create',
        },
        window: (c) => ({
          start: Date.parse(`${c.start_date}T00:00:00Z`),
          end: Date.parse(`${c.end_date}T00:00:00Z`) + 86_400_000,
        }),
        csv: (c) => ({
          [t('engagement.campaign.start')]: c.start_date,
          [t('engagement.campaign.end')]: c.end_date,
          [t('engagement.signIn.rewards')]: c.rewards.join(' '),
        }),
        columns: [
          <Table.Column<Calendar>
            key="window"
            title={t('engagement.campaign.window')}
            width={160}
            render={(_, c) => (
              <>
                {c.start_date} – {c.end_date}
              </>
            )}
          />,
          <Table.Column<Calendar>
            key="rewards"
            dataIndex="rewards"
            title={t('engagement.signIn.rewards')}
            width={130}
            render={(r: string[]) => (
              <Typography.Text ellipsis style={{ maxWidth: 120 }}>
                {r.map((x) => formatAmount(x)).join(' · ')}
              </Typography.Text>
            )}
          />,
        ],
        count: { field: 'sign_ins', title: 'engagement.signIn.signIns' },
        form: (site, calendar, close) => <SignInForm site={site} calendar={calendar} onClose={close} />,
      }}
    />
  );
}
