import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignUpdate,
  campaignDates,
  type ZAdminSignInCampaign,
} from '@arks/contracts';
import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminSite } from '../../app/site-scope';
import { amountPattern, CampaignForm, type CampaignValues } from './campaign-form';
import { memberText } from './logic/member-text';

export type Calendar = z.infer<typeof ZAdminSignInCampaign>;
interface Values extends CampaignValues {
  dates: [Dayjs, Dayjs];
  rewards: string;
}

/** Day rewards as staff type them: "1, 2, 3.5" (day 1 first; the list repeats). */
export const rewardList = (text = ''): string[] => text.split(/[\s,，]+/).filter(Boolean);

/** The calendar days a campaign runs, as the preview draws them (two months at most). */
function previewDays(dates: Partial<Values['dates']> | undefined): string[] {
  return dates?.[0] && dates[1]
    ? campaignDates(dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')).slice(0, 62)
    : [];
}

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
  const initial: Partial<Values> = calendar
    ? {
        currency: calendar.currency,
        titles: calendar.titles,
        dates: [dayjs(calendar.start_date), dayjs(calendar.end_date)],
        rewards: calendar.rewards.join(', '),
        budget: calendar.budget,
        turnover_multiple: calendar.turnover_multiple,
      }
    : { currency: site.currencies[0] };

  return (
    <CampaignForm<Values>
      site={site}
      campaign={calendar}
      resource="sign-in-campaigns"
      calls={{ create: AdminSignInCampaignCreate, update: AdminSignInCampaignUpdate }}
      texts={{
        create: 'engagement.signIn.create',
        edit: 'engagement.signIn.edit',
        confirmCreate: 'engagement.signIn.confirmCreate',
        confirmEdit: 'engagement.signIn.confirmEdit',
      }}
      initial={initial}
      terms={(v) => ({
        start_date: v.dates[0].format('YYYY-MM-DD'),
        end_date: v.dates[1].format('YYYY-MM-DD'),
        rewards: rewardList(v.rewards),
      })}
      onClose={onClose}
      fields={({ currency }) => (
        <>
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
                  rewardList(v).every((r) => amountPattern.test(r)) && rewardList(v).length <= 31
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('engagement.signIn.rewardsInvalid'))),
              },
            ]}
          >
            <Input suffix={currency} placeholder="1, 2, 3, 5, 8" />
          </Form.Item>
        </>
      )}
      preview={(lang, { watched, titles }) => {
        const rewards = rewardList(watched?.rewards).filter((r) => amountPattern.test(r));
        const days = previewDays(watched?.dates);
        return (
          <>
            <Typography.Text strong>{memberText(titles, lang, site.default_language) || '—'}</Typography.Text>
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
        );
      }}
    />
  );
}
