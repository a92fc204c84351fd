import { AdminMemberLetters, type ZAdminMemberLetter } from '@arks/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TimeText } from '../../../components/values';
import { usePaged } from './use-paged';

type Letter = z.infer<typeof ZAdminMemberLetter>;

/** Letters sent to the member, newest first, with whether the member read or deleted them. */
export function MemberLetters({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { query, list, pagination } = usePaged(AdminMemberLetters, { id: memberId });
  return (
    <Table<Letter>
      dataSource={list}
      loading={query.isFetching}
      pagination={pagination}
      rowKey="id"
      size="small"
      data-testid="member-letters"
    >
      <Table.Column<Letter> dataIndex="title" title={t('members.letters.title')} />
      <Table.Column<Letter>
        dataIndex="sent_at"
        title={t('members.letters.sentAt')}
        render={(v: string) => <TimeText value={v} />}
      />
      <Table.Column<Letter>
        dataIndex="read_at"
        title={t('members.letters.readAt')}
        render={(v: string | null) =>
          v ? (
            <TimeText value={v} />
          ) : (
            <Tag color="processing" bordered={false}>
              {t('members.letters.unread')}
            </Tag>
          )
        }
      />
      <Table.Column<Letter>
        dataIndex="deleted_at"
        title={t('members.letters.deletedAt')}
        render={(v: string | null) => <TimeText value={v} />}
      />
    </Table>
  );
}
