import { AdminWithdrawalApprove, ZWithdrawStatus } from '@arks/contracts';
import { getDefaultFilter } from '@refinedev/antd';
import { useGetIdentity } from '@refinedev/core';
import { Card, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { usePreferences } from '../../app/preferences';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody } from '../../layout/page-header';
import { useWithdrawalDecision, type Withdrawal } from './money-decision';
import { QueueHeader, QueueTable, queueColumns, useQueueTable } from './queue-page';
import { WithdrawalActions } from './withdrawal-actions';

/** Whole days in the staff member's zone, as the API's from/to instants. */
function dayRange(range: [Dayjs | null, Dayjs | null] | null, zone: string): [string, string] | undefined {
  if (!range?.[0] || !range[1]) return undefined;
  const from = dayjs.tz(range[0].format('YYYY-MM-DD'), zone).startOf('day');
  const to = dayjs.tz(range[1].format('YYYY-MM-DD'), zone).endOf('day');
  return [from.format(), to.format()];
}

export function WithdrawalQueue() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const decide = useWithdrawalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const table = useQueueTable<Withdrawal>('withdrawals');
  const mayDecide = canCall(staff?.role, AdminWithdrawalApprove);
  const range = getDefaultFilter('created_at', table.filters, 'between') as [string, string] | undefined;

  const columns = queueColumns<Withdrawal>(
    t,
    'withdrawals',
    table.view,
    [
      {
        key: 'bank',
        title: t('withdrawals.fields.bank'),
        render: (_, w) => (
          <Space direction="vertical" size={0}>
            <Typography.Text>
              {w.bank_name} · {w.account_name}
            </Typography.Text>
            <Typography.Text type="secondary" className="admin-mono">
              {w.account_number}
            </Typography.Text>
          </Space>
        ),
      },
    ],
    (w) => (
      <WithdrawalActions
        withdrawal={w}
        staffId={staff?.id}
        mayDecide={mayDecide}
        onDecide={(verdict) => setDecision(decide(w, verdict))}
      />
    ),
  );

  return (
    <>
      <QueueHeader<Withdrawal>
        area="withdrawals"
        statuses={ZWithdrawStatus.options}
        table={table}
        csv={(w) => ({
          [t('withdrawals.fields.bank')]: `${w.bank_name} ${w.account_name} ${w.account_number}`,
          [t('money.firstApprover')]: w.first_approval?.staff_account ?? '',
        })}
      />
      <PageBody>
        <Card size="small">
          <Space>
            <Typography.Text>{t('withdrawals.dateRange')}</Typography.Text>
            <DatePicker.RangePicker
              value={range ? [dayjs(range[0]).tz(timeZone), dayjs(range[1]).tz(timeZone)] : null}
              onChange={(value) =>
                table.setFilters(
                  [
                    {
                      field: 'created_at',
                      operator: 'between',
                      value: dayRange(value as [Dayjs, Dayjs] | null, timeZone),
                    },
                  ],
                  'merge',
                )
              }
            />
          </Space>
        </Card>
        <QueueTable<Withdrawal> tableProps={table.tableProps} columns={columns} />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
