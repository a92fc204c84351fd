import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined } from '@ant-design/icons';
import {
  AdminGameHalls,
  AdminGameHallsSave,
  bundledHallOf,
  isContentImageUrl,
  LANG_CODES,
  type TAdminGameHall,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Drawer,
  Form,
  Input,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import { callAdmin } from '../../api/admin-client';
import type { StaffProfile } from '../../api/staff-session';
import { usePreferences } from '../../app/preferences';
import { useSiteScope, type AdminSite } from '../../app/site-scope';
import { useAdminQuery } from '../../api/use-admin';
import { ImageField } from '../../components/image-field';
import { ReasonField } from '../../components/reason-field';
import { PageBody, PageHeader } from '../../layout/page-header';
import { moveHall, type HallDraft } from './logic';

/** Spec §3 game types as members see them on one site: names, icons, order and which are shown. */
export function HallSettingsPage() {
  const { t } = useTranslation();
  const { site } = useSiteScope();
  return (
    <>
      <PageHeader
        title={t('games.hallSettings.title')}
        subtitle={t('games.hallSettings.subtitle')}
        crumbs={[{ title: t('menu.games') }, { title: t('games.menu.halls') }]}
      />
      <PageBody>
        {site ? (
          <SiteHalls site={site} key={site.id} />
        ) : (
          <Alert type="info" showIcon message={t('games.hallSettings.chooseSite')} />
        )}
      </PageBody>
    </>
  );
}

/** A hall icon as the console can draw it: a stored picture, or a note for the bundled artwork. */
function HallIcon({ icon }: { icon: string }) {
  const { t } = useTranslation();
  return bundledHallOf(icon) !== null ? (
    <Tag>{t('games.hallSettings.bundled')}</Tag>
  ) : (
    <img src={icon} alt="" width={36} height={36} style={{ objectFit: 'contain', borderRadius: 8 }} />
  );
}

function SiteHalls({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { modal, message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminGameHallsSave);
  const query = useAdminQuery(AdminGameHalls, { site_id: site.id });
  const [drafts, setDrafts] = useState<HallDraft[] | null>(null);
  const [editing, setEditing] = useState<HallDraft | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  // The server's list until staff change something here; null again after a save or an undo.
  const stored = (query.data?.list ?? []).map(toDraft);
  const rows = drafts ?? stored;
  const changed = JSON.stringify(rows) !== JSON.stringify(stored);

  const save = ({ reason }: { reason: string }) =>
    modal.confirm({
      title: t('games.hallSettings.confirmSave', { site: site.name }),
      content: reason,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await callAdmin(AdminGameHallsSave, { site_id: site.id, halls: rows, reason });
          await query.refetch();
          setDrafts(null);
          form.resetFields();
          message.success(t('games.hallSettings.saved'));
        } catch (e) {
          message.error(t('common.actionFailed', { message: (e as Error).message }));
        }
      },
    });

  // The name most members read: the site's own language's.
  const siteLang = site.default_language as keyof HallDraft['names'];
  const nameOf = (h: HallDraft) => h.names[siteLang] || h.names.en_US;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Table<HallDraft>
          dataSource={rows}
          rowKey="gt_id"
          loading={query.isLoading}
          pagination={false}
          size="middle"
          data-testid="hall-settings"
        >
          <Table.Column<HallDraft>
            key="order"
            title={t('games.hallSettings.order')}
            width={110}
            render={(_, h, i) => (
              <Space size={4}>
                <Typography.Text type="secondary" style={{ width: 18, display: 'inline-block' }}>
                  {i + 1}
                </Typography.Text>
                {mayWrite && (
                  <>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      aria-label={t('games.hallSettings.up')}
                      data-testid={`hall-up-${h.gt_id}`}
                      onClick={() => setDrafts(moveHall(rows, h.gt_id, -1))}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={i === rows.length - 1}
                      aria-label={t('games.hallSettings.down')}
                      onClick={() => setDrafts(moveHall(rows, h.gt_id, 1))}
                    />
                  </>
                )}
              </Space>
            )}
          />
          <Table.Column<HallDraft>
            key="hall"
            title={t('games.hallSettings.hall')}
            render={(_, h) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong data-testid={`hall-name-${h.gt_id}`}>
                  {nameOf(h)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  gt_id {h.gt_id} · {h.names[language] || t(`games.halls.${h.gt_id}`)}
                </Typography.Text>
              </Space>
            )}
          />
          <Table.Column<HallDraft>
            key="icons"
            title={t('games.hallSettings.icons')}
            width={220}
            render={(_, h) => (
              <Space>
                <HallIcon icon={h.gt_icon} />
                <HallIcon icon={h.gt_icon_active} />
              </Space>
            )}
          />
          <Table.Column<HallDraft>
            key="shown"
            title={t('games.hallSettings.shown')}
            width={110}
            render={(_, h) => (
              <Switch
                checked={!h.hidden}
                disabled={!mayWrite}
                data-testid={`hall-shown-${h.gt_id}`}
                onChange={(on) =>
                  setDrafts(rows.map((r) => (r.gt_id === h.gt_id ? { ...r, hidden: !on } : r)))
                }
              />
            )}
          />
          {mayWrite ? (
            <Table.Column<HallDraft>
              key="actions"
              title={t('common.actions')}
              width={120}
              render={(_, h) => (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  data-testid={`hall-edit-${h.gt_id}`}
                  onClick={() => setEditing(h)}
                >
                  {t('games.hallSettings.edit')}
                </Button>
              )}
            />
          ) : null}
        </Table>
      </Card>
      {mayWrite && (
        <Card size="small">
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 640 }}>
            {changed && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('games.hallSettings.unsaved')}
              />
            )}
            <ReasonField />
            <Space>
              <Button type="primary" htmlType="submit" disabled={!changed} data-testid="halls-save">
                {t('games.hallSettings.save')}
              </Button>
              <Button disabled={!changed} onClick={() => setDrafts(null)}>
                {t('games.hallSettings.undo')}
              </Button>
            </Space>
          </Form>
        </Card>
      )}
      <HallDrawer
        hall={editing}
        onClose={() => setEditing(null)}
        onDone={(h) => {
          setDrafts(rows.map((r) => (r.gt_id === h.gt_id ? h : r)));
          setEditing(null);
        }}
      />
    </Space>
  );
}

