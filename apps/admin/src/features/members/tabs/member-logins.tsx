import { AdminMemberLogins, type ZAdminMemberLogin } from '@arks/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TimeText } from '../../../components/values';
import { mono } from '../mono';
import { usePaged } from './use-paged';

type Login = z.infer<typeof ZAdminMemberLogin>;

/** Every login of the member, newest first: when, from which address, on what device, and how. */
export function MemberLogins({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { query, list, pagination } = usePaged(AdminMemberLogins, { id: memberId });
  return (
    <Table<Login>
      dataSource={list}
      loading={query.isFetching}
      pagination={pagination}
      rowKey="id"
      size="small"
      data-testid="member-logins"
      scroll={{ x: 900 }}
    >
      <Table.Column<Login>
        dataIndex="at"
        title={t('members.logins.at')}
        render={(v: string) => <TimeText value={v} />}
      />
      <Table.Column<Login> dataIndex="ip" title={t('members.logins.ip')} onCell={mono} />
      <Table.Column<Login>
        dataIndex="device_type"
        title={t('members.logins.device')}
        render={(v: number | null) =>
          v === null ? (
            <Typography.Text type="secondary">{t('members.logins.unknownDevice')}</Typography.Text>
          ) : (
            <Tag bordered={false}>{t(`members.logins.deviceTypes.${v}`)}</Tag>
          )
        }
      />
      <Table.Column<Login>
        dataIndex="udid"
        title={t('members.logins.udid')}
        onCell={mono}
        render={(v: string | null) =>
          v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        }
      />
      <Table.Column<Login>
        dataIndex="method"
        title={t('members.logins.method')}
        render={(v: string) => t(`members.logins.methods.${v}`)}
      />
      <Table.Column<Login>
        dataIndex="user_agent"
        title={t('members.logins.userAgent')}
        ellipsis
        render={(v: string | null) =>
          v ? (
            <Typography.Text type="secondary" title={v}>
              {v}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
          )
        }
      />
    </Table>
  );
}
