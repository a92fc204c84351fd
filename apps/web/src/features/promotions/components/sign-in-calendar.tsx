import * as Dialog from '../../../components/lazy-dialog';
import type { SignInState } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../../api/query-keys';
import { CloseIcon } from '../../../components/close-icon';
import { formatMoney } from '../../../components/money-format';
import { signInToday, useSignInCalendar } from '../api/sign-in';
import { calendarCells, canSignToday, type CalendarCell } from '../logic/sign-in-calendar';

const STATE_STYLE: Record<SignInState, string> = {
  can_sign_in: 'border-primary bg-primary/15 text-ink',
  signed_in: 'border-success/50 bg-success/15 text-success',
  success: 'border-success bg-success/30 text-success',
  sign_in_day_expired: 'border-line bg-fill text-ink-faint',
  expired: 'border-line bg-fill text-ink-faint',
  not_yet_open: 'border-line bg-transparent text-ink-faint',
};

/** Monday-first weekday names in the reader's language (1 Jan 2024 was a Monday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function DayCell({ cell, currency }: { cell: CalendarCell; currency: string }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid={`sign-in-day-${cell.date}`}
      data-state={cell.state}
      aria-current={cell.isToday ? 'date' : undefined}
      className={clsx(
        'flex min-h-16 flex-col items-center justify-between rounded-field border px-0.5 py-1 text-center',
        STATE_STYLE[cell.state],
        cell.isToday && 'ring-2 ring-primary/60',
      )}
    >
      <span className="text-xs font-semibold">{cell.dayOfMonth}</span>
      <span className="text-[10px] leading-tight tabular-nums sm:text-xs">
        {formatMoney(cell.amount, currency)}
      </span>
      <span className="text-[9px] leading-tight sm:text-[10px]">{t(`signIn.state.${cell.state}`)}</span>
    </li>
  );
}

/**
 * The sign-in reward calendar (spec §3): an entry point while the member's site and currency have a
 * campaign, and a dialog with every day's reward and state. Signing in pays today's reward once.
 */
export function SignInCalendar({ memberId, currency }: { memberId: string | null; currency: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSignInCalendar(memberId);
  const [signing, setSigning] = useState(false);
  const [signed, setSigned] = useState<{ date: string; cash: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data) return null;

  const cells = calendarCells(data.days, data.today, signed?.date ?? null);
  const open = canSignToday(data.days, data.today) && !signed;

  async function signIn() {
    if (!data || signing) return;
    setSigning(true);
    setError(null);
    const answer = await signInToday(data.campaign.id);
    setSigning(false);
    if (answer.ok) {
      setSigned({ date: answer.date, cash: answer.cash });
      void queryClient.invalidateQueries({ queryKey: memberKeys.layout(memberId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallets(memberId) });
      return;
    }
    setError(answer.message || t('signIn.failed'));
    void queryClient.invalidateQueries({ queryKey: memberKeys.signIn(memberId) });
  }

  return (
    <Dialog.Root
      onOpenChange={(next) => {
        if (next || !signed) return;
        // The server's calendar now says signed_in for the day shown as success.
        setSigned(null);
        void queryClient.invalidateQueries({ queryKey: memberKeys.signIn(memberId) });
      }}
    >
      {/* Placed by the float dock it is rendered in (the floats share one corner). */}
      <Dialog.Trigger
        data-testid="sign-in-trigger"
        aria-label={t('signIn.open')}
        className="relative grid size-14 place-items-center rounded-card border border-primary/40 bg-surface/95 text-primary shadow-lg shadow-scrim/40 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden
        >
          <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
          <path d="M3.5 9.5h17M8 3v4M16 3v4" />
          <path d="m9 14.5 2 2 4-4" />
        </svg>
        {open ? (
          <span className="absolute -top-1 -right-1 size-3.5 rounded-full bg-danger ring-2 ring-canvas" />
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="sign-in-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(94vw,520px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-4 text-ink shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{data.campaign.title}</Dialog.Title>
              <p className="mt-1 text-xs text-ink-faint">
                {t('signIn.period', { start: data.campaign.start_date, end: data.campaign.end_date })}
              </p>
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ol className="mt-4 grid grid-cols-7 gap-1 text-center text-xs text-ink-faint" aria-hidden>
            {weekdayNames(i18n.language.replace('_', '-')).map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ol>
          <ol className="mt-1 grid grid-cols-7 gap-1">
            {cells.map((cell, i) =>
              cell ? <DayCell key={cell.date} cell={cell} currency={currency} /> : <li key={`blank-${i}`} />,
            )}
          </ol>
          {signed ? (
            <p data-testid="sign-in-success" role="status" className="mt-4 text-center text-sm text-success">
              {t('signIn.success', { cash: formatMoney(signed.cash, currency) })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-4 text-center text-sm text-danger">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            data-testid="sign-in-submit"
            disabled={!open || signing}
            onClick={() => void signIn()}
            className="mt-4 h-11 w-full rounded-control bg-primary font-bold text-on-primary transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {signing ? t('signIn.signing') : open ? t('signIn.submit') : t('signIn.done')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
