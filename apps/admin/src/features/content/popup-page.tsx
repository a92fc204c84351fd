import {
  AdminPopupDelete,
  AdminPopupList,
  AdminPopupSave,
  AdminPopupSettings,
  AdminPopupSettingsRead,
} from '@arks/contracts';
import { App, Card, Checkbox, Form, Input, Radio, Space, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminData } from '../../api/admin-client';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { useContentWrite, useSiteContent } from '../../components/content/content-api';
import { contentColumns } from '../../components/content/content-columns';
import {
  ContentDrawer,
  scheduleInput,
  scheduleValue,
  useContentSave,
  type ScheduledForm,
} from '../../components/content/content-drawer';
import { ChooseSite, ContentPage } from '../../components/content/content-page';
import { liveFor, textFor, writtenTexts } from '../../components/content/live-content';
import { MemberHeader, PreviewEmpty, type PreviewDevice } from '../../components/content/member-preview';
import { RichTextEditor } from '../../components/content/rich-text';
import {
  AudienceFields,
  LanguageTabs,
  ListOf,
  ScheduleFields,
  usePreviewLanguage,
} from '../../components/content/shared-fields';

export type Popup = AdminData<typeof AdminPopupList>['list'][number];
interface PopupForm extends ScheduledForm {
  display_device: 0 | 1 | 2;
  locations: (2 | 3)[];
  for_visitors: boolean;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  currencies?: string[];
}

export function PopupPage() {
  const site = useOneSite();
  return site ? <SitePopups site={site} key={site.id} /> : <ChooseSite kind="popups" />;
}

function SitePopups({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminPopupList, site.id);
  const [language, setLanguage] = usePreviewLanguage(site);
  const rows = data?.list;
  const title = (p: Popup) => textFor(p.titles, language, site.languages[0] ?? 'en_US');

  return (
    <ContentPage<Popup>
      kind="popups"
      rows={rows}
      loading={isLoading}
      list={AdminPopupList}
      save={AdminPopupSave}
      remove={AdminPopupDelete}
      drawer={(popup, close) => <PopupDrawer site={site} popup={popup} onClose={close} />}
      describe={(p) => `#${p.id} ${title(p)}`}
      settings={<PopupFrequency site={site} />}
      csv={(p) => ({
        id: p.id,
        [t('content.fields.title')]: title(p),
        [t('content.fields.device')]: t(`content.device.${p.display_device}`),
        [t('content.fields.locations')]: p.locations.map((l) => t(`content.location.${l}`)).join(' / '),
        [t('content.fields.forVisitors')]: p.for_visitors,
        [t('content.fields.currencies')]: (p.currencies ?? []).join(' '),
        [t('content.fields.sort')]: p.sort,
        [t('content.fields.active')]: p.active ? 1 : 0,
        start_at: p.start_at ?? '',
        end_at: p.end_at ?? '',
      })}
      columns={[
        <Table.Column<Popup> key="title" title={t('content.fields.title')} render={(_, p) => title(p)} />,
        <Table.Column<Popup>
          key="languages"
          title={t('content.fields.languages')}
          render={(_, p) => <ListOf values={Object.keys(p.titles)} />}
        />,
        <Table.Column<Popup>
          key="device"
          title={t('content.fields.device')}
          width={150}
          render={(_, p) => t(`content.device.${p.display_device}`)}
        />,
        <Table.Column<Popup>
          key="locations"
          title={t('content.fields.locations')}
          render={(_, p) => p.locations.map((l) => t(`content.location.${l}`)).join(' / ')}
        />,
        <Table.Column<Popup>
          key="currencies"
          title={t('content.fields.currencies')}
          render={(_, p) => <ListOf values={p.currencies} />}
        />,
        ...contentColumns<Popup>(t, { windowWidth: 260 }),
      ]}
      preview={{
        language: { value: language, options: site.languages, onChange: setLanguage },
        heights: { desktop: 620, phone: 760 },
        render: (device) => (
          <PopupPreview
            device={device}
            popups={rows ?? []}
            language={language}
            fallback={site.languages[0] ?? 'en_US'}
          />
        ),
      }}
    />
  );
}

