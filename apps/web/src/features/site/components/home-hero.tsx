import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { HeroStyle } from '../../../theme/template-theme';

type Hero = { image: string; title: string; subtitle: string };

interface HomeHeroProps {
  /** Template config hero, already in the member's language; undefined while it loads. */
  hero: Hero | undefined;
  loading: boolean;
  actions?: ReactNode;
  /** The template's hero style; `panel` is the split style's text column beside a banner. */
  look?: HeroStyle | 'panel';
}

function Skeleton() {
  return (
    <div className="max-w-xl animate-pulse space-y-4" aria-hidden>
      <div className="h-10 w-4/5 rounded-field bg-fill-strong" />
      <div className="h-5 w-3/5 rounded-field bg-fill-strong" />
    </div>
  );
}

function Words({ hero, actions, small = false }: { hero: Hero; actions?: ReactNode; small?: boolean }) {
  return (
    <>
      <h1 className={clsx('font-heading text-ink', small ? 'text-title' : 'text-display')}>{hero.title}</h1>
      {hero.subtitle ? (
        <p
          className={clsx(
            'leading-relaxed text-ink-muted',
            small ? 'mt-2 text-sm' : 'mt-4 text-base sm:text-lg',
          )}
        >
          {hero.subtitle}
        </p>
      ) : null}
      {actions ? (
        <div className={clsx('flex flex-wrap gap-3', small ? 'mt-5' : 'mt-8')}>{actions}</div>
      ) : null}
    </>
  );
}

/** The artwork under the words, faded into the page colour so the words read in either scheme. */
function Artwork({ image }: { image: string }) {
  return (
    <>
      {image ? <img src={image} alt="" className="absolute inset-0 -z-20 size-full object-cover" /> : null}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--site-primary)_22%,transparent),transparent_60%),linear-gradient(90deg,color-mix(in_oklab,var(--site-canvas)_94%,transparent)_0%,color-mix(in_oklab,var(--site-canvas)_72%,transparent)_45%,color-mix(in_oklab,var(--site-canvas)_15%,transparent)_100%)]"
      />
      {/* On phones the words span the artwork: veil it more so the title stays readable. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-canvas/55 sm:hidden" />
    </>
  );
}

/** The home page's welcome band: the template's artwork with its localized title and subtitle. */
export function HomeHero({ hero, loading, actions, look = 'full-bleed' }: HomeHeroProps) {
  const body =
    loading && !hero ? (
      <Skeleton />
    ) : hero ? (
      <Words hero={hero} actions={actions} small={look === 'panel'} />
    ) : null;
  const common = { 'data-testid': 'home-hero', 'data-hero': look, 'aria-busy': loading };

  if (look === 'panel') {
    return (
      <section
        {...common}
        className="flex flex-col justify-center rounded-card border border-line bg-surface p-5 lg:p-8"
      >
        {body}
      </section>
    );
  }
  if (look === 'minimal') {
    return (
      <section {...common} className="border-b border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">{body}</div>
      </section>
    );
  }
  if (look === 'split') {
    return (
      <section {...common} className="mx-auto grid max-w-7xl gap-4 px-4 pt-4 sm:px-6 lg:grid-cols-2 lg:pt-6">
        <div className="flex flex-col justify-center rounded-card border border-line bg-surface p-6 lg:p-10">
          {body}
        </div>
        {hero?.image ? (
          <img
            src={hero.image}
            alt=""
            className="aspect-[16/9] w-full rounded-card object-cover lg:aspect-auto lg:h-full"
          />
        ) : null}
      </section>
    );
  }
  const inset = look === 'inset';
  return (
    <div className={clsx(inset && 'mx-auto max-w-7xl px-4 pt-4 sm:px-6')}>
      <section
        {...common}
        className={clsx(
          'relative isolate overflow-hidden bg-surface',
          inset ? 'rounded-card border border-line' : 'border-b border-line',
        )}
      >
        <Artwork image={hero?.image ?? ''} />
        {inset ? null : (
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-gradient-to-t from-canvas to-transparent"
          />
        )}
        <div
          className={clsx(
            'mx-auto flex max-w-7xl flex-col justify-center px-4 sm:px-6',
            inset
              ? 'min-h-[240px] py-10 lg:min-h-[360px] lg:px-12'
              : 'min-h-[300px] py-12 lg:min-h-[440px] lg:py-20',
          )}
        >
          <div className="max-w-xl">{body}</div>
        </div>
      </section>
    </div>
  );
}
