import { Alert, Card, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format';

/** Amounts arrive as decimal strings; charts draw numbers (display only, never added up). */
export const chartNumber = (amount: string | null | undefined) => (amount ? Number(amount) : 0);
export const money = (value: unknown) =>
  value === null || value === undefined ? '—' : formatAmount(String(value));

/** An amount column: right-aligned, grouped, negatives in red. */
export function amountColumn<T>(key: keyof T & string, title: string): ColumnsType<T>[number] {
  return {
    key,
    dataIndex: key,
    title,
    align: 'right',
    render: (v: string | null) => (
      <span style={v?.startsWith('-') ? { color: '#cf1322' } : undefined}>{money(v)}</span>
    ),
  };
}

/** Loading, failure or the report's content. */
export function ReportState(props: { loading: boolean; error: Error | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <Alert type="error" showIcon message={t('reports.loadFailed', { message: props.error.message })} />
    );
  }
  if (props.loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return <>{props.children}</>;
}

/** A report table whose last line is the totals row the server computed. */
export function TotalsTable<T extends object>(props: {
  rows: T[];
  totals: T;
  columns: ColumnsType<T>;
  rowKey: (row: T) => string;
  testId: string;
  pagination?: false | object;
}) {
  const { t } = useTranslation();
  const cols = props.columns;
  return (
    <Card size="small" styles={{ body: { padding: 0 } }}>
      <Table<T>
        data-testid={props.testId}
        rowKey={props.rowKey}
        dataSource={props.rows}
        columns={cols}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={props.pagination ?? false}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {cols.map((c, i) => {
                const column = c as {
                  dataIndex?: string;
                  align?: 'left' | 'right' | 'center';
                  render?: (value: unknown, row: T, index: number) => ReactNode;
                };
                const key = column.dataIndex;
                const value = key ? (props.totals as Record<string, unknown>)[key] : undefined;
                const numeric =
                  typeof value === 'number' || (typeof value === 'string' && /^-?\d/.test(value));
                // The totals read as the rows do: the column's own rendering (amounts, percentages).
                const shown =
                  i === 0
                    ? t('reports.total')
                    : value === undefined || value === ''
                      ? null
                      : column.render
                        ? column.render(value, props.totals, -1)
                        : typeof value === 'string' && numeric
                          ? money(value)
                          : (value as ReactNode);
                return (
                  <Table.Summary.Cell
                    key={String(c.key ?? i)}
                    index={i}
                    align={column.align ?? (numeric ? 'right' : 'left')}
                  >
                    <strong>{shown}</strong>
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </Card>
  );
}
