import { AdminBannerDelete, AdminBannerList, AdminBannerSave, type ZAdminBanner } from '@arks/contracts';
import { Form, Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminData } from '../../api/admin-client';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { useSiteContent } from '../../components/content/content-api';
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
import { liveBanners } from '../../components/content/live-content';
import { MemberHeader, PreviewEmpty, type PreviewDevice } from '../../components/content/member-preview';
import {
  AudienceFields,
  ListOf,
  ScheduleFields,
  usePreviewLanguage,
} from '../../components/content/shared-fields';

export type Banner = AdminData<typeof AdminBannerList>['list'][number];
type BannerInput = z.input<typeof ZAdminBanner>;
interface BannerForm extends ScheduledForm {
  use_type: 0 | 1 | 2;
  image_url: string;
  link: string;
  link_method: 0 | 1;
  languages?: string[];
  currencies?: string[];
}

export function BannerPage() {
  const site = useOneSite();
  return site ? <SiteBanners site={site} key={site.id} /> : <ChooseSite kind="banners" />;
}

function SiteBanners({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminBannerList, site.id);
  const [language, setLanguage] = usePreviewLanguage(site);
  const rows = data?.list;

  return (
    <ContentPage<Banner>
      kind="banners"
      rows={rows}
      loading={isLoading}
      list={AdminBannerList}
      save={AdminBannerSave}
      remove={AdminBannerDelete}
      drawer={(banner, close) => <BannerDrawer site={site} banner={banner} onClose={close} />}
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
        pictureColumn<Banner>(t),
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
        linkColumn<Banner>(t),
        ...contentColumns<Banner>(t, { windowWidth: 230 }),
      ]}
      preview={{
        language: { value: language, options: site.languages, onChange: setLanguage },
        heights: { desktop: 560, phone: 300 },
        render: (device) => <BannerPreview device={device} banners={rows ?? []} language={language} />,
      }}
    />
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
  const [form] = Form.useForm<BannerForm>();
  const save = useContentSave(AdminBannerSave, AdminBannerList, props.onClose);
  const b = props.banner;
  const initial: Partial<BannerForm> = b
    ? {
        use_type: b.use_type,
        image_url: b.image_url,
        link: b.link,
        link_method: b.link_method,
        languages: b.languages ?? [],
        currencies: b.currencies ?? [],
        ...scheduleValue(b),
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
      ...scheduleInput(v),
    };
    await save.run(input);
  };

  return (
    <ContentDrawer<BannerForm>
      width={560}
      title={b ? t('content.banners.editTitle', { id: b.id }) : t('content.banners.new')}
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.pending}
      onClose={props.onClose}
    >
      <Form.Item name="use_type" label={t('content.fields.kind')}>
        <Segmented options={[0, 1, 2].map((v) => ({ value: v, label: t(`content.useType.${v}`) }))} />
      </Form.Item>
      <PictureField help={t('content.help.picture')} />
      <AudienceFields site={props.site} languages />
      <LinkFields />
      <ScheduleFields />
    </ContentDrawer>
  );
}
