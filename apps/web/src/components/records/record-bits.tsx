import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request-error';
import {
  RANGE_PRESETS,
  isValidRange,
  matchingPreset,
  presetRange,
  type DateRange,
} from '../../lib/records/date-range';
import { pageCount, pageItems, pageSpan } from '../../lib/records/paging';

export const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
export const chip =
  'inline-flex h-9 items-center justify-center rounded-control border px-4 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-50';
const dateInput =
  'h-9 min-w-0 flex-1 rounded-field border border-line bg-canvas px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-secondary sm:flex-none';

/** Quick ranges (today, 7 days, 30 days) and two date fields; a change applies at once when valid. */
export function DateRangeFilter(props: {
  range: DateRange;
  timeZone: string;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const active = matchingPreset(props.range, now, props.timeZone);
  const setDate = (field: keyof DateRange, value: string) => {
    const next = { ...props.range, [field]: value };
    if (isValidRange(next)) props.onChange(next);
  };
  return (
    <div
      className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"
      data-testid="range-filter"
    >
      <div className="flex gap-2" role="group" aria-label={t('wallet.range.quick')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            data-testid={`range-${preset}`}
            onClick={() => props.onChange(presetRange(preset, new Date(), props.timeZone))}
            className={clsx(
              chip,
              active === preset
                ? 'border-primary bg-primary/15 text-primary'
                : 'border-line text-ink-muted hover:border-primary hover:text-primary',
            )}
          >
            {t(`wallet.range.${preset}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="range-start">
          {t('wallet.range.start')}
        </label>
        <input
          id="range-start"
          type="date"
          className={dateInput}
          value={props.range.start_date}
          max={props.range.end_date}
          onChange={(e) => setDate('start_date', e.target.value)}
          data-testid="range-start"
        />
        <span className="text-ink-faint" aria-hidden>
          –
        </span>
        <label className="sr-only" htmlFor="range-end">
          {t('wallet.range.end')}
        </label>
        <input
          id="range-end"
          type="date"
          className={dateInput}
          value={props.range.end_date}
          min={props.range.start_date}
          onChange={(e) => setDate('end_date', e.target.value)}
          data-testid="range-end"
        />
      </div>
    </div>
  );
}

export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(props.total, props.pageSize);
  const span = pageSpan(props.page, props.pageSize, props.total);
  const nav =
    'grid size-9 place-items-center rounded-full text-sm transition focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="pager">
      <p className="text-sm text-ink-faint">{t('wallet.pager.span', { ...span, total: props.total })}</p>
      {pages > 1 ? (
        <nav aria-label={t('wallet.pager.label')} className="flex items-center gap-1">
          <button
            type="button"
            className={clsx(nav, 'text-ink-muted hover:bg-fill disabled:opacity-30')}
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
            aria-label={t('wallet.pager.previous')}
          >
            ‹
          </button>
          {pageItems(props.page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} className="px-1 text-ink-faint">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-current={p === props.page ? 'page' : undefined}
                onClick={() => props.onPage(p)}
                className={clsx(
                  nav,
                  p === props.page
                    ? 'bg-primary font-semibold text-on-primary'
                    : 'text-ink-muted hover:bg-fill',
                )}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className={clsx(nav, 'text-ink-muted hover:bg-fill disabled:opacity-30')}
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
            aria-label={t('wallet.pager.next')}
          >
            ›
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** What the server said when a list could not load, with a way to ask again. */
export function LoadError(props: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const e = props.error;
  const detail =
    e instanceof RequestError
      ? e.messageKey
        ? t(e.messageKey)
        : `${e.message}${e.code !== null ? ` (${e.code})` : ''}`
      : t('wallet.loadFailed');
  return (
    <div
      role="alert"
      data-testid="load-error"
      className="flex flex-col items-center gap-3 rounded-field border border-secondary/30 bg-secondary/8 px-5 py-8 text-center"
    >
      <p className="font-semibold text-ink">{t('wallet.loadFailed')}</p>
      <p className="max-w-md text-sm text-ink-muted">{detail}</p>
      <button
        type="button"
        onClick={props.onRetry}
        className={clsx(chip, 'border-line-strong text-ink hover:border-primary hover:text-primary')}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyRows({ children }: { children: ReactNode }) {
  return (
    <p
      data-testid="empty-rows"
      className="rounded-field border border-dashed border-line px-5 py-10 text-center text-sm text-ink-faint"
    >
      {children}
    </p>
  );
}

const TONES = {
  good: 'bg-success/15 text-success',
  wait: 'bg-warning/15 text-warning',
  bad: 'bg-danger/15 text-danger',
  mute: 'bg-fill text-ink-faint',
} as const;

export function StatusBadge(props: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-chip px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[props.tone],
      )}
    >
      {props.children}
    </span>
  );
}

/** Money in a row: credits green with a plus, debits plain with a minus. */
export function amountTone(amount: string): string {
  return amount.trim().startsWith('-') ? 'text-ink' : 'text-success';
}
