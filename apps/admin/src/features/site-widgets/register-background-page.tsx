import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import {
  AdminRegisterBackgroundList,
  AdminRegisterBackgroundSave,
  DESKTOP_TEMPLATES,
  MOBILE_TEMPLATES,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Form, Modal, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody, PageHeader } from '../../layout/page-header';
import { useContentWrite, useSiteContent } from '../../components/content/content-api';
import { ChooseSite } from '../../components/content/content-page';
import { ImageField } from '../../components/image-field';
import { MemberHeader, MemberPreview } from '../../components/content/member-preview';
import './site-widgets.css';

interface Row {
  template: string;
  device: 'desktop' | 'mobile';
  image_url: string | null;
}

export function RegisterBackgroundPage() {
  const site = useOneSite();
  return site ? (
    <SiteBackgrounds site={site} key={site.id} />
  ) : (
    <ChooseSite kind="registerBackground" area="siteWidgets" />
  );
}

function SiteBackgrounds({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminRegisterBackgroundSave);
  const { data, isLoading } = useSiteContent(AdminRegisterBackgroundList, site.id);
  const save = useContentWrite(AdminRegisterBackgroundSave, [AdminRegisterBackgroundList]);
  const [editing, setEditing] = useState<Row | null>(null);
  const [shown, setShown] = useState('H5_1');
  const [decision, setDecision] = useState<Decision | null>(null);
  const saved = new Map((data?.list ?? []).map((r) => [r.template, r.image_url]));
  const known = [...DESKTOP_TEMPLATES, ...MOBILE_TEMPLATES] as string[];
  const rows: Row[] = [
    ...DESKTOP_TEMPLATES.map((template) => ({ template, device: 'desktop' as const })),
    ...MOBILE_TEMPLATES.map((template) => ({ template, device: 'mobile' as const })),
    // A template saved before it left the product still lists, so staff can remove its picture.
    ...[...saved.keys()]
      .filter((k) => !known.includes(k))
      .map((template) => ({ template, device: 'mobile' as const })),
  ].map((r) => ({ ...r, image_url: saved.get(r.template) ?? null }));
  const preview = rows.find((r) => r.template === shown) ?? rows[0]!;

  const askRemove = (row: Row) =>
    setDecision({
      title: `${t('content.remove')} · ${row.template}`,
      summary: row.image_url ? <img src={row.image_url} alt="" className="register-bg-summary" /> : undefined,
      reasonLabel: t('content.removeReason'),
      reasonRequired: true,
      okText: t('content.remove'),
      danger: true,
      confirm: () => ({
        title: t('siteWidgets.registerBackground.removeTitle', { template: row.template }),
        content: t('siteWidgets.registerBackground.removeConfirm'),
      }),
      submit: (values) =>
        save.run({ site_id: site.id, template: row.template, image_url: null, reason: values.reason }),
      onDone: () => void message.success(t('content.removed')),
    });

  return (
    <>
      <PageHeader
        title={t('siteWidgets.registerBackground.title')}
        subtitle={t('siteWidgets.registerBackground.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('siteWidgets.menu.registerBackground') }]}
        tags={<Tag>{t('siteWidgets.registerBackground.count', { count: saved.size })}</Tag>}
      />
      <PageBody>
        <div className="widget-split">
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <Table<Row>
              dataSource={rows}
              rowKey="template"
              loading={isLoading}
              size="middle"
              pagination={false}
              onRow={(r) => ({ onClick: () => setShown(r.template) })}
              rowClassName={(r) => (r.template === preview.template ? 'widget-row-shown' : '')}
            >
              <Table.Column<Row>
                key="template"
                title={t('siteWidgets.fields.template')}
                width={210}
                render={(_, r) => (
                  <Space className="widget-nowrap">
                    <Typography.Text strong>{r.template}</Typography.Text>
                    <Tag>{t(`siteWidgets.registerBackground.${r.device}`)}</Tag>
                  </Space>
                )}
              />
              <Table.Column<Row>
                key="picture"
                title={t('content.fields.picture')}
                render={(_, r) =>
                  r.image_url ? (
                    <img
                      src={r.image_url}
                      alt=""
                      className="register-bg-thumb"
                      data-testid={`bg-${r.template}`}
                    />
                  ) : (
                    <Typography.Text type="secondary">
                      {t('siteWidgets.registerBackground.none')}
                    </Typography.Text>
                  )
                }
              />
              {mayWrite ? (
                <Table.Column<Row>
                  key="actions"
                  title={t('common.actions')}
                  width={190}
                  render={(_, r) => (
                    <Space size={4} onClick={(e) => e.stopPropagation()}>
                      <Button
                        size="small"
                        icon={<PictureOutlined />}
                        onClick={() => setEditing(r)}
                        data-testid={`bg-set-${r.template}`}
                      >
                        {r.image_url ? t('common.upload.replace') : t('siteWidgets.registerBackground.set')}
                      </Button>
                      {r.image_url ? (
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => askRemove(r)}
                          data-testid={`bg-remove-${r.template}`}
                        >
                          {t('content.remove')}
                        </Button>
                      ) : null}
                    </Space>
                  )}
                />
              ) : null}
            </Table>
          </Card>
          <div>
            <Typography.Paragraph type="secondary">
              {t('siteWidgets.registerBackground.previewOf', { template: preview.template })}
            </Typography.Paragraph>
            <MemberPreview
              language=""
              languages={[]}
              onLanguage={() => undefined}
              devices={['phone']}
              scale={{ phone: 0.78 }}
              heights={{ phone: 760 }}
              render={() => <RegisterPreview image={preview.image_url} />}
            />
          </div>
        </div>
      </PageBody>
      {editing ? (
        <PictureModal
          row={editing}
          pending={save.pending}
          onClose={() => setEditing(null)}
          onSave={async (url) => {
            await save.run({ site_id: site.id, template: editing.template, image_url: url });
            setShown(editing.template);
            setEditing(null);
            void message.success(t('content.saved'));
          }}
        />
      ) : null}
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}

function PictureModal(props: {
  row: Row;
  pending: boolean;
  onClose: () => void;
  onSave: (url: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ image_url: string }>();
  return (
    <Modal
      open
      title={t('siteWidgets.registerBackground.editTitle', { template: props.row.template })}
      okText={t('content.save')}
      okButtonProps={{ loading: props.pending, 'data-testid': 'bg-save' } as ButtonProps}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ image_url: props.row.image_url ?? '' }}
        onFinish={(v) =>
          props
            .onSave(v.image_url.trim())
            .catch((e: Error) => message.error(t('common.actionFailed', { message: e.message })))
        }
      >
        <Form.Item
          name="image_url"
          label={t('content.fields.picture')}
          extra={t('siteWidgets.registerBackground.pictureHelp')}
          rules={[{ required: true, whitespace: true, message: t('common.upload.button') }]}
        >
          <ImageField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The member register form with the template's picture under it (root-shell.tsx: 16:5, full width). */
function RegisterPreview({ image }: { image: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="member-register">
      <MemberHeader device="phone" />
      <div className="member-register-form">
        <h3>{t('siteWidgets.registerBackground.formTitle')}</h3>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="member-register-field" />
        ))}
        <span className="member-register-button" />
        {image ? (
          <img
            src={image}
            alt=""
            className="member-register-picture"
            data-testid="preview-register-background"
          />
        ) : (
          <div className="member-register-none">{t('siteWidgets.registerBackground.none')}</div>
        )}
      </div>
    </div>
  );
}
