import { AdminFloatDelete, AdminFloatList, AdminFloatSave, type ZAdminFloatItem } from '@arks/contracts';
import { Form, Input, InputNumber, Radio, Switch, Table } from 'antd';
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
  useContentSave,
} from '../../components/content/content-drawer';
import { ChooseSite, ContentPage } from '../../components/content/content-page';
import { MemberHeader, PreviewEmpty, type PreviewDevice } from '../../components/content/member-preview';
import { liveFloats } from './live-models';
import './site-widgets.css';

export type FloatItem = AdminData<typeof AdminFloatList>['list'][number];
type FloatInput = z.input<typeof ZAdminFloatItem>;
interface FloatForm {
  title: string;
  image_url: string;
  link: string;
  link_method: 0 | 1;
  position: 'left' | 'right';
  device: 0 | 1 | 2;
  sort: number;
  active: boolean;
}

export function FloatPage() {
  const site = useOneSite();
  return site ? <SiteFloats site={site} key={site.id} /> : <ChooseSite kind="floats" area="siteWidgets" />;
}

function SiteFloats({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSiteContent(AdminFloatList, site.id);
  const rows = data?.list;

  return (
    <ContentPage<FloatItem>
      kind="floats"
      area="siteWidgets"
      rows={rows}
      loading={isLoading}
      list={AdminFloatList}
      save={AdminFloatSave}
      remove={AdminFloatDelete}
      drawer={(item, close) => <FloatDrawer site={site} item={item} onClose={close} />}
      describe={(f) => `#${f.id} ${f.title}`}
      csv={(f) => ({
        id: f.id,
        [t('content.fields.title')]: f.title,
        [t('content.fields.picture')]: f.image_url,
        [t('content.fields.link')]: f.link,
        [t('siteWidgets.fields.position')]: t(`siteWidgets.position.${f.position}`),
        [t('content.fields.device')]: t(`content.device.${f.device}`),
        [t('content.fields.sort')]: f.sort,
        [t('content.fields.active')]: f.active ? 1 : 0,
      })}
      columns={[
        pictureColumn<FloatItem>(t, 90, 'float-thumb'),
        <Table.Column<FloatItem> key="title" dataIndex="title" title={t('content.fields.title')} ellipsis />,
        <Table.Column<FloatItem>
          key="position"
          title={t('siteWidgets.fields.position')}
          width={110}
          render={(_, f) => t(`siteWidgets.position.${f.position}`)}
        />,
        <Table.Column<FloatItem>
          key="device"
          title={t('content.fields.device')}
          width={140}
          render={(_, f) => t(`content.device.${f.device}`)}
        />,
        linkColumn<FloatItem>(t),
        ...contentColumns<FloatItem>(t, { window: false }),
      ]}
      preview={{
        heights: { desktop: 560, phone: 700 },
        render: (device) => <FloatPreview device={device} items={rows ?? []} />,
      }}
    />
  );
}

/** Any member page with the float items pinned to its sides, stacked in order. */
function FloatPreview(props: { device: PreviewDevice; items: FloatItem[] }) {
  const { t } = useTranslation();
  const live = liveFloats(props.items, props.device);
  return (
    <>
      <MemberHeader device={props.device} />
      {live.length ? (
        <div className="member-float-page">
          {(['left', 'right'] as const).map((side) => (
            <div key={side} className={`member-floats member-floats-${side}`}>
              {live
                .filter((f) => f.position === side)
                .map((f) => (
                  <img key={f.id} src={f.image_url} alt={f.title} data-testid={`preview-float-${f.id}`} />
                ))}
            </div>
          ))}
        </div>
      ) : (
        <PreviewEmpty what={t('siteWidgets.menu.floats')} />
      )}
    </>
  );
}

function FloatDrawer(props: { site: AdminSite; item: FloatItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FloatForm>();
  const save = useContentSave(AdminFloatSave, AdminFloatList, props.onClose);
  const f = props.item;
  const initial: Partial<FloatForm> = f
    ? {
        title: f.title,
        image_url: f.image_url,
        link: f.link,
        link_method: f.link_method,
        position: f.position,
        device: f.device,
        sort: f.sort,
        active: f.active,
      }
    : { link: '', link_method: 0, position: 'right', device: 0, sort: 0, active: true };

  const submit = async (v: FloatForm) => {
    const input: FloatInput = {
      ...(f ? { id: f.id } : {}),
      site_id: props.site.id,
      title: v.title,
      image_url: v.image_url,
      link: v.link ?? '',
      link_method: v.link_method,
      position: v.position,
      device: v.device,
      sort: v.sort ?? 0,
      active: v.active,
    };
    await save.run(input);
  };

  return (
    <ContentDrawer<FloatForm>
      width={560}
      title={f ? t('siteWidgets.floats.editTitle', { id: f.id }) : t('siteWidgets.floats.new')}
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.pending}
      onClose={props.onClose}
    >
      <Form.Item
        name="title"
        label={t('content.fields.title')}
        extra={t('siteWidgets.help.floatTitle')}
        rules={[{ required: true, whitespace: true, message: t('siteWidgets.help.titleRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <PictureField help={t('siteWidgets.help.floatPicture')} />
      <LinkFields />
      <Form.Item name="position" label={t('siteWidgets.fields.position')}>
        <Radio.Group
          options={(['left', 'right'] as const).map((v) => ({
            value: v,
            label: t(`siteWidgets.position.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="device" label={t('content.fields.device')}>
        <Radio.Group options={[0, 1, 2].map((v) => ({ value: v, label: t(`content.device.${v}`) }))} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 24 }}>
        <Form.Item name="sort" label={t('content.fields.sort')}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="active" label={t('content.fields.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
    </ContentDrawer>
  );
}
