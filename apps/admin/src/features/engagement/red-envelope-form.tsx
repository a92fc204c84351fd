import { AdminRedEnvelopeCreate, AdminRedEnvelopeUpdate, type ZAdminRedEnvelope } from '@arks/contracts';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { amountPattern, CampaignForm, type CampaignValues } from './campaign-form';
import { memberText } from './logic/member-text';

export type Envelope = z.infer<typeof ZAdminRedEnvelope>;
interface Values extends CampaignValues {
  window: [Dayjs, Dayjs];
  min_amount: string;
  max_amount: string;
  min_total_deposit?: string;
}
const amount = { pattern: amountPattern };

/** Creating (no `envelope`) or editing a red-envelope campaign, with the member preview beside it. */
export function RedEnvelopeForm({
  site,
  envelope,
  onClose,
}: {
  site: AdminSite;
  envelope: Envelope | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initial: Partial<Values> = envelope
    ? {
        currency: envelope.currency,
        titles: envelope.titles,
        window: [dayjs(envelope.start_at), dayjs(envelope.end_at)],
        min_amount: envelope.min_amount,
        max_amount: envelope.max_amount,
        budget: envelope.budget,
        turnover_multiple: envelope.turnover_multiple,
        min_total_deposit:
          envelope.min_total_deposit === '0' || Number(envelope.min_total_deposit) === 0
            ? undefined
            : envelope.min_total_deposit,
      }
    : { currency: site.currencies[0] };

  return (
    <CampaignForm<Values>
      site={site}
      campaign={envelope}
      resource="red-envelopes"
      calls={{ create: AdminRedEnvelopeCreate, update: AdminRedEnvelopeUpdate }}
      texts={{
        create: 'engagement.redEnvelopes.create',
        edit: 'engagement.redEnvelopes.edit',
        confirmCreate: 'engagement.redEnvelopes.confirmCreate',
        confirmEdit: 'engagement.redEnvelopes.confirmEdit',
      }}
      initial={initial}
      terms={(v) => ({
        start_at: v.window[0].toISOString(),
        end_at: v.window[1].toISOString(),
        min_amount: v.min_amount,
        max_amount: v.max_amount,
        min_total_deposit: v.min_total_deposit || undefined,
      })}
      onClose={onClose}
      fields={({ currency }) => (
        <>
          <Form.Item name="window" label={t('engagement.campaign.window')} rules={[{ required: true }]}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="min_amount"
                label={t('engagement.redEnvelopes.minAmount')}
                rules={[{ required: true, ...amount }]}
              >
                <Input suffix={currency} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="max_amount"
                label={t('engagement.redEnvelopes.maxAmount')}
                rules={[{ required: true, ...amount }]}
              >
                <Input suffix={currency} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      after={({ currency }) => (
        <Form.Item
          name="min_total_deposit"
          label={t('engagement.redEnvelopes.minDeposit')}
          extra={t('engagement.redEnvelopes.minDepositHelp')}
          rules={[amount]}
        >
          <Input suffix={currency} />
        </Form.Item>
      )}
      preview={(lang, { watched, currency, titles }) => (
        <div className="member-preview-envelope">
          <strong>{memberText(titles, lang, site.default_language) || '—'}</strong>
          <span className="prize">
            {watched?.min_amount && watched.max_amount
              ? watched.min_amount === watched.max_amount
                ? `${watched.min_amount} ${currency}`
                : `${watched.min_amount} – ${watched.max_amount} ${currency}`
              : '—'}
          </span>
          {watched?.window?.[1] && (
            <small>
              {t('engagement.redEnvelopes.endsAt')} <TimeText value={watched.window[1].toISOString()} />
            </small>
          )}
          <span className="open" style={{ marginTop: 10 }}>
            {t('engagement.redEnvelopes.openButton')}
          </span>
        </div>
      )}
    />
  );
}