const toDraft = (h: TAdminGameHall): HallDraft => ({
  gt_id: h.gt_id,
  names: Object.fromEntries(LANG_CODES.map((l) => [l, h.names[l] ?? ''])) as HallDraft['names'],
  gt_icon: h.gt_icon,
  gt_icon_active: h.gt_icon_active,
  hidden: h.hidden,
});

const iconOk = (v: string) => bundledHallOf(v) !== null || isContentImageUrl(v);

/** One hall's names in every language and its two icons; kept in the page until the list is saved. */
function HallDrawer(props: { hall: HallDraft | null; onClose(): void; onDone(h: HallDraft): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HallDraft>();
  const h = props.hall;
  useEffect(() => {
    if (h) form.setFieldsValue(h);
  }, [h, form]);
  const iconField = (name: 'gt_icon' | 'gt_icon_active') => (
    <Form.Item label={t(`games.hallSettings.${name}`)} extra={t('games.hallSettings.iconHelp')}>
      <Space align="start">
        <Form.Item
          noStyle
          name={name}
          rules={[
            {
              validator: async (_, v?: string) => {
                if (!v || !iconOk(v.trim())) throw new Error(t('games.hallSettings.iconInvalid'));
              },
            },
          ]}
        >
          <ImageField shape="icon" uploadOnly showable={(v) => isContentImageUrl(v)} />
        </Form.Item>
        <Button onClick={() => form.setFieldValue(name, `bundled:${h?.gt_id}`)}>
          {t('games.hallSettings.useBundled')}
        </Button>
      </Space>
    </Form.Item>
  );
  return (
    <Drawer
      open={h !== null}
      width={640}
      title={h ? t('games.hallSettings.editTitle', { id: h.gt_id }) : ''}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Button type="primary" data-testid="hall-apply" onClick={() => form.submit()}>
          {t('games.hallSettings.apply')}
        </Button>
      }
    >
      {h && (
        <Form<HallDraft>
          form={form}
          layout="vertical"
          initialValues={h}
          onFinish={(v) => props.onDone({ ...h, ...v, names: { ...h.names, ...v.names } })}
        >
          <Typography.Paragraph type="secondary">{t('games.hallSettings.namesHelp')}</Typography.Paragraph>
          <Row gutter={16}>
            {LANG_CODES.map((lang) => (
              <Col span={12} key={lang}>
                <Form.Item
                  name={['names', lang]}
                  label={`${t(`games.languages.${lang}`)} (${lang})`}
                  rules={[
                    { required: true, whitespace: true, message: t('games.hallSettings.nameRequired') },
                    { max: 40 },
                  ]}
                >
                  <Input maxLength={40} data-testid={`hall-name-input-${lang}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          {iconField('gt_icon')}
          {iconField('gt_icon_active')}
        </Form>
      )}
    </Drawer>
  );
}
