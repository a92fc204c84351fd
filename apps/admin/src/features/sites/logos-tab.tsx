import {
  AdminSiteLogoDelete,
  AdminSiteLogoList,
  AdminSiteLogoSave,
  LOGO_KINDS,
  isContentImageUrl,
  type AdminSiteLogo,
  type TLogoKind,
} from '@arks/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Form, Modal, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { useDecision } from '../../components/use-decision';
import { TimeText } from '../../components/values';
import { ImageField } from '../../components/image-field';

/** An address the server would take as a logo (an upload's), else '' (the seeded artwork is not one). */
const uploaded = (address: string | undefined) => (address && isContentImageUrl(address) ? address : '');

/** The member header's backgrounds at their extremes: a logo must read on the template it is for. */
const DARK = '#141414';
const LIGHT = '#ffffff';

/**
 * A site's logos, one card per kind: the picture as members see it on a dark and on a light
 * background, set from an upload (the content picture store) and removed with a reason.
 */
export function LogosTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const { siteName } = useSiteScope();
  const list = useAdminQuery(AdminSiteLogoList, { site_id: siteId });
  const remove = useAdminAction(AdminSiteLogoDelete, { resource: 'sites' });
  const role = useGetIdentity<StaffProfile>().data?.role;
  const mayEdit = canCall(role, AdminSiteLogoSave);
  const [editing, setEditing] = useState<TLogoKind | null>(null);

  const kindName = (kind: TLogoKind) => t(`sites.logos.kinds.${kind}`);
  const askRemove = (kind: TLogoKind) =>
    ask({
      title: t('sites.logos.removeTitle', { kind: kindName(kind) }),
      reasonRequired: true,
      okText: t('sites.logos.remove'),
      danger: true,
      confirm: () => ({
        title: t('sites.logos.confirmRemove', { kind: kindName(kind), site: siteName(siteId) }),
      }),
      submit: async (v) => {
        await remove.run({ site_id: siteId, kind, reason: v.reason! });
        await list.refetch();
      },
      onDone: () => message.success(t('sites.logos.removed', { kind: kindName(kind) })),
    });

  if (list.isError)
    return <Result status="warning" title={t('common.loadFailed', { message: list.error.message })} />;
  if (!list.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const byKind = new Map(list.data.list.map((logo) => [logo.kind, logo]));

  return (
    <>
      <Alert type="info" showIcon title={t('sites.logos.intro')} />
      <Row gutter={[16, 16]}>
        {LOGO_KINDS.map((kind) => (
          <Col key={kind} xs={24} xl={12}>
            <LogoCard
              kind={kind}
              logo={byKind.get(kind)}
              mayEdit={mayEdit}
              onEdit={() => setEditing(kind)}
              onRemove={() => askRemove(kind)}
            />
          </Col>
        ))}
      </Row>
      {editing && (
        <LogoEditor
          siteId={siteId}
          kind={editing}
          current={byKind.get(editing)?.photo_path}
          onClose={() => setEditing(null)}
          onSaved={() => void list.refetch()}
        />
      )}
      {modal}
    </>
  );
}

function LogoCard(props: {
  kind: TLogoKind;
  logo: AdminSiteLogo | undefined;
  mayEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { kind, logo } = props;
  const light = kind.endsWith('_light');
  const hint = !logo && light ? t(`sites.logos.hints.${kind}Empty`) : t(`sites.logos.hints.${kind}`);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid={`logo-card-${kind}`}
      title={t(`sites.logos.kinds.${kind}`)}
      extra={
        props.mayEdit && (
          <Space size={4}>
            <Button
              size="small"
              icon={logo ? <EditOutlined /> : <PlusOutlined />}
              onClick={props.onEdit}
              data-testid={`logo-set-${kind}`}
            >
              {logo ? t('sites.logos.change') : t('sites.logos.set')}
            </Button>
            {logo && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={props.onRemove}
                data-testid={`logo-remove-${kind}`}
              >
                {t('sites.logos.remove')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {hint}
      </Typography.Paragraph>
      <LogoPreview src={logo?.photo_path} kind={kind} />
      {logo && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {logo.photo_path}
          </Typography.Text>{' '}
          · {t('sites.logos.updatedAt')} <TimeText value={logo.updated_at} />
        </Typography.Text>
      )}
    </Card>
  );
}

/** The picture on both backgrounds, at the height the member header draws it. */
function LogoPreview({ src, kind }: { src: string | undefined; kind: TLogoKind }) {
  const { t } = useTranslation();
  const height = kind === 'favicon' ? 32 : kind.startsWith('mobile') ? 28 : 40;
  const panel = (background: string, label: string, testId: string) => (
    <div
      data-testid={testId}
      style={{
        flex: 1,
        minWidth: 0,
        background,
        border: '1px solid rgba(128, 128, 128, 0.25)',
        borderRadius: 8,
        padding: '10px 12px 8px',
      }}
    >
      <div style={{ height: 48, display: 'flex', alignItems: 'center' }}>
        {src ? (
          <img
            src={src}
            alt={label}
            style={{ height, width: 'auto', maxWidth: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <span style={{ color: '#8c8c8c', fontSize: 13 }}>{t('sites.logos.none')}</span>
        )}
      </div>
      <div style={{ fontSize: 11, marginTop: 4, color: background === DARK ? '#bfbfbf' : '#595959' }}>
        {label}
      </div>
    </div>
  );
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {panel(DARK, t('sites.logos.onDark'), `logo-preview-dark-${kind}`)}
      {panel(LIGHT, t('sites.logos.onLight'), `logo-preview-light-${kind}`)}
    </div>
  );
}

/**
 * Upload a picture, see it on both backgrounds, then save after a confirmation. Only an upload: the
 * server takes a logo only from the content image store, so there is no address to type.
 */
function LogoEditor(props: {
  siteId: number;
  kind: TLogoKind;
  current: string | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { siteName } = useSiteScope();
  const save = useAdminAction(AdminSiteLogoSave, { resource: 'sites' });
  const [form] = Form.useForm<{ photo_path: string }>();
  const draft = Form.useWatch('photo_path', form);
  const [error, setError] = useState<string | null>(null);
  const kindName = t(`sites.logos.kinds.${props.kind}`);

  const proceed = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: t('sites.logos.confirmSave', { kind: kindName, site: siteName(props.siteId) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setError(null);
        try {
          await save.run({ site_id: props.siteId, kind: props.kind, photo_path: values.photo_path.trim() });
          props.onSaved();
          void message.success(t('sites.logos.saved', { kind: kindName }));
          props.onClose();
        } catch (e) {
          setError((e as Error).message);
        }
      },
    });
  };

  return (
    <Modal
      open
      title={t('sites.logos.setTitle', { kind: kindName })}
      okText={t('sites.logos.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'logo-save' }}
      onOk={() => void proceed()}
      onCancel={props.onClose}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('common.actionFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ photo_path: uploaded(props.current) }}>
        <Form.Item
          name="photo_path"
          label={t('sites.logos.picture')}
          extra={t('sites.logos.pictureHelp')}
          rules={[
            {
              validator: (_, value?: string) =>
                isContentImageUrl(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('sites.logos.uploadRequired'))),
            },
          ]}
        >
          <ImageField uploadOnly showable={isContentImageUrl} />
        </Form.Item>
      </Form>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('sites.logos.preview')}
      </Typography.Text>
      <LogoPreview src={uploaded(draft)} kind={props.kind} />
    </Modal>
  );
}
