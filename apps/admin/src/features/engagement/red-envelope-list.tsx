import { AdminRedEnvelopeCreate, AdminRedEnvelopeStop, AdminRedEnvelopeUpdate } from '@arks/contracts';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences';
import { Amount, TimeText } from '../../components/values';
import { formatTime } from '../../lib/format';
import { CampaignList } from './campaign-table';
import { RedEnvelopeForm, type Envelope } from './red-envelope-form';

/** Red-envelope campaigns of a site: window, prize, budget and its use; create, edit, stop. */
export function RedEnvelopeList() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  return (
    <CampaignList<Envelope>
      kind={{
        resource: 'red-envelopes',
        calls: { create: AdminRedEnvelopeCreate, update: AdminRedEnvelopeUpdate, stop: AdminRedEnvelopeStop },
        texts: {
          title: 'engagement.menu.redEnvelopes',
          subtitle: 'engagement.redEnvelopes.subtitle',
          create: 'engagement.redEnvelopes.create',
        },
        window: (e) => ({ start: Date.parse(e.start_at), end: Date.parse(e.end_at) }),
        csv: (e) => ({
          [t('engagement.campaign.start')]: formatTime(e.start_at, timeZone),
          [t('engagement.campaign.end')]: formatTime(e.end_at, timeZone),
          [t('engagement.redEnvelopes.minAmount')]: e.min_amount,
          [t('engagement.redEnvelopes.maxAmount')]: e.max_amount,
        }),
        columns: [
          <Table.Column<Envelope>
            key="window"
            title={t('engagement.campaign.window')}
            width={170}
            render={(_, e) => (
              <Space direction="vertical" size={0}>
                <TimeText value={e.start_at} />
                <TimeText value={e.end_at} />
              </Space>
            )}
          />,
          <Table.Column<Envelope>
            key="prize"
            title={t('engagement.redEnvelopes.prize')}
            width={120}
            render={(_, e) => (
              <>
                <Amount value={e.min_amount} /> – <Amount value={e.max_amount} />
              </>
            )}
          />,
        ],
        count: { field: 'claims', title: 'engagement.redEnvelopes.claims' },
        form: (site, envelope, close) => <RedEnvelopeForm site={site} envelope={envelope} onClose={close} />,
      }}
    />
  );
}
