import type { ReactNode } from 'react';

interface HomeHeroProps {
  /** Template config hero, already in the member's language; undefined while it loads. */
  hero: { image: string; title: string; subtitle: string } | undefined;
  loading: boolean;
  actions?: ReactNode;
}

/** The home page's welcome band: the template's artwork with its localized title and subtitle. */
export function HomeHero({ hero, loading, actions }: HomeHeroProps) {
  return (
    <section
      data-testid="home-hero"
      aria-busy={loading}
      className="relative isolate overflow-hidden border-b border-white/8 bg-surface"
    >
      {hero?.image ? (
        <img src={hero.image} alt="" className="absolute inset-0 -z-20 size-full object-cover" />
      ) : null}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--site-primary)_22%,transparent),transparent_60%),linear-gradient(90deg,color-mix(in_oklab,var(--site-background)_94%,transparent)_0%,color-mix(in_oklab,var(--site-background)_70%,transparent)_45%,color-mix(in_oklab,var(--site-background)_15%,transparent)_100%)]"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-gradient-to-t from-canvas to-transparent"
      />
      {/* On phones the text spans the artwork: darken it more so the title stays readable. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-canvas/45 sm:hidden" />
      <div className="mx-auto flex min-h-[300px] max-w-7xl flex-col justify-center px-4 py-12 sm:px-6 lg:min-h-[440px] lg:py-20">
        {loading && !hero ? (
          <div className="max-w-xl animate-pulse space-y-4" aria-hidden>
            <div className="h-10 w-4/5 rounded-lg bg-white/10" />
            <div className="h-5 w-3/5 rounded-lg bg-white/10" />
          </div>
        ) : hero ? (
          <div className="max-w-xl">
            <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-ink drop-shadow-[0_2px_12px_rgba(0,0,0,.5)] sm:text-4xl lg:text-5xl">
              {hero.title}
            </h1>
            {hero.subtitle ? (
              <p className="mt-4 text-base leading-relaxed text-ink/80 sm:text-lg">{hero.subtitle}</p>
            ) : null}
          </div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
