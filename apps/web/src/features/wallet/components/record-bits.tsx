import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request-error';
import {
  RANGE_PRESETS,
  isValidRange,
  matchingPreset,
  presetRange,
  type DateRange,
} from '../logic/date-range';
import { pageCount, pageItems, pageSpan } from '../logic/paging';

export const card = 'rounded-2xl border border-white/8 bg-surface p-5 sm:p-6';
export const chip =
  'inline-flex h-9 items-center justify-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-50';
const dateInput =
  'h-9 min-w-0 flex-1 rounded-lg border border-white/12 bg-black/25 px-3 text-sm text-ink [color-scheme:dark] outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-accent sm:flex-none';

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
                : 'border-white/12 text-ink/75 hover:border-primary hover:text-primary',
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
        <span className="text-ink/45" aria-hidden>
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
      <p className="text-sm text-ink/55">{t('wallet.pager.span', { ...span, total: props.total })}</p>
      {pages > 1 ? (
        <nav aria-label={t('wallet.pager.label')} className="flex items-center gap-1">
          <button
            type="button"
            className={clsx(nav, 'text-ink/70 hover:bg-white/8 disabled:opacity-30')}
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
            aria-label={t('wallet.pager.previous')}
          >
            ‹
          </button>
          {pageItems(props.page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} className="px-1 text-ink/40">
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
                  p === props.page ? 'bg-primary font-semibold text-canvas' : 'text-ink/75 hover:bg-white/8',
                )}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className={clsx(nav, 'text-ink/70 hover:bg-white/8 disabled:opacity-30')}
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
      className="flex flex-col items-center gap-3 rounded-xl border border-accent/30 bg-accent/8 px-5 py-8 text-center"
    >
      <p className="font-semibold text-ink">{t('wallet.loadFailed')}</p>
      <p className="max-w-md text-sm text-ink/65">{detail}</p>
      <button
        type="button"
        onClick={props.onRetry}
        className={clsx(chip, 'border-white/15 text-ink hover:border-primary hover:text-primary')}
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
      className="rounded-xl border border-dashed border-white/12 px-5 py-10 text-center text-sm text-ink/55"
    >
      {children}
    </p>
  );
}

const TONES = {
  good: 'bg-emerald-400/15 text-emerald-300',
  wait: 'bg-amber-400/15 text-amber-200',
  bad: 'bg-rose-400/15 text-rose-300',
  mute: 'bg-white/8 text-ink/60',
} as const;

export function StatusBadge(props: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[props.tone],
      )}
    >
      {props.children}
    </span>
  );
}

/** Money in a row: credits green with a plus, debits plain with a minus. */
export function amountTone(amount: string): string {
  return amount.trim().startsWith('-') ? 'text-ink' : 'text-emerald-300';
}
