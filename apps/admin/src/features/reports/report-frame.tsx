import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Flex, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sessionToken } from '../../api/session-token';
import { useSiteScope } from '../../app/site-scope';
import { useHallOptions } from '../../components/hall-name';
import { readFilters, writeFilters, type ReportFilters } from './report-filters';

const localToday = () => dayjs().format('YYYY-MM-DD');

/** The report's filters from the address, and a setter that writes them back there. */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const { sites, siteId } = useSiteScope();
  const filters = useMemo(
    () =>
      readFilters(params, {
        siteId: siteId ?? sites[0]?.id ?? null,
        currencies: (id) => sites.find((s) => s.id === id)?.currencies ?? [],
        today: localToday(),
      }),
    [params, sites, siteId],
  );
  const set = (change: Partial<ReportFilters> & Record<string, string | number | undefined>) =>
    setParams(writeFilters(params, change as Partial<ReportFilters>), { replace: true });
  return { filters, params, set };
}

/** Asks the server for a report file and hands it to the browser as a download. */
async function download(report: string, format: 'csv' | 'xlsx', query: URLSearchParams) {
  const token = sessionToken.get();
  const response = await fetch(`/api/admin/reports/${report}/export?${query}&format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${report}.${format}`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function ExportButtons({ report, query }: { report: string; query: URLSearchParams }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (format: 'csv' | 'xlsx') => {
    setBusy(format);
    download(report, format, query)
      .catch((error: unknown) => message.error(t('reports.exportFailed', { message: String(error) })))
      .finally(() => setBusy(null));
  };
  return (
    <Space>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'csv'}
        onClick={() => run('csv')}
        data-testid="export-csv"
      >
        CSV
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'xlsx'}
        onClick={() => run('xlsx')}
        data-testid="export-xlsx"
      >
        XLSX
      </Button>
    </Space>
  );
}

/**
 * The filter card every report shares, at the top of the page body: site, currency, days, hall and
 * provider on the left; the report's own controls (grouping, ranking, rebuild) and export on the right.
 */
export function ReportFilterBar(props: {
  report: 'operations' | 'providers' | 'members';
  filters: ReportFilters;
  set: ReturnType<typeof useReportFilters>['set'];
  /** Extra parameters the export carries (grouping, ranking). */
  extra?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { sites, siteName } = useSiteScope();
  const { filters: f, set } = props;
  const halls = useHallOptions();
  const currencies = sites.find((s) => s.id === f.site_id)?.currencies ?? [];
  const query = new URLSearchParams({
    site_id: String(f.site_id),
    currency: f.currency,
    from: f.from,
    to: f.to,
    ...(f.hall ? { hall: String(f.hall) } : {}),
    ...(f.provider ? { provider: f.provider } : {}),
    ...props.extra,
  });
  return (
    <Card size="small" data-testid="report-filters" style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Space wrap>
          <Select
            aria-label={t('reports.site')}
            value={f.site_id}
            style={{ minWidth: 160 }}
            onChange={(id: number) => set({ site_id: id, currency: undefined })}
            options={sites.map((s) => ({ value: s.id, label: siteName(s.id) }))}
          />
          <Select
            aria-label={t('reports.currency')}
            value={f.currency}
            style={{ width: 100 }}
            onChange={(currency: string) => set({ currency })}
            options={currencies.map((c) => ({ value: c, label: c }))}
          />
          <DatePicker.RangePicker
            aria-label={t('reports.days')}
            allowClear={false}
            value={[dayjs(f.from), dayjs(f.to)]}
            onChange={(range) => {
              if (range?.[0] && range[1])
                set({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
            }}
          />
          <Select
            aria-label={t('reports.hall')}
            placeholder={t('reports.allHalls')}
            allowClear
            value={f.hall}
            onChange={(hall: number | undefined) => set({ hall })}
            options={halls}
            style={{ width: 130 }}
          />
          <Input.Search
            aria-label={t('reports.provider')}
            placeholder={t('reports.provider')}
            allowClear
            maxLength={64}
            defaultValue={f.provider}
            onSearch={(provider) => set({ provider: provider.trim() || undefined })}
            style={{ width: 160 }}
          />
        </Space>
        <Space wrap>
          {props.children}
          <ExportButtons report={props.report} query={query} />
        </Space>
      </Flex>
    </Card>
  );
}
