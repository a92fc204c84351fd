import { ReloadOutlined } from '@ant-design/icons';
import {
  AdminProviderTransferRecheck,
  AdminProviderTransferResolve,
  type AdminProviderTransfer,
} from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  InputNumber,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount, formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { MemberCell } from '../../components/member-cell';
import { resolutionEffect } from './logic';
import { SearchCard, withTotals } from '../../components/list-parts';

type Transfer = AdminProviderTransfer;
type Check = Transfer['checks'][number];
const ANSWER_COLORS: Record<string, string> = {
  unreachable: 'error',
  not_seen_yet: 'warning',
  not_seen: 'default',
  success: 'success',
  failed: 'default',
};

function AnswerTag({ answer }: { answer: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={ANSWER_COLORS[answer] ?? 'default'} bordered={false}>
      {t(`moneySetup.transfers.answer.${answer}`)}
    </Tag>
  );
}

/** The reconciliation attempts under a row: newest first, who asked, what the provider said. */
function Checks({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '4px 8px 8px 48px' }}>
      <Typography.Text strong>{t('moneySetup.transfers.checks')}</Typography.Text>{' '}
      {transfer.checks_total > transfer.checks.length && (
        <Typography.Text type="secondary">
          (
          {t('moneySetup.transfers.checksMore', {
            shown: transfer.checks.length,
            total: transfer.checks_total,
          })}
          )
        </Typography.Text>
      )}
      <Table<Check>
        size="small"
        style={{ marginTop: 8, maxWidth: 900 }}
        rowKey={(c) => `${c.checked_at}:${c.answer}`}
        dataSource={transfer.checks}
        pagination={false}
        locale={{ emptyText: t('moneySetup.transfers.noChecks') }}
      >
        <Table.Column<Check>
          dataIndex="checked_at"
          title={t('moneySetup.transfers.fields.checkedAt')}
          width={180}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<Check>
          dataIndex="staff_id"
          title={t('moneySetup.transfers.fields.by')}
          width={160}
          render={(id: number | null) =>
            id === null ? t('moneySetup.transfers.byJob') : t('moneySetup.transfers.byStaff', { id })
          }
        />
        <Table.Column<Check>
          dataIndex="answer"
          title={t('moneySetup.transfers.fields.lastAnswer')}
          width={150}
          render={(a: string) => <AnswerTag answer={a} />}
        />
        <Table.Column<Check>
          dataIndex="detail"
          title={t('moneySetup.transfers.fields.detail')}
          render={(d: string | null) =>
            d ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
          }
        />
      </Table>
    </div>
  );
}

