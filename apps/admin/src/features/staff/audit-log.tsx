import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AdminAuditVerify, type AuditChainReport, type ZAdminAuditRow } from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { ExportCsv } from '../../components/export-csv';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { auditDiff, auditValue } from './logic/audit-diff';
import { SearchCard, withTotals } from '../../components/list-parts';

type AuditRow = z.infer<typeof ZAdminAuditRow>;
interface Search {
  staff_id?: number;
  action?: string;
  target?: string;
  ip?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** Whole days in the staff member's zone, as the API's from/to instants. */
function dayRange(range: Search['period'], zone: string): [string, string] | undefined {
  if (!range?.[0] || !range[1]) return undefined;
  const from = dayjs.tz(range[0].format('YYYY-MM-DD'), zone).startOf('day');
  const to = dayjs.tz(range[1].format('YYYY-MM-DD'), zone).endOf('day');
  return [from.format(), to.format()];
}

/** The staff audit: who did what to which target, before and after, from where; and its chain check. */
export function AuditLog() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  const verify = useAdminAction(AdminAuditVerify, { resource: 'audit' });
  const [report, setReport] = useState<AuditChainReport | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const { tableProps, searchFormProps, filters, sorters } = useTable<AuditRow, HttpError, Search>({
    resource: 'audit',
    syncWithLocation: true,
    pagination: { pageSize: 50 },
    onSearch: (values) => [
      { field: 'staff_id', operator: 'eq', value: values.staff_id },
      { field: 'action', operator: 'eq', value: values.action?.trim() },
      { field: 'target', operator: 'eq', value: values.target?.trim() },
      { field: 'ip', operator: 'eq', value: values.ip?.trim() },
      { field: 'created_at', operator: 'between', value: dayRange(values.period, timeZone) },
    ],
  });
  const range = getDefaultFilter('created_at', filters, 'between') as [string, string] | undefined;

