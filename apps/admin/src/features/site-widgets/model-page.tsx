import {
  AdminSiteModelDelete,
  AdminSiteModelList,
  AdminSiteModelSave,
  SITE_MODEL_KINDS,
  type SiteModelKind,
  type ZAdminSiteModel,
} from '@arks/contracts';
import { Form, Input, Segmented, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { AdminData } from '../../api/admin-client';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { contentColumns, linkColumn, pictureColumn } from '../../components/content/content-columns';
import {
  ContentDrawer,
  LinkFields,
  PictureField,
  scheduleInput,
  scheduleValue,
  useContentSave,
  type ScheduledForm,
} from '../../components/content/content-drawer';
import { ChooseSite, ContentPage } from '../../components/content/content-page';
import { MemberHeader, PreviewEmpty, type PreviewDevice } from '../../components/content/member-preview';
import { RichTextEditor } from '../../components/content/rich-text';
import { ScheduleFields, usePreviewLanguage } from '../../components/content/shared-fields';
import { useAdminQuery } from '../../api/use-admin';
import { liveModels } from './live-models';
import './site-widgets.css';

export type SiteModel = AdminData<typeof AdminSiteModelList>['list'][number];
type ModelInput = z.input<typeof ZAdminSiteModel>;
interface ModelForm extends ScheduledForm {
  language: string;
  model_version?: string;
  title: string;
  image_url: string;
  link: string;
  link_method: 0 | 1;
  content: string;
}

/** The kind shown, from the address (`?kind=sponsor`), so a link or reload keeps it. */
function useKind(): [SiteModelKind, (kind: SiteModelKind) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind = (SITE_MODEL_KINDS as readonly string[]).includes(asked ?? '')
    ? (asked as SiteModelKind)
    : 'sponsor';
  return [kind, (k) => setParams({ kind: k }, { replace: true })];
}

export function ModelPage() {
  const site = useOneSite();
  return site ? <SiteModels site={site} key={site.id} /> : <ChooseSite kind="models" area="siteWidgets" />;
}

function SiteModels({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const [kind, setKind] = useKind();
  const { data, isLoading } = useAdminQuery(AdminSiteModelList, { site_id: site.id, kind });
  const [language, setLanguage] = usePreviewLanguage(site);
  const rows = data?.list;

  return (
    <ContentPage<SiteModel>
      kind="models"
      area="siteWidgets"
      rows={rows}
      loading={isLoading}
      list={AdminSiteModelList}
      save={AdminSiteModelSave}
      remove={AdminSiteModelDelete}
      drawer={(item, close) => <ModelDrawer site={site} kind={kind} item={item} onClose={close} />}
      describe={(m) => `#${m.id} ${m.title}`}
      settings={
        <Segmented<SiteModelKind>
          value={kind}
          onChange={setKind}
          data-testid="model-kind"
          options={SITE_MODEL_KINDS.map((k) => ({ value: k, label: t(`siteWidgets.kinds.${k}`) }))}
        />
      }
      csv={(m) => ({
        id: m.id,
        [t('siteWidgets.fields.kind')]: t(`siteWidgets.kinds.${m.kind}`),
        [t('content.fields.languages')]: m.language,
        [t('siteWidgets.fields.template')]: m.model_version ?? '',
        [t('content.fields.title')]: m.title,
        [t('content.fields.picture')]: m.image_url,
        [t('content.fields.link')]: m.link,
        [t('content.fields.sort')]: m.sort,
        [t('content.fields.active')]: m.active ? 1 : 0,
        start_at: m.start_at ?? '',
        end_at: m.end_at ?? '',
      })}
      columns={[
        pictureColumn<SiteModel>(t),
        <Table.Column<SiteModel> key="title" dataIndex="title" title={t('content.fields.title')} ellipsis />,
        <Table.Column<SiteModel>
          key="language"
          dataIndex="language"
          title={t('siteWidgets.fields.language')}
          width={100}
        />,
        <Table.Column<SiteModel>
          key="template"
          title={t('siteWidgets.fields.template')}
          width={110}
          render={(_, m) => m.model_version ?? t('siteWidgets.everyTemplate')}
        />,
        linkColumn<SiteModel>(t),
        ...contentColumns<SiteModel>(t, { windowWidth: 230 }),
      ]}
      preview={{
        language: { value: language, options: site.languages, onChange: setLanguage },
        heights: { desktop: 620, phone: 700 },
        render: (device) => (
          <ModelPreview device={device} kind={kind} items={rows ?? []} language={language} />
        ),
      }}
    />
  );
}

/** The member page the kind feeds: the sponsor page's cards, or the pictures of ads and login. */
function ModelPreview(props: {
  device: PreviewDevice;
  kind: SiteModelKind;
  items: SiteModel[];
  language: string;
}) {
  const { t } = useTranslation();
  const live = liveModels(props.items, props.kind, props.language, new Date());
  return (
    <>
      <MemberHeader device={props.device} />
      {live.length ? (
        <div className={`member-models member-models-${props.device}`}>
          {live.map((m) => (
            <div key={m.id} className="member-model-card" data-testid={`preview-model-${m.id}`}>
              <img src={m.image_url} alt="" />
              {props.kind === 'sponsor' ? <h3>{m.title}</h3> : null}
            </div>
          ))}
        </div>
      ) : (
        <PreviewEmpty what={t(`siteWidgets.kinds.${props.kind}`)} />
      )}
    </>
  );
}

function ModelDrawer(props: {
  site: AdminSite;
  kind: SiteModelKind;
  item: SiteModel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ModelForm>();
  const save = useContentSave(AdminSiteModelSave, AdminSiteModelList, props.onClose);
  const m = props.item;
  const kind = m?.kind ?? props.kind;
  const initial: Partial<ModelForm> = m
    ? {
        language: m.language,
        model_version: m.model_version ?? undefined,
        title: m.title,
        image_url: m.image_url,
        link: m.link,
        link_method: m.link_method,
        content: m.content,
        ...scheduleValue(m),
      }
    : { language: props.site.languages[0], link: '', link_method: 0, content: '', sort: 0, active: true };

  const submit = async (v: ModelForm) => {
    const input: ModelInput = {
      ...(m ? { id: m.id } : {}),
      site_id: props.site.id,
      kind,
      language: v.language,
      model_version: v.model_version?.trim() ? v.model_version.trim() : null,
      title: v.title,
      image_url: v.image_url,
      link: v.link ?? '',
      link_method: v.link_method,
      content: v.content ?? '',
      ...scheduleInput(v),
    };
    await save.run(input);
  };

  return (
    <ContentDrawer<ModelForm>
      width={600}
      title={
        m
          ? t('siteWidgets.models.editTitle', { id: m.id, kind: t(`siteWidgets.kinds.${kind}`) })
          : t('siteWidgets.models.newOf', { kind: t(`siteWidgets.kinds.${kind}`) })
      }
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.pending}
      onClose={props.onClose}
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <Form.Item
          name="language"
          label={t('siteWidgets.fields.language')}
          extra={t('siteWidgets.help.language')}
          rules={[{ required: true }]}
          style={{ flex: 1 }}
        >
          <Select
            options={props.site.languages.map((l) => ({ value: l, label: l }))}
            data-testid="model-language"
          />
        </Form.Item>
        <Form.Item
          name="model_version"
          label={t('siteWidgets.fields.template')}
          extra={t('siteWidgets.help.template')}
          style={{ flex: 1 }}
        >
          <Input maxLength={32} placeholder={t('siteWidgets.everyTemplate')} />
        </Form.Item>
      </div>
      <Form.Item
        name="title"
        label={t('content.fields.title')}
        rules={[{ required: true, whitespace: true, message: t('siteWidgets.help.titleRequired') }]}
      >
        <Input maxLength={200} data-testid="model-title" />
      </Form.Item>
      <PictureField help={t('content.help.picture')} />
      <LinkFields />
      {kind === 'sponsor' ? (
        <Form.Item name="content" label={t('siteWidgets.fields.story')} extra={t('siteWidgets.help.story')}>
          <RichTextEditor label={t('siteWidgets.fields.story')} />
        </Form.Item>
      ) : null}
      <ScheduleFields />
    </ContentDrawer>
  );
}
