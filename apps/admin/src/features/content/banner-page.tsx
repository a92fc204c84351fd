import { AdminBannerDelete, AdminBannerList, AdminBannerSave, type ZAdminBanner } from '@arks/contracts';
import { App, Button, Drawer, Form, Input, Radio, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminData } from '../../api/admin-client';
import { useSiteScope, type AdminSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { useContentWrite, useSiteContent } from './content-api';
import { ChooseSite, ContentPage } from './content-page';
import { ImageField } from '../../components/image-field';
import { liveBanners } from './live-content';
import { MemberHeader, MemberPreview, PreviewEmpty, type PreviewDevice } from './member-preview';
import {
  AudienceFields,
  ListOf,
  ScheduleFields,
  StateTag,
  usePreviewLanguage,
  WindowText,
  windowInput,
  windowValue,
  type Window,
} from './shared-fields';

export type Banner = AdminData<typeof AdminBannerList>['list'][number];
type BannerInput = z.input<typeof ZAdminBanner>;
interface BannerForm {
  use_type: 0 | 1 | 2;
  image_url: string;
  link: string;
  link_method: 0 | 1;
  languages?: string[];
  currencies?: string[];
  sort: number;
  active: boolean;
  window: Window;
}

export function BannerPage() {
  const { site } = useSiteScope();
  return site ? <SiteBanners site={site} key={site.id} /> : <ChooseSite kind="banners" />;
}

function SiteBanners({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminBannerList, site.id);
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);
  const [language, setLanguage] = usePreviewLanguage(site);
  const rows = data?.list;

  return (
    <>
      <ContentPage<Banner>
        kind="banners"
        rows={rows}
        loading={isLoading}
        list={AdminBannerList}
        save={AdminBannerSave}
        remove={AdminBannerDelete}
        onEdit={setEditing}
        describe={(b) => `#${b.id}`}
        csv={(b) => ({
          id: b.id,
          [t('content.fields.kind')]: t(`content.useType.${b.use_type}`),
          [t('content.fields.picture')]: b.image_url,
          [t('content.fields.link')]: b.link,
          [t('content.fields.languages')]: (b.languages ?? []).join(' '),
          [t('content.fields.currencies')]: (b.currencies ?? []).join(' '),
          [t('content.fields.sort')]: b.sort,
          [t('content.fields.active')]: b.active ? 1 : 0,
          start_at: b.start_at ?? '',
          end_at: b.end_at ?? '',
        })}
        columns={[
          <Table.Column<Banner>
            key="picture"
            title={t('content.fields.picture')}
            width={140}
            render={(_, b) => <img src={b.image_url} alt="" className="content-thumb" />}
          />,
          <Table.Column<Banner>
            key="kind"
            title={t('content.fields.kind')}
            width={120}
            render={(_, b) => t(`content.useType.${b.use_type}`)}
          />,
          <Table.Column<Banner>
            key="languages"
            title={t('content.fields.languages')}
            width={150}
            render={(_, b) => <ListOf values={b.languages} />}
          />,
          <Table.Column<Banner>
            key="currencies"
            title={t('content.fields.currencies')}
            width={140}
            render={(_, b) => <ListOf values={b.currencies} />}
          />,
          <Table.Column<Banner>
            key="link"
            title={t('content.fields.link')}
            ellipsis
            render={(_, b) => b.link || t('content.none')}
          />,
          <Table.Column<Banner> key="sort" dataIndex="sort" title={t('content.fields.sort')} width={70} />,
          <Table.Column<Banner>
            key="state"
            title={t('content.fields.state')}
            width={100}
            render={(_, b) => <StateTag item={b} />}
          />,
          <Table.Column<Banner>
            key="window"
            title={t('content.fields.window')}
            width={230}
            render={(_, b) => <WindowText item={b} />}
          />,
          <Table.Column<Banner>
            key="updated"
            title={t('content.fields.updatedAt')}
            width={170}
            render={(_, b) => <TimeText value={b.updated_at} />}
          />,
        ]}
        preview={
          <MemberPreview
            language={language}
            languages={site.languages}
            onLanguage={setLanguage}
            heights={{ desktop: 560, phone: 300 }}
            render={(device) => <BannerPreview device={device} banners={rows ?? []} language={language} />}
          />
        }
      />
      {editing !== undefined ? (
        <BannerDrawer site={site} banner={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}

/** The home page's top as members see it: the header, then the carousel's first picture and its dots. */
function BannerPreview(props: { device: PreviewDevice; banners: Banner[]; language: string }) {
  const { t } = useTranslation();
  const now = new Date();
  const large = liveBanners(props.banners, props.device === 'phone' ? 2 : 0, props.language, now);
  const small = props.device === 'desktop' ? liveBanners(props.banners, 1, props.language, now) : [];
  const first = large[0];
  return (
    <>
      <MemberHeader device={props.device} />
      {first ? (
        <div className="member-banners">
          <div className={`member-banner member-banner-${first.use_type}`}>
            <img src={first.image_url} alt="" data-testid={`preview-banner-${first.id}`} />
          </div>
        </div>
      ) : (
        <PreviewEmpty what={t('content.preview.banners')} />
      )}
      {large.length > 1 ? (
        <div className="member-dots">
          {large.map((b) => (
            <span key={b.id} />
          ))}
        </div>
      ) : null}
      {small.length ? (
        <div className="member-small-row" style={{ marginTop: 16 }}>
          {small.slice(0, 2).map((b) => (
            <div key={b.id} className="member-banner member-banner-1">
              <img src={b.image_url} alt="" />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

function BannerDrawer(props: { site: AdminSite; banner: Banner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BannerForm>();
  const save = useContentWrite(AdminBannerSave, [AdminBannerList]);
  const b = props.banner;
  const initial: Partial<BannerForm> = b
    ? {
        use_type: b.use_type,
        image_url: b.image_url,
        link: b.link,
        link_method: b.link_method,
        languages: b.languages ?? [],
        currencies: b.currencies ?? [],
        sort: b.sort,
        active: b.active,
        window: windowValue(b),
      }
    : { use_type: 0, link: '', link_method: 0, languages: [], currencies: [], sort: 0, active: true };

  const submit = async (v: BannerForm) => {
    const input: BannerInput = {
      ...(b ? { id: b.id } : {}),
      site_id: props.site.id,
      use_type: v.use_type,
      image_url: v.image_url,
      link: v.link ?? '',
      link_type: b?.link_type ?? 1,
      link_method: v.link_method,
      game_link_parameter: b?.game_link_parameter ?? null,
      languages: v.languages?.length ? v.languages : null,
      currencies: v.currencies?.length ? v.currencies : null,
      sort: v.sort ?? 0,
      active: v.active,
      ...windowInput(v.window),
    };
    try {
      await save.run(input);
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
      title={b ? t('content.banners.editTitle', { id: b.id }) : t('content.banners.new')}
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
      <Form<BannerForm> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="use_type" label={t('content.fields.kind')}>
          <Segmented options={[0, 1, 2].map((v) => ({ value: v, label: t(`content.useType.${v}`) }))} />
        </Form.Item>
        <Form.Item
          name="image_url"
          label={t('content.fields.picture')}
          extra={t('content.help.picture')}
          rules={[{ required: true, message: t('common.upload.button') }]}
        >
          <ImageField />
        </Form.Item>
        <AudienceFields site={props.site} languages />
        <Form.Item name="link" label={t('content.fields.link')} extra={t('content.help.link')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="link_method" label={t('content.fields.linkMethod')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`content.linkMethod.${v}`) }))} />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Drawer>
  );
}