/** The pop-up window over a dimmed home page, one article per live promotion, as the member site draws it. */
function PopupPreview(props: { device: PreviewDevice; popups: Popup[]; language: string; fallback: string }) {
  const { t } = useTranslation();
  const live = liveFor(props.popups, props.device === 'phone' ? 2 : 1, new Date());
  const pick = (texts: Record<string, string>) => textFor(texts, props.language, props.fallback);
  return (
    <>
      <MemberHeader device={props.device} />
      {live.length ? (
        <>
          <div className="member-scrim" />
          <div className="member-popup" data-testid={`preview-popup-${props.device}`}>
            <h3>{live.length === 1 ? pick(live[0]!.titles) : t('content.preview.promotions')}</h3>
            {live.map((p) => (
              <article key={p.id}>
                {live.length > 1 ? <h4>{pick(p.titles)}</h4> : null}
                {/* Stored sanitized by the server; the console's policy runs no inline script either. */}
                <div className="member-rich" dangerouslySetInnerHTML={{ __html: pick(p.bodies) }} />
              </article>
            ))}
          </div>
        </>
      ) : (
        <PreviewEmpty what={t('content.preview.popups')} />
      )}
    </>
  );
}

function PopupFrequency({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data } = useSiteContent(AdminPopupSettingsRead, site.id);
  const save = useContentWrite(AdminPopupSettings, [AdminPopupSettingsRead]);
  return (
    <Card size="small">
      <Space>
        <Typography.Text strong>{t('content.popups.frequency')}</Typography.Text>
        <Radio.Group
          value={data?.display_frequency}
          disabled={save.pending || !data}
          onChange={(e) =>
            void save
              .run({ site_id: site.id, display_frequency: Number(e.target.value) })
              .then(() => message.success(t('content.saved')))
              .catch((error: Error) => message.error(t('common.actionFailed', { message: error.message })))
          }
          options={[
            { value: 1, label: t('content.popups.frequencyEvery') },
            { value: 0, label: t('content.popups.frequencyOnce') },
          ]}
        />
      </Space>
    </Card>
  );
}

function PopupDrawer(props: { site: AdminSite; popup: Popup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PopupForm>();
  const save = useContentSave(AdminPopupSave, AdminPopupList, props.onClose);
  const p = props.popup;
  const initial: Partial<PopupForm> = p
    ? {
        display_device: p.display_device,
        locations: p.locations,
        for_visitors: p.for_visitors === 1,
        titles: p.titles,
        bodies: p.bodies,
        currencies: p.currencies ?? [],
        ...scheduleValue(p),
      }
    : {
        display_device: 0,
        locations: [2],
        for_visitors: true,
        titles: {},
        bodies: {},
        sort: 0,
        active: true,
      };

  const submit = async (v: PopupForm) => {
    const titles = writtenTexts(v.titles ?? {});
    const bodies = writtenTexts(v.bodies ?? {});
    if (!Object.keys(titles).length) return void message.error(t('content.popups.titleRequired'));
    if (!Object.keys(bodies).length) return void message.error(t('content.popups.bodyRequired'));
    await save.run({
      ...(p ? { id: p.id } : {}),
      site_id: props.site.id,
      display_device: v.display_device,
      locations: v.locations,
      for_visitors: v.for_visitors ? 1 : 0,
      titles,
      bodies,
      currencies: v.currencies?.length ? v.currencies : null,
      ...scheduleInput(v),
    });
  };

  return (
    <ContentDrawer<PopupForm>
      width={680}
      title={p ? t('content.popups.editTitle', { id: p.id }) : t('content.popups.new')}
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.pending}
      onClose={props.onClose}
    >
      <LanguageTabs
        site={props.site}
        render={(language) => (
          <>
            <Form.Item name={['titles', language]} label={t('content.fields.title')}>
              <Input maxLength={200} data-testid={`popup-title-${language}`} />
            </Form.Item>
            <Form.Item name={['bodies', language]} label={t('content.fields.body')}>
              <RichTextEditor label={`${t('content.fields.body')} ${language}`} />
            </Form.Item>
          </>
        )}
      />
      <Form.Item name="display_device" label={t('content.fields.device')}>
        <Radio.Group options={[0, 1, 2].map((v) => ({ value: v, label: t(`content.device.${v}`) }))} />
      </Form.Item>
      <Form.Item
        name="locations"
        label={t('content.fields.locations')}
        rules={[{ required: true, message: t('content.fields.locations') }]}
      >
        <Checkbox.Group options={[2, 3].map((v) => ({ value: v, label: t(`content.location.${v}`) }))} />
      </Form.Item>
      <Form.Item name="for_visitors" label={t('content.fields.forVisitors')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <AudienceFields site={props.site} />
      <ScheduleFields />
    </ContentDrawer>
  );
}
