import { AdminMemberLedger } from '@arks/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount, TimeText } from '../../../components/values';
import { mono } from '../mono';
import { usePaged } from './use-paged';

type Entry = (typeof AdminMemberLedger)['data']['_output']['list'][number];

const STATUS_COLORS: Record<string, string> = { posted: 'success', pending: 'processing', voided: 'default' };

/** The member's main-wallet movements from the ledger, newest first (signed: in positive, out negative). */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { query, list, pagination } = usePaged(AdminMemberLedger, { id: memberId });
  const currency = query.data?.currency;
  return (
    <Table<Entry>
      dataSource={list}
      loading={query.isFetching}
      pagination={pagination}
      rowKey="id"
      size="small"
      data-testid="member-ledger"
    >
      <Table.Column<Entry>
        dataIndex="created_at"
        title={t('members.ledger.time')}
        render={(v: string) => <TimeText value={v} />}
      />
      <Table.Column<Entry>
        dataIndex="kind"
        title={t('members.ledger.kind')}
        render={(v: string) => t(`members.ledger.kinds.${v}`)}
      />
      <Table.Column<Entry>
        dataIndex="amount"
        title={t('members.ledger.amount')}
        align="right"
        render={(v: string) => <Amount value={v} currency={currency} />}
      />
      <Table.Column<Entry>
        dataIndex="status"
        title={t('members.ledger.status')}
        render={(v: string) => (
          <Tag color={STATUS_COLORS[v]} bordered={false}>
            {t(`members.ledger.statuses.${v}`)}
          </Tag>
        )}
      />
      <Table.Column<Entry>
        dataIndex="reference"
        title={t('members.ledger.reference')}
        onCell={mono}
        render={(v: string | null) =>
          v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        }
      />
      <Table.Column<Entry>
        dataIndex="memo"
        title={t('members.ledger.memo')}
        render={(v: string | null) =>
          v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        }
      />
    </Table>
  );
}
