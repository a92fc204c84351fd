import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEEN_KEY = 'fastGuideSeen';

/** The fast-guide notice: a visitor's first look at how to start, shown until they close it. */
export function FastGuide(props: { onRegister(): void; onDeposit(): void; onPlay(): void }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => window.localStorage.getItem(SEEN_KEY) === '1');
  if (seen) return null;
  const steps = [
    {
      key: 'register',
      title: t('fastGuide.register'),
      body: t('fastGuide.registerBody'),
      run: props.onRegister,
    },
    { key: 'deposit', title: t('fastGuide.deposit'), body: t('fastGuide.depositBody'), run: props.onDeposit },
    { key: 'play', title: t('fastGuide.play'), body: t('fastGuide.playBody'), run: props.onPlay },
  ];
  return (
    <section
      aria-labelledby="fast-guide-title"
      data-testid="fast-guide"
      className="mx-auto mt-6 max-w-7xl px-4 sm:px-6"
    >
      <div className="rounded-card border border-line bg-surface/80 p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id="fast-guide-title" className="text-base font-bold text-ink">
            {t('fastGuide.title')}
          </h2>
          <button
            type="button"
            data-testid="fast-guide-dismiss"
            onClick={() => {
              window.localStorage.setItem(SEEN_KEY, '1');
              setSeen(true);
            }}
            className="rounded-chip border border-line-strong px-3 py-1 text-xs text-ink-muted hover:text-ink"
          >
            {t('fastGuide.dismiss')}
          </button>
        </div>
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.key}>
              <button
                type="button"
                onClick={step.run}
                data-testid={`fast-guide-${step.key}`}
                className="flex h-full w-full gap-3 rounded-field bg-raised p-4 text-left transition hover:ring-1 hover:ring-primary/50"
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary">
                  {i + 1}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink">{step.title}</span>
                  <span className="mt-1 block text-xs text-ink-muted">{step.body}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
