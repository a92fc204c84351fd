import type { AdminCallContract } from '@arks/contracts';
import { Alert, App, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import type { AdminSite } from '../../app/site-scope';
import { formatAmount } from '../../lib/format';
import { MemberPreview } from './member-preview';
import { TextsInput, writtenTexts } from './texts-input';

/** What every campaign form holds besides its own terms. */
export interface CampaignValues {
  currency: string;
  titles?: Record<string, string>;
  budget: string;
  /** Turnover (打码量) a payout asks, as a multiple of it; 0 or empty: none. */
  turnover_multiple?: number | null;
}

/** What the form's parts draw from: the values as typed so far and the campaign's currency. */
export interface CampaignDraft<V> {
  watched: Partial<V> | undefined;
  currency: string;
}

/** A decimal amount as staff type it. */
export const amountPattern = /^\d+(\.\d+)?$/;

/**
 * The drawer a money campaign is created or edited in: currency, titles per language, the kind's own
 * terms, the budget; the member preview beside it. Saving confirms the budget first and waits for
 * the server; a refusal stays in the drawer.
 */
export function CampaignForm<V extends CampaignValues>(props: {
  site: AdminSite;
  /** The campaign edited (its currency can no longer change), or null for a new one. */
  campaign: { id: number; currency: string } | null;
  resource: string;
  calls: { create: AdminCallContract; update: AdminCallContract };
  texts: { create: string; edit: string; confirmCreate: string; confirmEdit: string };
  initial: Partial<V>;
  /** The call's terms from the form's values (the currency and site are added for a new campaign). */
  terms: (values: V) => Record<string, unknown>;
  /** The kind's own fields, between the titles and the budget. */
  fields: (draft: CampaignDraft<V>) => ReactNode;
  /** Fields after the budget. */
  after?: (draft: CampaignDraft<V>) => ReactNode;
  preview: (lang: string, draft: CampaignDraft<V> & { titles: Record<string, string> }) => ReactNode;
  onClose: () => void;
}) {
  const { site, campaign, onClose } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<V>();
  const create = useAdminAction(props.calls.create, { resource: props.resource });
  const update = useAdminAction(props.calls.update, { resource: props.resource });
  const [error, setError] = useState<string | null>(null);
  const titles = writtenTexts(Form.useWatch('titles', form));
  const watched = Form.useWatch([], form) as Partial<V> | undefined;
  const currency = watched?.currency ?? campaign?.currency ?? site.currencies[0] ?? '';
  const draft = { watched, currency };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const terms = {
      titles: writtenTexts(v.titles),
      ...props.terms(v),
      budget: v.budget,
      turnover_multiple: v.turnover_multiple ?? 0,
    };
    modal.confirm({
      title: campaign ? t(props.texts.confirmEdit) : t(props.texts.confirmCreate),
      content: t('engagement.campaign.budgetLine', { budget: `${formatAmount(v.budget)} ${currency}` }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setError(null);
        try {
          if (campaign) await update.run({ id: campaign.id, ...terms } as never);
          else await create.run({ site_id: site.id, currency: v.currency, ...terms } as never);
          message.success(t('engagement.campaign.saved'));
          onClose();
        } catch (e) {
          setError((e as Error).message);
        }
      },
    });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size={1180}
      destroyOnHidden
      title={campaign ? t(props.texts.edit) : t(props.texts.create)}
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
          <Form<V> form={form} layout="vertical" initialValues={props.initial}>
            <Form.Item name="currency" label={t('engagement.currency')} rules={[{ required: true }]}>
              <Select disabled={!!campaign} options={site.currencies.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
            <TextsInput site={site} name="titles" label={t('engagement.campaign.titles')} max={100} />
            {props.fields(draft)}
            <Form.Item
              name="budget"
              label={t('engagement.campaign.budget')}
              extra={t('engagement.campaign.budgetHelp')}
              rules={[{ required: true, pattern: amountPattern }]}
            >
              <Input suffix={currency} data-testid="campaign-budget" />
            </Form.Item>
            <Form.Item
              name="turnover_multiple"
              label={t('engagement.campaign.turnoverMultiple')}
              extra={t('engagement.campaign.turnoverHelp')}
            >
              <InputNumber min={0} max={100} precision={2} step={0.5} suffix="×" style={{ width: '100%' }} />
            </Form.Item>
            {props.after?.(draft)}
          </Form>
        </Col>
        <Col span={14}>
          <MemberPreview site={site} render={(lang) => props.preview(lang, { ...draft, titles })} />
        </Col>
      </Row>
    </Drawer>
  );
}
