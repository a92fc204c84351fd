import { ExportButton } from '@refinedev/antd';
import { useExport, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '../app/resources';
import { CSV_UNPARSE, csvRow } from '../lib/csv';

/** Rows an export walks through at most (100 a call): enough for a day's desk, not a dump of the database. */
const MAX_ROWS = 10_000;

/**
 * CSV of what the list shows, with the list's filters and order, fetched page by page from the
 * server. Cells that a spreadsheet would run as formulas are defused.
 */
export function ExportCsv<T extends BaseRecord>(props: {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  filename: string;
  mapData: (row: T) => Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { triggerExport, isLoading } = useExport<T>({
    resource: props.resource,
    filters: props.filters,
    sorters: props.sorters,
    pageSize: MAX_PAGE_SIZE,
    maxItemCount: MAX_ROWS,
    // Each cell is made safe by the same rule as every other CSV of the console (lib/csv).
    mapData: (row: T) => csvRow(props.mapData(row)),
    filename: `${props.filename}-${new Date().toISOString().slice(0, 10)}`,
    // Excel opens UTF-8 with a byte-order mark correctly (Chinese names).
    useBom: true,
    unparseConfig: CSV_UNPARSE,
    onError: (error: Error) => message.error(t('common.actionFailed', { message: error.message })),
  });
  return <ExportButton onClick={() => void triggerExport()} loading={isLoading} />;
}
