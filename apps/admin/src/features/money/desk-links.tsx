import { WarningFilled } from '@ant-design/icons';
import { AdminMemberLinks } from '@arks/contracts';
import { Alert, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { StatusTag } from '../../components/values';
import { deskLinkSummary } from './desk-link-warnings';
import type { Withdrawal } from './money-decision';

type Row = ReturnType<typeof deskLinkSummary>['rows'][number];

const KIND_COLORS: Record<string, string> = {
  device: 'volcano',
  ip: 'gold',
  bank_account: 'red',
  phone: 'purple',
};

/**
 * Other members sharing a device, an address, a bank account or a phone with the one asking to be
 * paid (the member page's linked-accounts review, compact), with a warning mark when one of them is
 * frozen or disabled or holds the account this order pays to.
 */
export function DeskLinks({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  const query = useAdminQuery(AdminMemberLinks, { id: w.member_id });
  const summary = query.data ? deskLinkSummary(query.data.list, w.account_number) : null;

  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      data-testid="desk-links"
      title={
        <Space size={8}>
          {t('money.links.title')}
          {summary && (
            <Tag bordered={false} color={summary.warn ? 'error' : 'default'}>
              {summary.rows.length}
            </Tag>
          )}
          {summary?.warn && (
            <WarningFilled
              style={{ color: '#cf1322' }}
              aria-label={t('money.links.warn')}
              data-testid="links-warn"
            />
          )}
        </Space>
      }
      extra={
        <Link to={`/members/${w.member_id}?tab=links`}>
          {t('money.links.openMember', { member: w.member_account })}
        </Link>
      }
    >
      {query.isError && (
        <Alert type="error" showIcon title={t('common.loadFailed', { message: query.error.message })} />
      )}
      {summary?.warn && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={[
            summary.samePayee > 0 && t('money.links.samePayeeCount', { count: summary.samePayee }),
            summary.blocked > 0 && t('money.links.blockedCount', { count: summary.blocked }),
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      {query.data?.truncated && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('members.links.truncated')} />
      )}
      <Table<Row>
        size="small"
        dataSource={summary?.rows}
        loading={query.isLoading}
        rowKey={(r) => r.linked.member.id}
        pagination={false}
        scroll={{ y: 240 }}
        locale={{ emptyText: t('money.links.none') }}
        columns={[
          {
            key: 'member',
            title: t('members.links.member'),
            width: 220,
            render: (_, { linked, warnings }) => (
              <Space size={6}>
                {warnings.length > 0 && (
                  <Tooltip title={warnings.map((x) => t(`money.links.warnings.${x}`)).join(' ')}>
                    <WarningFilled style={{ color: '#cf1322' }} aria-label={t('money.links.warn')} />
                  </Tooltip>
                )}
                <Link to={`/members/${linked.member.id}`}>{linked.member.account}</Link>
                <Typography.Text type="secondary">· {siteName(linked.member.site_id)}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('members.fields.status'),
            width: 110,
            render: (_, { linked }) => <StatusTag area="members" value={linked.member.status} />,
          },
          {
            key: 'links',
            title: t('members.links.linkedBy'),
            render: (_, { linked, warnings }) => (
              <Space size={[4, 4]} wrap>
                {linked.links.map((link) => (
                  <Tag
                    key={`${link.kind}:${link.value}`}
                    color={KIND_COLORS[link.kind]}
                    bordered={false}
                    icon={
                      link.kind === 'bank_account' && warnings.includes('same_payee') ? (
                        <WarningFilled />
                      ) : undefined
                    }
                  >
                    {t(`members.links.kinds.${link.kind}`)} <span className="admin-mono">{link.value}</span>
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
