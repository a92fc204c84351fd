import { padJackpot } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { useJackpot } from '../api/home-extras';

/**
 * The providers' progressive jackpot in the visitor's or member's currency, with 10 integer digits
 * (spec §9). Hidden while there is none to show: no figure is ever made up.
 */
export function JackpotDisplay({ siteId, currency }: { siteId: number; currency: string }) {
  const { t } = useTranslation();
  const jackpot = useJackpot(siteId, currency);
  const total = jackpot.data?.jackpot_amount_total;
  // While it loads, its empty frame holds the place, so what follows does not jump when it arrives.
  const loading = jackpot.isLoading;
  if (!loading && (!total || /^0+(\.0+)?$/.test(total))) return null;
  const [whole = '', frac] = total ? padJackpot(total).split('.') : [' '.repeat(10)];
  return (
    <section
      aria-label={t('games.jackpot.title')}
      aria-busy={loading}
      data-testid={loading ? undefined : 'jackpot-display'}
      className="mx-auto mt-6 flex max-w-7xl flex-col items-center gap-3 px-4 sm:px-6"
    >
      <div className="flex w-full flex-col items-center gap-3 rounded-card border border-warning/30 bg-gradient-to-b from-warning/15 to-transparent px-4 py-5 shadow-lg shadow-warning/10">
        <p className="text-xs font-bold tracking-[0.3em] text-warning uppercase">
          {t('games.jackpot.title')} · {currency}
        </p>
        <p
          className="flex flex-nowrap items-end justify-center gap-0.5 font-mono tabular-nums sm:gap-1"
          data-testid={loading ? undefined : 'jackpot-amount'}
          aria-label={total}
        >
          {[...whole].map((d, i) => (
            <span
              key={i}
              className="grid h-9 w-6 place-items-center rounded-md bg-surface text-xl font-bold text-warning ring-1 ring-warning/30 sm:h-14 sm:w-10 sm:text-4xl"
            >
              {d}
            </span>
          ))}
          {frac ? (
            <span className="pb-1 text-base font-bold text-warning/80 sm:text-2xl">.{frac}</span>
          ) : null}
        </p>
        <p className="text-xs text-ink-faint">{t('games.jackpot.hint')}</p>
      </div>
    </section>
  );
}
