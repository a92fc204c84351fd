import { SoundOutlined } from '@ant-design/icons';
import { AdminMarqueeDelete, AdminMarqueeList, AdminMarqueeSave } from '@arks/contracts';
import { App, Button, Drawer, Form, Input, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminData } from '../../api/admin-client';
import { useSiteScope, type AdminSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { useContentWrite, useSiteContent } from './content-api';
import { ChooseSite, ContentPage } from './content-page';
import { liveFor, textFor, writtenTexts } from './live-content';
import { MemberHeader, MemberPreview, PreviewEmpty, type PreviewDevice } from './member-preview';
import {
  AudienceFields,
  LanguageTabs,
  ListOf,
  ScheduleFields,
  StateTag,
  usePreviewLanguage,
  WindowText,
  windowInput,
  windowValue,
  type Window,
} from './shared-fields';

export type MarqueeLine = AdminData<typeof AdminMarqueeList>['list'][number];
interface MarqueeForm {
  texts: Record<string, string>;
  display_before_login: boolean;
  display_after_login: boolean;
  currencies?: string[];
  sort: number;
  active: boolean;
  window: Window;
}

export function MarqueePage() {
  const { site } = useSiteScope();
  return site ? <SiteMarquee site={site} key={site.id} /> : <ChooseSite kind="marquee" />;
}

function SiteMarquee({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminMarqueeList, site.id);
  const [editing, setEditing] = useState<MarqueeLine | null | undefined>(undefined);
  const [language, setLanguage] = usePreviewLanguage(site);
  const fallback = site.languages[0] ?? 'en_US';
  const rows = data?.list;
  const text = (m: MarqueeLine) => textFor(m.texts, language, fallback);

  return (
    <>
      <ContentPage<MarqueeLine>
        kind="marquee"
        rows={rows}
        loading={isLoading}
        list={AdminMarqueeList}
        save={AdminMarqueeSave}
        remove={AdminMarqueeDelete}
        onEdit={setEditing}
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
          <Table.Column<MarqueeLine>
            key="sort"
            dataIndex="sort"
            title={t('content.fields.sort')}
            width={70}
          />,
          <Table.Column<MarqueeLine>
            key="state"
            title={t('content.fields.state')}
            width={100}
            render={(_, m) => <StateTag item={m} />}
          />,
          <Table.Column<MarqueeLine>
            key="window"
            title={t('content.fields.window')}
            width={260}
            render={(_, m) => <WindowText item={m} />}
          />,
          <Table.Column<MarqueeLine>
            key="updated"
            title={t('content.fields.updatedAt')}
            width={170}
            render={(_, m) => <TimeText value={m.updated_at} />}
          />,
        ]}
        preview={
          <MemberPreview
            language={language}
            languages={site.languages}
            onLanguage={setLanguage}
            heights={{ desktop: 140, phone: 140 }}
            render={(device) => <MarqueePreview device={device} lines={rows ?? []} text={text} />}
          />
        }
      />
      {editing !== undefined ? (
        <MarqueeDrawer site={site} line={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
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
  const save = useContentWrite(AdminMarqueeSave, [AdminMarqueeList]);
  const m = props.line;
  const initial: Partial<MarqueeForm> = m
    ? {
        texts: m.texts,
        display_before_login: m.display_before_login === 1,
        display_after_login: m.display_after_login === 1,
        currencies: m.currencies ?? [],
        sort: m.sort,
        active: m.active,
        window: windowValue(m),
      }
    : { texts: {}, display_before_login: true, display_after_login: true, sort: 0, active: true };

  const submit = async (v: MarqueeForm) => {
    const texts = writtenTexts(v.texts ?? {});
    if (!Object.keys(texts).length) return void message.error(t('content.marquee.textRequired'));
    try {
      await save.run({
        ...(m ? { id: m.id } : {}),
        site_id: props.site.id,
        texts,
        display_before_login: v.display_before_login ? 1 : 0,
        display_after_login: v.display_after_login ? 1 : 0,
        currencies: v.currencies?.length ? v.currencies : null,
        sort: v.sort ?? 0,
        active: v.active,
        ...windowInput(v.window),
      });
      void message.success(t('content.saved'));
      props.onClose();
    } catch (error) {
      void message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };

  return (
    <Drawer
      open
      width={560}
      title={m ? t('content.marquee.editTitle', { id: m.id }) : t('content.marquee.new')}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={save.pending}
          onClick={() => form.submit()}
          data-testid="content-save"
        >
          {t('content.save')}
        </Button>
      }
    >
      <Form<MarqueeForm> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
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
          <Form.Item
            name="display_after_login"
            label={t('content.fields.afterLogin')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </div>
        <AudienceFields site={props.site} />
        <ScheduleFields />
      </Form>
    </Drawer>
  );
}
