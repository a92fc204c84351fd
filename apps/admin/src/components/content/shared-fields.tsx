import { Alert, DatePicker, Form, InputNumber, Select, Switch, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences';
import { formatTime } from '../../lib/format';
import type { AdminSite } from '../../app/site-scope';
import { contentState, type Scheduled } from './live-content';

export type Window = [Dayjs | null, Dayjs | null] | null | undefined;

/** The form's window as the call's start_at / end_at (null: no bound). */
export function windowInput(window: Window) {
  return {
    start_at: window?.[0] ? window[0].toISOString() : null,
    end_at: window?.[1] ? window[1].toISOString() : null,
  };
}

export function windowValue(item: { start_at?: string | null; end_at?: string | null }): Window {
  if (!item.start_at && !item.end_at) return null;
  return [item.start_at ? dayjs(item.start_at) : null, item.end_at ? dayjs(item.end_at) : null];
}

/** On/off, order and the window: every kind of home content has them. */
export function ScheduleFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="window" label={t('content.fields.window')} extra={t('content.help.window')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 24 }}>
        <Form.Item name="sort" label={t('content.fields.sort')} initialValue={0}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="active" label={t('content.fields.active')} valuePropName="checked" initialValue>
          <Switch />
        </Form.Item>
      </div>
    </>
  );
}

/** Which currencies see it (none chosen: all); languages too where the content has them. */
export function AudienceFields({ site, languages }: { site: AdminSite; languages?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {languages ? (
        <Form.Item name="languages" label={t('content.fields.languages')} extra={t('content.help.languages')}>
          <Select mode="multiple" allowClear options={site.languages.map((l) => ({ value: l, label: l }))} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="currencies"
        label={t('content.fields.currencies')}
        extra={t('content.help.currencies')}
      >
        <Select mode="multiple" allowClear options={site.currencies.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
    </>
  );
}

/** One tab per language the site offers, each holding `render(language)`'s fields. */
export function LanguageTabs({ site, render }: { site: AdminSite; render: (language: string) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon message={t('content.help.perLanguage')} style={{ marginBottom: 12 }} />
      <Tabs
        size="small"
        items={site.languages.map((language) => ({
          key: language,
          label: language,
          forceRender: true,
          children: render(language),
        }))}
      />
    </>
  );
}

const STATE_COLOURS = { live: 'green', scheduled: 'blue', ended: 'default', off: 'default' } as const;

export function StateTag({ item }: { item: Scheduled }) {
  const { t } = useTranslation();
  const state = contentState(item, new Date());
  return <Tag color={STATE_COLOURS[state]}>{t(`content.state.${state}`)}</Tag>;
}

/** The window as staff read it, in their time zone. */
export function WindowText({ item }: { item: { start_at?: string | null; end_at?: string | null } }) {
  const { timeZone } = usePreferences();
  const { t } = useTranslation();
  if (!item.start_at && !item.end_at) return <>{t('content.all')}</>;
  const f = (v?: string | null) => (v ? formatTime(v, timeZone).slice(0, 16) : '…');
  return (
    <>
      {f(item.start_at)} – {f(item.end_at)}
    </>
  );
}

/** A few values as tags; a long list shows its first three and how many more (all on hover). */
export function ListOf({ values }: { values?: string[] | null }) {
  const { t } = useTranslation();
  if (!values?.length) return <>{t('content.all')}</>;
  const more = values.length - 3;
  return (
    <span title={values.join(', ')}>
      {values.slice(0, 3).map((v) => (
        <Tag key={v}>{v}</Tag>
      ))}
      {more > 0 ? <Tag>+{more}</Tag> : null}
    </span>
  );
}

/** The preview's first language: the staff member's own when the site offers it, else the site's first. */
export function usePreviewLanguage(site: AdminSite) {
  const { language } = usePreferences();
  return useState(site.languages.includes(language) ? language : (site.languages[0] ?? 'en_US'));
}
