import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AdminSite, useSiteScope } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';

/** Every site (there are few, so the whole list is one answer), each opening its page of rules. */
export function SiteList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sites, siteName } = useSiteScope();
  const mayCreate = useCan({ resource: 'sites', action: 'create' }).data?.can;
  return (
    <>
      <PageHeader
        title={t('sites.title')}
        subtitle={t('sites.subtitle')}
        crumbs={[{ title: t('menu.sites') }]}
        extra={
          mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/sites/new')}>
              {t('sites.create')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<AdminSite>
            dataSource={sites}
            rowKey="id"
            size="middle"
            pagination={false}
            scroll={{ x: 900 }}
          >
            <Table.Column<AdminSite> dataIndex="id" title={t('sites.fields.id')} width={70} />
            <Table.Column<AdminSite>
              title={t('sites.fields.site')}
              render={(_, s) => (
                <Link to={`/sites/${s.id}`}>
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {siteName(s.id)}
                  </Typography.Text>
                </Link>
              )}
            />
            <Table.Column<AdminSite>
              dataIndex="name"
              title={t('sites.fields.name')}
              render={(name: string) => <Typography.Text code>{name}</Typography.Text>}
            />
            <Table.Column<AdminSite>
              dataIndex="currencies"
              title={t('sites.fields.currencies')}
              render={(list: string[]) => list.map((c) => <Tag key={c}>{c}</Tag>)}
            />
            <Table.Column<AdminSite>
              dataIndex="languages"
              title={t('sites.fields.languages')}
              render={(list: string[]) => list.map((l) => <Tag key={l}>{l}</Tag>)}
            />
            <Table.Column<AdminSite> dataIndex="time_zone" title={t('sites.fields.timeZone')} />
            <Table.Column<AdminSite>
              dataIndex="status"
              title={t('sites.fields.status')}
              render={(status: string, s) => (
                <Space size={4}>
                  <Tag color={status === 'active' ? 'success' : 'default'} bordered={false}>
                    {t(`sites.status.${status}`)}
                  </Tag>
                  {s.is_demo && <Tag color="warning">{t('sites.fields.isDemo')}</Tag>}
                </Space>
              )}
            />
            <Table.Column<AdminSite>
              title={t('common.actions')}
              width={90}
              fixed="right"
              render={(_, s) => <Link to={`/sites/${s.id}`}>{t('sites.open')}</Link>}
            />
          </Table>
        </Card>
      </PageBody>
    </>
  );
}
