import { SoundOutlined } from '@ant-design/icons';
import { AdminMarqueeDelete, AdminMarqueeList, AdminMarqueeSave } from '@arks/contracts';
import { App, Form, Input, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminData } from '../../api/admin-client';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { useSiteContent } from '../../components/content/content-api';
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
import {
  AudienceFields,
  LanguageTabs,
  ListOf,
  ScheduleFields,
  usePreviewLanguage,
} from '../../components/content/shared-fields';

export type MarqueeLine = AdminData<typeof AdminMarqueeList>['list'][number];
interface MarqueeForm extends ScheduledForm {
  texts: Record<string, string>;
  display_before_login: boolean;
  display_after_login: boolean;
  currencies?: string[];
}

export function MarqueePage() {
  const site = useOneSite();
  return site ? <SiteMarquee site={site} key={site.id} /> : <ChooseSite kind="marquee" />;
}

function SiteMarquee({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminMarqueeList, site.id);
  const [language, setLanguage] = usePreviewLanguage(site);
  const fallback = site.languages[0] ?? 'en_US';
  const rows = data?.list;
  const text = (m: MarqueeLine) => textFor(m.texts, language, fallback);

  return (
    <ContentPage<MarqueeLine>
      kind="marquee"
      rows={rows}
      loading={isLoading}
      list={AdminMarqueeList}
      save={AdminMarqueeSave}
      remove={AdminMarqueeDelete}
      drawer={(line, close) => <MarqueeDrawer site={site} line={line} onClose={close} />}
      describe={(m) => `#${m.id}`}
      csv={(m) => ({
        id: m.id,
        ...Object.fromEntries(
          site.languages.map((l) => [`${t('content.fields.text')} ${l}`, m.texts[l] ?? '']),
        ),
        [t('content.fields.beforeLogin')]: m.display_before_login,
        [t('content.fields.afterLogin')]: m.display_after_login,
        [t('content.fields.sort')]: m.sort,
        [t('content.fields.active')]: m.active ? 1 : 0,
        start_at: m.start_at ?? '',
        end_at: m.end_at ?? '',
      })}
      columns={[
        <Table.Column<MarqueeLine>
          key="text"
          title={t('content.fields.text')}
          ellipsis
          render={(_, m) => text(m)}
        />,
        <Table.Column<MarqueeLine>
          key="languages"
          title={t('content.fields.languages')}
          render={(_, m) => <ListOf values={Object.keys(m.texts)} />}
        />,
        <Table.Column<MarqueeLine>
          key="currencies"
          title={t('content.fields.currencies')}
          render={(_, m) => <ListOf values={m.currencies} />}
        />,
        ...contentColumns<MarqueeLine>(t, { windowWidth: 260 }),
      ]}
      preview={{
        language: { value: language, options: site.languages, onChange: setLanguage },
        heights: { desktop: 140, phone: 140 },
        render: (device) => <MarqueePreview device={device} lines={rows ?? []} text={text} />,
      }}
    />
  );
}

/** The line under the header: the live lines joined, as the member site runs them (visitors' view). */
function MarqueePreview(props: {
  device: PreviewDevice;
  lines: MarqueeLine[];
  text: (m: MarqueeLine) => string;
}) {
  const { t } = useTranslation();
  const live = liveFor(props.lines, props.device === 'phone' ? 2 : 1, new Date()).filter(
    (m) => m.display_before_login === 1,
  );
  const joined = live.map(props.text).filter(Boolean).join('　　');
  return (
    <>
      <MemberHeader device={props.device} />
      {joined ? (
        <div className="member-marquee" data-testid={`preview-marquee-${props.device}`}>
          <SoundOutlined className="member-marquee-icon" />
          <span>{joined}</span>
        </div>
      ) : (
        <PreviewEmpty what={t('content.preview.marquee')} />
      )}
    </>
  );
}

function MarqueeDrawer(props: { site: AdminSite; line: MarqueeLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MarqueeForm>();
  const save = useContentSave(AdminMarqueeSave, AdminMarqueeList, props.onClose);
  const m = props.line;
  const initial: Partial<MarqueeForm> = m
    ? {
        texts: m.texts,
        display_before_login: m.display_before_login === 1,
        display_after_login: m.display_after_login === 1,
        currencies: m.currencies ?? [],
        ...scheduleValue(m),
      }
    : { texts: {}, display_before_login: true, display_after_login: true, sort: 0, active: true };

  const submit = async (v: MarqueeForm) => {
    const texts = writtenTexts(v.texts ?? {});
    if (!Object.keys(texts).length) return void message.error(t('content.marquee.textRequired'));
    await save.run({
      ...(m ? { id: m.id } : {}),
      site_id: props.site.id,
      texts,
      display_before_login: v.display_before_login ? 1 : 0,
      display_after_login: v.display_after_login ? 1 : 0,
      currencies: v.currencies?.length ? v.currencies : null,
      ...scheduleInput(v),
    });
  };

  return (
    <ContentDrawer<MarqueeForm>
      width={560}
      title={m ? t('content.marquee.editTitle', { id: m.id }) : t('content.marquee.new')}
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.pending}
      onClose={props.onClose}
    >
      <LanguageTabs
        site={props.site}
        render={(language) => (
          <Form.Item name={['texts', language]} label={t('content.fields.text')}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        )}
      />
      <div style={{ display: 'flex', gap: 24 }}>
        <Form.Item
          name="display_before_login"
          label={t('content.fields.beforeLogin')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="display_after_login" label={t('content.fields.afterLogin')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <AudienceFields site={props.site} />
      <ScheduleFields />
    </ContentDrawer>
  );
}
