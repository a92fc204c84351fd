import { AdminMemberLinks, type ZAdminMemberLink } from '@arks/contracts';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useSiteScope } from '../../../app/site-scope';
import { StatusTag } from '../../../components/values';
import { useAdminQuery } from '../../../api/use-admin';

type Linked = z.infer<typeof ZAdminMemberLink>;

const KIND_COLORS: Record<string, string> = {
  device: 'volcano',
  ip: 'gold',
  bank_account: 'red',
  phone: 'purple',
};

/** Members sharing a device, an address, a bank account number or a phone with this one (fraud review). */
export function MemberLinks({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  const query = useAdminQuery(AdminMemberLinks, { id: memberId });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text type="secondary">{t('members.links.intro')}</Typography.Text>
      {query.data?.truncated && <Alert type="warning" showIcon title={t('members.links.truncated')} />}
      <Table<Linked>
        dataSource={query.data?.list}
        loading={query.isFetching}
        rowKey={(l) => l.member.id}
        size="small"
        pagination={false}
        data-testid="member-links"
        locale={{ emptyText: t('members.links.none') }}
      >
        <Table.Column<Linked>
          title={t('members.links.member')}
          render={(_, l) => (
            <Link to={`/members/${l.member.id}`}>
              <Typography.Text strong style={{ color: 'inherit' }}>
                {l.member.account}
              </Typography.Text>
            </Link>
          )}
        />
        <Table.Column<Linked>
          title={t('members.fields.name')}
          render={(_, l) => l.member.name ?? t('common.none')}
        />
        <Table.Column<Linked>
          title={t('members.fields.site')}
          render={(_, l) => siteName(l.member.site_id)}
        />
        <Table.Column<Linked>
          title={t('members.fields.status')}
          render={(_, l) => <StatusTag area="members" value={l.member.status} />}
        />
        <Table.Column<Linked>
          title={t('members.links.linkedBy')}
          render={(_, l) => (
            <Space size={[4, 4]} wrap>
              {l.links.map((link) => (
                <Tag key={`${link.kind}:${link.value}`} color={KIND_COLORS[link.kind]} bordered={false}>
                  {t(`members.links.kinds.${link.kind}`)} <span className="admin-mono">{link.value}</span>
                </Tag>
              ))}
            </Space>
          )}
        />
      </Table>
    </Space>
  );
}
