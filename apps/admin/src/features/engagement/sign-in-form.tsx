import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignUpdate,
  campaignDates,
  type ZAdminSignInCampaign,
} from '@arks/contracts';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction } from '../../api/use-admin';
import type { AdminSite } from '../../app/site-scope';
import { formatAmount } from '../../lib/format';
import { memberText } from './logic/member-text';
import { MemberPreview } from './member-preview';
import { TextsInput, writtenTexts } from './texts-input';

export type Calendar = z.infer<typeof ZAdminSignInCampaign>;
interface Values {
  currency: string;
  titles?: Record<string, string>;
  dates: [Dayjs, Dayjs];
  rewards: string;
  budget: string;
}

/** Day rewards as staff type them: "1, 2, 3.5" (day 1 first; the list repeats). */
export const rewardList = (text = ''): string[] => text.split(/[\s,，]+/).filter(Boolean);

/** Creating (no `calendar`) or editing a sign-in campaign, with its calendar as members will see it. */
export function SignInForm({
  site,
  calendar,
  onClose,
}: {
  site: AdminSite;
  calendar: Calendar | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useAdminAction(AdminSignInCampaignCreate, { resource: 'sign-in-campaigns' });
  const update = useAdminAction(AdminSignInCampaignUpdate, { resource: 'sign-in-campaigns' });
  const [error, setError] = useState<string | null>(null);
  const titles = writtenTexts(Form.useWatch('titles', form));
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const currency = watched?.currency ?? calendar?.currency ?? site.currencies[0] ?? '';
  const rewards = rewardList(watched?.rewards).filter((r) => /^\d+(\.\d+)?$/.test(r));
  const days =
    watched?.dates?.[0] && watched.dates[1]
      ? campaignDates(watched.dates[0].format('YYYY-MM-DD'), watched.dates[1].format('YYYY-MM-DD')).slice(
          0,
          62,
        )
      : [];

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const terms = {
      titles: writtenTexts(v.titles),
      start_date: v.dates[0].format('YYYY-MM-DD'),
      end_date: v.dates[1].format('YYYY-MM-DD'),
      rewards: rewardList(v.rewards),
      budget: v.budget,
    };
    modal.confirm({
      title: calendar ? t('engagement.signIn.confirmEdit') : t('engagement.signIn.confirmCreate'),
      content: t('engagement.campaign.budgetLine', { budget: `${formatAmount(v.budget)} ${currency}` }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setError(null);
        try {
          if (calendar) await update.run({ id: calendar.id, ...terms });
          else await create.run({ site_id: site.id, currency: v.currency, ...terms });
          message.success(t('engagement.campaign.saved'));
          onClose();
        } catch (e) {
          setError((e as Error).message);
        }
      },
    });
  };

  const initial: Partial<Values> = calendar
    ? {
        currency: calendar.currency,
        titles: calendar.titles,
        dates: [dayjs(calendar.start_date), dayjs(calendar.end_date)],
        rewards: calendar.rewards.join(', '),
        budget: calendar.budget,
      }
    : { currency: site.currencies[0] };

  return (
    <Drawer
      open
      onClose={onClose}
      size={1180}
      title={calendar ? t('engagement.signIn.edit') : t('engagement.signIn.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => void submit()}>
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
              <Select disabled={!!calendar} options={site.currencies.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
            <TextsInput site={site} name="titles" label={t('engagement.campaign.titles')} max={100} />
            <Form.Item
              name="dates"
              label={t('engagement.signIn.dates')}
              extra={t('engagement.signIn.datesHelp', { zone: site.time_zone })}
              rules={[{ required: true }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="rewards"
              label={t('engagement.signIn.rewards')}
              extra={t('engagement.signIn.rewardsHelp')}
              rules={[
                { required: true, whitespace: true },
                {
                  validator: (_, v?: string) =>
                    rewardList(v).every((r) => /^\d+(\.\d+)?$/.test(r)) && rewardList(v).length <= 31
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('engagement.signIn.rewardsInvalid'))),
                },
              ]}
            >
              <Input suffix={currency} placeholder="1, 2, 3, 5, 8" />
            </Form.Item>
            <Form.Item
              name="budget"
              label={t('engagement.campaign.budget')}
              extra={t('engagement.campaign.budgetHelp')}
              rules={[{ required: true, pattern: /^\d+(\.\d+)?$/ }]}
            >
              <Input suffix={currency} />
            </Form.Item>
          </Form>
        </Col>
        <Col span={14}>
          <MemberPreview
            site={site}
            render={(lang) => (
              <>
                <Typography.Text strong>
                  {memberText(titles, lang, site.default_language) || '—'}
                </Typography.Text>
                {days.length > 0 && (
                  <div>
                    <Typography.Text type="secondary">
                      {days[0]} – {days.at(-1)}
                    </Typography.Text>
                  </div>
                )}
                <div className="member-preview-calendar">
                  {rewards.length > 0 &&
                    days.map((date, i) => (
                      <div key={date} className="member-preview-day">
                        {date.slice(5)}
                        <b>{rewards[i % rewards.length]}</b>
                      </div>
                    ))}
                </div>
              </>
            )}
          />
        </Col>
      </Row>
    </Drawer>
  );
}