  const runVerify = async () => {
    setVerifyError(null);
    try {
      setReport(await verify.run({}));
    } catch (error) {
      setReport(null);
      setVerifyError((error as Error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        crumbs={[{ title: t('menu.staff') }, { title: t('staff.menu.audit') }]}
        extra={
          <>
            <ExportCsv<AuditRow>
              resource="audit"
              filters={filters}
              sorters={sorters}
              filename="audit"
              mapData={(r) => ({
                ID: r.id,
                [t('audit.seq')]: r.seq ?? '',
                [t('audit.time')]: formatTime(r.created_at, timeZone),
                [t('audit.who')]: r.account ?? '',
                [t('audit.action')]: r.action,
                [t('audit.target')]: r.target ?? '',
                [t('audit.ip')]: r.ip ?? '',
                [t('audit.detail')]: JSON.stringify(r.detail),
              })}
            />
            <Button
              type="primary"
              icon={<SafetyCertificateOutlined />}
              loading={verify.isPending}
              onClick={() => void runVerify()}
              data-testid="audit-verify"
            >
              {verify.isPending ? t('audit.verifying') : t('audit.verify')}
            </Button>
          </>
        }
      />
      <PageBody>
        <ChainReport report={report} error={verifyError} />
        <SearchCard
          formProps={searchFormProps}
          initialValues={{
            staff_id: getDefaultFilter('staff_id', filters, 'eq'),
            action: getDefaultFilter('action', filters, 'eq'),
            target: getDefaultFilter('target', filters, 'eq'),
            ip: getDefaultFilter('ip', filters, 'eq'),
            period: range ? [dayjs(range[0]).tz(timeZone), dayjs(range[1]).tz(timeZone)] : null,
          }}
        >
          <Form.Item name="staff_id" label={t('audit.staffId')} style={{ marginBottom: 16 }}>
            <InputNumber min={1} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="action" label={t('audit.action')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={64} style={{ width: 170 }} placeholder="site_updated" />
          </Form.Item>
          <Form.Item
            name="target"
            label={t('audit.target')}
            tooltip={t('audit.targetHelp')}
            style={{ marginBottom: 16 }}
          >
            <Input allowClear maxLength={128} style={{ width: 150 }} placeholder="site:3" />
          </Form.Item>
          <Form.Item name="ip" label={t('audit.ip')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={64} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="period" label={t('audit.period')} style={{ marginBottom: 16 }}>
            <DatePicker.RangePicker />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<AuditRow>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1100 }}
            pagination={withTotals(tableProps.pagination, t)}
            expandable={{
              expandedRowRender: (r) => <AuditDetail detail={r.detail} />,
              expandRowByClick: true,
            }}
          >
            <Table.Column<AuditRow> dataIndex="seq" title={t('audit.seq')} width={80} />
            <Table.Column<AuditRow>
              dataIndex="created_at"
              title={t('audit.time')}
              width={180}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<AuditRow>
              dataIndex="account"
              title={t('audit.who')}
              render={(a: string | null, r) =>
                a ? `${a}${r.staff_id ? ` (#${r.staff_id})` : ''}` : t('common.none')
              }
            />
            <Table.Column<AuditRow>
              dataIndex="action"
              width={210}
              title={t('audit.action')}
              render={(a: string) => <Typography.Text code>{a}</Typography.Text>}
            />
            <Table.Column<AuditRow>
              dataIndex="target"
              title={t('audit.target')}
              render={(v: string | null) => v ?? t('common.none')}
            />
            <Table.Column<AuditRow>
              dataIndex="detail"
              title={t('audit.detail')}
              render={(d: Record<string, unknown>) => <Summary detail={d} />}
            />
            <Table.Column<AuditRow>
              dataIndex="ip"
              title={t('audit.ip')}
              width={140}
              render={(v: string | null) => v ?? t('common.none')}
            />
          </Table>
        </Card>
      </PageBody>
    </>
  );
}

/** One line: the fields that changed, or the reason. */
function Summary({ detail }: { detail: Record<string, unknown> }) {
  const { lines, other } = auditDiff(detail);
  const changed = lines.filter((l) => l.changed).map((l) => l.field);
  const reason = other.find((o) => o.key === 'reason')?.value;
  return (
    <Typography.Text ellipsis style={{ maxWidth: 320 }}>
      {[changed.join(', '), reason && `“${reason}”`].filter(Boolean).join(' · ') ||
        auditValue(other[0]?.value)}
    </Typography.Text>
  );
}

function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { lines, other } = auditDiff(detail);
  if (!lines.length && !other.length)
    return <Typography.Text type="secondary">{t('audit.noDetail')}</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {other.length > 0 && (
        <Descriptions
          size="small"
          column={2}
          bordered
          items={other.map((o) => ({ key: o.key, label: o.key, children: o.value }))}
        />
      )}
      {lines.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={lines}
          data-testid="audit-diff"
          columns={[
            { dataIndex: 'field', title: t('audit.field'), width: 180 },
            {
              dataIndex: 'before',
              title: t('audit.before'),
              render: (v: string, l) =>
                l.changed ? (
                  <Typography.Text delete type="danger">
                    {v}
                  </Typography.Text>
                ) : (
                  v
                ),
            },
            {
              dataIndex: 'after',
              title: t('audit.after'),
              render: (v: string, l) =>
                l.changed ? (
                  <Typography.Text type="success" strong>
                    {v}
                  </Typography.Text>
                ) : (
                  v
                ),
            },
          ]}
        />
      )}
    </Space>
  );
}

/** The chain check's answer: the chain itself, then what its latest signed checkpoint showed. */
function ChainReport({ report, error }: { report: AuditChainReport | null; error: string | null }) {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  if (error) return <Alert type="error" showIcon title={t('common.actionFailed', { message: error })} />;
  if (!report) return null;
  const { checkpoint } = report;
  const checkpointText = t(`audit.checkpoint.${checkpoint.status}`, {
    seq: checkpoint.seq,
    at: checkpoint.at ? formatTime(checkpoint.at, timeZone) : '',
    hash: report.head_hash,
  });
  if (report.intact) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="audit-chain-result"
        title={t('audit.intact', { rows: report.rows, seq: report.head_seq })}
        description={
          <Space direction="vertical" size={4}>
            <span data-testid="audit-checkpoint">{checkpointText}</span>
            {report.pending > 0 && <span>{t('audit.pending', { count: report.pending })}</span>}
          </Space>
        }
      />
    );
  }
  const broken = report.first_broken;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="audit-chain-result"
      title={
        broken ? t('audit.broken', { id: broken.id, seq: broken.seq ?? '–' }) : t('audit.brokenCheckpoint')
      }
      description={
        <Space direction="vertical" size={4}>
          {broken && <span>{t(`audit.reasons.${broken.reason}`)}</span>}
          <span data-testid="audit-checkpoint">{checkpointText}</span>
        </Space>
      }
    />
  );
}
