import { AdminMemberGameSessions, type ZAdminMemberGameSession } from '@arks/contracts';
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TimeText } from '../../../components/values';
import { mono } from '../mono';
import { usePaged } from './use-paged';

type Session = z.infer<typeof ZAdminMemberGameSession>;

/** The member's game launches per provider, newest first; the money moved is in the ledger tab. */
export function MemberGames({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { query, list, pagination } = usePaged(AdminMemberGameSessions, { id: memberId });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('members.games.transfersHint')}</Typography.Text>
      <Table<Session>
        dataSource={list}
        loading={query.isFetching}
        pagination={pagination}
        rowKey="id"
        size="small"
        data-testid="member-games"
      >
        <Table.Column<Session> dataIndex="gp_id" title={t('members.games.provider')} onCell={mono} />
        <Table.Column<Session> dataIndex="game_code" title={t('members.games.game')} onCell={mono} />
        <Table.Column<Session>
          dataIndex="started_at"
          title={t('members.games.startedAt')}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<Session>
          dataIndex="left_at"
          title={t('members.games.leftAt')}
          render={(v: string | null) =>
            v ? (
              <TimeText value={v} />
            ) : (
              <Tag color="processing" bordered={false}>
                {t('members.games.playing')}
              </Tag>
            )
          }
        />
      </Table>
    </Space>
  );
}
