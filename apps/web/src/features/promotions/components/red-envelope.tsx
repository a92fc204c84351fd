import * as Dialog from '../../../components/lazy-dialog';
import { RedEnvelopeCode } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../../api/query-keys';
import { CloseIcon } from '../../../components/close-icon';
import { formatMoney } from '../../../components/money-format';
import { claimRedEnvelope, useRedEnvelope } from '../api/red-envelope';
import { countdown, countdownText, endTimeText, RED_ENVELOPE_REFETCH_MS } from '../logic/countdown';

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The red envelope (spec §3, §4): a floating envelope while one waits, its countdown ticking each
 * second, fetched again 3 s after it ends; opening it is blocked while a claim runs, and the modal
 * shows the cash won. Code 102 means it is gone and clears it.
 */
export function RedEnvelope({
  memberId,
  currency,
  timeZone,
}: {
  memberId: string | null;
  currency: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data: envelope } = useRedEnvelope(memberId);
  const [open, setOpen] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const [won, setWon] = useState<{ cash: string; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(Boolean(envelope));
  const left = envelope ? countdown(envelope.end_at, now) : null;
  const leftText = left ? countdownText(left, (days, time) => t('redEnvelope.daysLeft', { days, time })) : '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.redEnvelope(memberId) });

  useEffect(() => {
    if (!left?.done) return;
    const timer = window.setTimeout(() => void refresh(), RED_ENVELOPE_REFETCH_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per reaching zero
  }, [left?.done]);

  if (!envelope && !won) return null;

  async function claim() {
    if (!envelope || claiming) return;
    setClaiming(true);
    setError(null);
    const answer = await claimRedEnvelope(envelope.id);
    setClaiming(false);
    if (answer.ok) {
      setWon({ cash: answer.cash, title: envelope.title });
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      return;
    }
    setError(answer.message || t('redEnvelope.failed'));
    if (answer.code === RedEnvelopeCode.CLEARED) void refresh();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setWon(null);
          setError(null);
        }
      }}
    >
      {envelope ? (
        // Placed by the float dock it is rendered in (the floats share one corner).
        <Dialog.Trigger
          data-testid="red-envelope-trigger"
          aria-label={t('redEnvelope.open')}
          className="relative grid size-16 place-items-center rounded-card bg-gradient-to-b from-envelope to-envelope-deep shadow-lg shadow-envelope-deep/50 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-envelope-gold"
        >
          <svg viewBox="0 0 48 48" className="size-10" aria-hidden>
            <rect x="8" y="6" width="32" height="38" rx="5" fill="#b91c1c" stroke="#fcd34d" strokeWidth="2" />
            <path d="M8 16c8 7 24 7 32 0" fill="none" stroke="#fcd34d" strokeWidth="2" />
            <circle cx="24" cy="22" r="6" fill="#fcd34d" />
            <text x="24" y="25" textAnchor="middle" fontSize="8" fontWeight="700" fill="#b91c1c">
              ¥
            </text>
          </svg>
          {left ? (
            <span className="absolute -bottom-2 rounded-chip bg-scrim/80 px-1.5 text-[10px] whitespace-nowrap font-semibold tabular-nums text-envelope-gold">
              {leftText}
            </span>
          ) : null}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="red-envelope-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(88vw,360px)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-envelope-gold/40 bg-gradient-to-b from-envelope to-envelope-deep p-6 text-center text-envelope-cream shadow-2xl focus:outline-none"
        >
          <div className="flex justify-end">
            <Dialog.Close
              aria-label={t('common.close')}
              className="-mt-2 -mr-2 grid size-9 place-items-center rounded-full text-envelope-cream/80 hover:bg-envelope-cream/10"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Title className="text-lg font-bold">
            {won?.title ?? envelope?.title ?? t('redEnvelope.title')}
          </Dialog.Title>
          {won ? (
            <p data-testid="red-envelope-won" className="mt-6 text-sm">
              {t('redEnvelope.won')}
              <span className="mt-2 block text-4xl font-extrabold tabular-nums text-envelope-gold">
                {formatMoney(won.cash, currency)}
              </span>
            </p>
          ) : envelope && left ? (
            <>
              <p className="mt-3 text-xs text-envelope-cream/80">
                {t('redEnvelope.endsAt', {
                  time: endTimeText(envelope.end_at, i18n.language.replace('_', '-'), timeZone),
                })}
              </p>
              <p className="mt-4 text-3xl font-bold tabular-nums" aria-live="off">
                {leftText}
              </p>
              <button
                type="button"
                data-testid="red-envelope-claim"
                onClick={() => void claim()}
                disabled={claiming || left.done}
                className="mt-6 h-12 w-full rounded-control bg-envelope-gold font-bold text-envelope-deep transition hover:brightness-110 disabled:opacity-60"
              >
                {claiming ? t('redEnvelope.opening') : t('redEnvelope.open')}
              </button>
            </>
          ) : null}
          {error ? (
            <p role="alert" className="mt-4 text-sm text-envelope-cream">
              {error}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