/** Settling one transfer by hand: what the provider confirmed, a reason, and a confirmation naming the money's move. */
function useResolve() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resolve = useAdminAction(AdminProviderTransferResolve, { resource: 'providerTransfers' });
  return (tr: Transfer, member: string): Decision => {
    const money = { amount: formatAmount(tr.amount), currency: tr.currency, gp: tr.gp_id, member };
    const effect = (outcome: 'posted' | 'voided') =>
      t(`moneySetup.transfers.effect.${resolutionEffect(tr, outcome)}`, money);
    return {
      title: t('moneySetup.transfers.resolveTitle', { id: tr.id }),
      summary: (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('moneySetup.transfers.checkFirst')}
            style={{ marginBottom: 16 }}
          />
          <Descriptions column={2} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('moneySetup.transfers.fields.member')}>{member}</Descriptions.Item>
            <Descriptions.Item label={t('moneySetup.transfers.fields.provider')}>
              {tr.gp_id}
            </Descriptions.Item>
            <Descriptions.Item label={t('moneySetup.transfers.fields.direction')}>
              {t(`moneySetup.transfers.direction.${tr.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('moneySetup.transfers.fields.amount')}>
              <Amount value={tr.amount} currency={tr.currency} strong />
            </Descriptions.Item>
          </Descriptions>
        </>
      ),
      fields: (
        <Form.Item name="outcome" label={t('moneySetup.transfers.outcomeLabel')} rules={[{ required: true }]}>
          <Radio.Group>
            <Space direction="vertical">
              {(['posted', 'voided'] as const).map((o) => (
                <Radio key={o} value={o} data-testid={`outcome-${o}`}>
                  <Typography.Text strong>{t(`moneySetup.transfers.outcome.${o}`)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{effect(o)}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      ),
      reasonRequired: true,
      okText: t('moneySetup.transfers.resolve'),
      danger: true,
      confirm: (v) => ({
        title: t('moneySetup.transfers.confirmTitle', {
          id: tr.id,
          outcome: t(`moneySetup.transfers.outcomeShort.${v.outcome}`),
        }),
        content: effect(v.outcome as 'posted' | 'voided'),
      }),
      submit: (v) =>
        resolve.run({ id: tr.id, outcome: v.outcome as 'posted' | 'voided', reason: v.reason!.trim() }),
      onDone: (v) =>
        message.success(
          t('moneySetup.transfers.resolved', {
            id: tr.id,
            outcome: t(`moneySetup.transfers.outcomeShort.${v.outcome}`),
          }),
        ),
    };
  };
}

export function TransferDesk() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  const { message } = App.useApp();
  const { siteId, siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const recheck = useAdminAction(AdminProviderTransferRecheck, { resource: 'providerTransfers' });
  const resolveOf = useResolve();
  const [asking, setAsking] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<
    Transfer,
    HttpError,
    { member_id?: number }
  >({
    resource: 'providerTransfers',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: siteFilter(siteId) },
    onSearch: (v) => [{ field: 'member_id', operator: 'eq', value: v.member_id }],
  });
  const mayAct = canCall(staff?.role, AdminProviderTransferResolve);
  const memberLabel = (tr: Transfer) => (tr.member_id === null ? t('common.none') : `#${tr.member_id}`);

  async function askNow(tr: Transfer) {
    setAsking(tr.id);
    try {
      const r = await recheck.run({ id: tr.id });
      message.info(
        t('moneySetup.transfers.rechecked', {
          id: tr.id,
          answer: r.answer ? t(`moneySetup.transfers.answer.${r.answer}`) : t('common.none'),
          status: t(`moneySetup.transfers.status.${r.status}`),
        }),
      );
    } catch (e) {
      message.error(t('common.actionFailed', { message: (e as Error).message }));
    } finally {
      setAsking(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('moneySetup.transfers.title')}
        subtitle={t('moneySetup.transfers.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('moneySetup.menu.transfers') }]}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
              {t('common.refresh')}
            </Button>
            <ExportCsv<Transfer>
              resource="providerTransfers"
              filters={filters}
              sorters={sorters}
              filename="provider-transfers"
              mapData={(tr) => ({
                [t('moneySetup.transfers.fields.id')]: tr.id,
                [t('moneySetup.transfers.fields.memberId')]: tr.member_id ?? '',
                [t('moneySetup.channels.fields.site')]: siteName(tr.site_id),
                [t('moneySetup.transfers.fields.provider')]: tr.gp_id,
                [t('moneySetup.transfers.fields.direction')]: t(
                  `moneySetup.transfers.direction.${tr.direction}`,
                ),
                [t('moneySetup.transfers.fields.amount')]: tr.amount,
                [t('moneySetup.channels.fields.currency')]: tr.currency,
                [t('moneySetup.transfers.fields.createdAt')]: formatTime(tr.created_at, timeZone),
                [t('moneySetup.transfers.fields.checks')]: tr.checks_total,
                [t('moneySetup.transfers.fields.lastAnswer')]: tr.checks[0]
                  ? t(`moneySetup.transfers.answer.${tr.checks[0].answer}`)
                  : '',
              })}
            />
          </>
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          name="transfer-search"
          initialValues={{ member_id: getDefaultFilter('member_id', filters, 'eq') }}
        >
          <Form.Item
            name="member_id"
            label={t('moneySetup.transfers.fields.memberId')}
            style={{ marginBottom: 16 }}
          >
            <InputNumber min={1} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Transfer>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1150 }}
            locale={{ emptyText: t('moneySetup.transfers.empty') }}
            expandable={{ expandedRowRender: (tr) => <Checks transfer={tr} />, rowExpandable: () => true }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<Transfer>
              dataIndex="id"
              title={t('moneySetup.transfers.fields.id')}
              width={110}
              render={(v: string) => <span className="admin-mono">{v}</span>}
            />
            <Table.Column<Transfer>
              dataIndex="member_id"
              title={t('moneySetup.transfers.fields.member')}
              width={150}
              render={(id: number | null, tr) =>
                id === null ? (
                  t('common.none')
                ) : (
                  <MemberCell account={`#${id}`} memberId={id} siteId={tr.site_id} />
                )
              }
            />
            <Table.Column<Transfer>
              dataIndex="gp_id"
              title={t('moneySetup.transfers.fields.provider')}
              width={120}
            />
            <Table.Column<Transfer>
              dataIndex="direction"
              title={t('moneySetup.transfers.fields.direction')}
              width={130}
              render={(d: string) => (
                <Tag color={d === 'in' ? 'orange' : 'cyan'} bordered={false}>
                  {t(`moneySetup.transfers.direction.${d}`)}
                </Tag>
              )}
            />
            <Table.Column<Transfer>
              dataIndex="amount"
              title={t('moneySetup.transfers.fields.amount')}
              align="right"
              width={170}
              render={(v: string, tr) => <Amount value={v} currency={tr.currency} strong />}
            />
            <Table.Column<Transfer>
              dataIndex="created_at"
              title={t('moneySetup.transfers.fields.createdAt')}
              width={170}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<Transfer>
              dataIndex="checks_total"
              title={t('moneySetup.transfers.fields.checks')}
              width={90}
              align="right"
            />
            <Table.Column<Transfer>
              title={t('moneySetup.transfers.fields.lastAnswer')}
              width={140}
              render={(_, tr) =>
                tr.checks[0] ? (
                  <AnswerTag answer={tr.checks[0].answer} />
                ) : (
                  <Typography.Text type="secondary">{t('moneySetup.transfers.noChecks')}</Typography.Text>
                )
              }
            />
            {mayAct && (
              <Table.Column<Transfer>
                title={t('common.actions')}
                fixed="right"
                width={200}
                render={(_, tr) => (
                  <Space>
                    <Button
                      size="small"
                      data-testid="transfer-recheck"
                      loading={asking === tr.id}
                      onClick={() => void askNow(tr)}
                    >
                      {t('moneySetup.transfers.recheck')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      data-testid="transfer-resolve"
                      onClick={() => setDecision(resolveOf(tr, memberLabel(tr)))}
                    >
                      {t('moneySetup.transfers.resolve')}
                    </Button>
                  </Space>
                )}
              />
            )}
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
