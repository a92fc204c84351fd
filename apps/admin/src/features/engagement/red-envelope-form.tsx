import { AdminRedEnvelopeCreate, AdminRedEnvelopeUpdate, type ZAdminRedEnvelope } from '@arks/contracts';
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction } from '../../api/use-admin';
import type { AdminSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { formatAmount } from '../../lib/format';
import { memberText } from './logic/member-text';
import { MemberPreview } from './member-preview';
import { TextsInput, writtenTexts } from './texts-input';

export type Envelope = z.infer<typeof ZAdminRedEnvelope>;
interface Values {
  currency: string;
  titles?: Record<string, string>;
  window: [Dayjs, Dayjs];
  min_amount: string;
  max_amount: string;
  budget: string;
  min_total_deposit?: string;
}
const amount = { pattern: /^\d+(\.\d+)?$/ };

/** Creating (no `envelope`) or editing a red-envelope campaign, with the member preview beside it. */
export function RedEnvelopeForm({
  site,
  envelope,
  open,
  onClose,
}: {
  site: AdminSite;
  envelope: Envelope | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useAdminAction(AdminRedEnvelopeCreate, { resource: 'red-envelopes' });
  const update = useAdminAction(AdminRedEnvelopeUpdate, { resource: 'red-envelopes' });
  const [error, setError] = useState<string | null>(null);
  const titles = writtenTexts(Form.useWatch('titles', form));
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const currency = watched?.currency ?? envelope?.currency ?? site.currencies[0] ?? '';

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const terms = {
      titles: writtenTexts(v.titles),
      start_at: v.window[0].toISOString(),
      end_at: v.window[1].toISOString(),
      min_amount: v.min_amount,
      max_amount: v.max_amount,
      budget: v.budget,
      min_total_deposit: v.min_total_deposit || undefined,
    };
    modal.confirm({
      title: envelope ? t('engagement.redEnvelopes.confirmEdit') : t('engagement.redEnvelopes.confirmCreate'),
      content: t('engagement.campaign.budgetLine', { budget: `${formatAmount(v.budget)} ${currency}` }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setError(null);
        try {
          if (envelope) await update.run({ id: envelope.id, ...terms });
          else await create.run({ site_id: site.id, currency: v.currency, ...terms });
          message.success(t('engagement.campaign.saved'));
          onClose();
        } catch (e) {
          setError((e as Error).message);
        }
      },
    });
  };

  const initial: Partial<Values> = envelope
    ? {
        currency: envelope.currency,
        titles: envelope.titles,
        window: [dayjs(envelope.start_at), dayjs(envelope.end_at)],
        min_amount: envelope.min_amount,
        max_amount: envelope.max_amount,
        budget: envelope.budget,
        min_total_deposit:
          envelope.min_total_deposit === '0' || Number(envelope.min_total_deposit) === 0
            ? undefined
            : envelope.min_total_deposit,
      }
    : { currency: site.currencies[0] };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1180}
      destroyOnHidden
      title={envelope ? t('engagement.redEnvelopes.edit') : t('engagement.redEnvelopes.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => void submit()}
            data-testid="campaign-submit"
          >
            {t('engagement.campaign.save')}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Row gutter={24}>
        <Col span={10}>
          <Form<Values> form={form} layout="vertical" initialValues={initial}>
            <Form.Item name="currency" label={t('engagement.currency')} rules={[{ required: true }]}>
              <Select disabled={!!envelope} options={site.currencies.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
            <TextsInput site={site} name="titles" label={t('engagement.campaign.titles')} max={100} />
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
            <Form.Item
              name="budget"
              label={t('engagement.campaign.budget')}
              extra={t('engagement.campaign.budgetHelp')}
              rules={[{ required: true, ...amount }]}
            >
              <Input suffix={currency} data-testid="campaign-budget" />
            </Form.Item>
            <Form.Item
              name="min_total_deposit"
              label={t('engagement.redEnvelopes.minDeposit')}
              extra={t('engagement.redEnvelopes.minDepositHelp')}
              rules={[amount]}
            >
              <Input suffix={currency} />
            </Form.Item>
          </Form>
        </Col>
        <Col span={14}>
          <MemberPreview
            site={site}
            render={(lang) => (
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
        </Col>
      </Row>
    </Drawer>
  );
}
