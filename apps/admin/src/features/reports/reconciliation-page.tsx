import {
  AdminReconciliationTaskResolve,
  AdminReconciliationTasks,
  type ReconciliationTask,
} from '@arks/contracts';
import { App, Button, Card, Empty, Input, Modal, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/admin-client';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';
import { amountColumn } from './report-parts';

type Status = ReconciliationTask['status'];
const STATUS_COLOR: Record<Status, string> = { open: 'red', cleared: 'green', resolved: 'blue' };

/** Provider-days whose bets and ledger disagree: what staff look into, and close with a note. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteId } = useSiteScope();
  const [params, setParams] = useSearchParams();
  const status = (['open', 'cleared', 'resolved'] as const).find((s) => s === params.get('status')) ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminQuery(AdminReconciliationTasks, {
    ...(siteId !== null ? { site_id: siteId } : {}),
    status,
    page,
    page_size: 50,
  });
  const resolve = useAdminAction(AdminReconciliationTaskResolve, { resource: 'reportReconciliation' });
  const [closing, setClosing] = useState<ReconciliationTask | null>(null);
  const [note, setNote] = useState('');

  const submit = async () => {
    if (!closing) return;
    try {
      await resolve.run({ id: Number(closing.id), note });
      message.success(t('reports.resolved'));
      setClosing(null);
      setNote('');
      await query.refetch();
    } catch (error) {
      message.error(t('reports.actionFailed', { message: failureText(error) }));
    }
  };

  const columns = [
    { key: 'day', dataIndex: 'day', title: t('reports.date') },
    { key: 'site', dataIndex: 'site_id', title: t('reports.site') },
    { key: 'currency', dataIndex: 'currency', title: t('reports.currency') },
    { key: 'provider', dataIndex: 'provider', title: t('reports.provider') },
    amountColumn<ReconciliationTask>('transfer_in_amount', t('reports.transfersIn')),
    amountColumn<ReconciliationTask>('transfer_out_amount', t('reports.transfersOut')),
    amountColumn<ReconciliationTask>('balance_change_amount', t('reports.balanceChange')),
    amountColumn<ReconciliationTask>('bet_loss_amount', t('reports.betLosses')),
    amountColumn<ReconciliationTask>('difference_amount', t('reports.difference')),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('reports.status'),
      render: (s: Status) => <Tag color={STATUS_COLOR[s]}>{t(`reports.statuses.${s}`)}</Tag>,
    },
    { key: 'note', dataIndex: 'note', title: t('reports.note') },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, r: ReconciliationTask) =>
        r.status === 'open' && (
          <Button size="small" onClick={() => setClosing(r)}>
            {t('reports.resolve')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('reports.reconciliationTitle')}
        crumbs={[{ title: t('menu.reports') }, { title: t('reports.menuReconciliation') }]}
        subtitle={t('reports.reconciliationRule')}
        extra={
          <Segmented<Status>
            value={status}
            onChange={(s) => setParams({ status: s })}
            options={(['open', 'cleared', 'resolved'] as const).map((s) => ({
              value: s,
              label: t(`reports.statuses.${s}`),
            }))}
          />
        }
      />
      <PageBody>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<ReconciliationTask>
            data-testid="reconciliation-table"
            rowKey="id"
            size="small"
            loading={query.isLoading}
            dataSource={query.data?.rows ?? []}
            columns={columns}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(`reports.reconciliationEmpty.${status}`)}
                />
              ),
            }}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize: 50,
              total: query.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p: number) => setParams({ status, page: String(p) }),
            }}
          />
        </Card>
        <Modal
          open={closing !== null}
          title={t('reports.resolveTitle', { provider: closing?.provider, day: closing?.day })}
          okText={t('reports.resolve')}
          okButtonProps={{ disabled: note.trim() === '', loading: resolve.isPending }}
          onOk={() => void submit()}
          onCancel={() => setClosing(null)}
        >
          <Typography.Paragraph type="secondary">{t('reports.resolveHelp')}</Typography.Paragraph>
          <Input.TextArea
            aria-label={t('reports.note')}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
          />
        </Modal>
      </PageBody>
    </>
  );
}
