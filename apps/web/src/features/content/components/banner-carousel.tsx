import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBanners } from '../api/carousel-picture';
import { bannerAction, gameLinkHref, type BannerLinkInput } from '../logic/banner-link';

/** The shape of the operator's art per use_type: 1920x480 desktop pictures, 750x360 mobile ones. */
const ASPECT = { 0: 'aspect-[4/1]', 1: 'aspect-[4/1] rounded-card', 2: 'aspect-[25/12]' } as const;

/** A transparent pixel: the loading place is a picture like the banners, with nothing in it. */
const BLANK_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** How long a banner stays before the next slides in. */
const AUTOPLAY_MS = 5000;

export interface BannerCarouselProps {
  siteId: number;
  currency: string;
  isDemo: boolean;
  /** 0 large desktop, 1 small desktop, 2 mobile (carousel_picture use_type). */
  useType: 0 | 1 | 2;
  className?: string;
}

/**
 * A banner carousel (spec §3): the operator's pictures in order, sliding by themselves, with dots.
 * A click follows the banner's link per the §5 rules; nothing is shown while there are no banners,
 * and while they load an empty box of their shape holds the place, so nothing below jumps.
 *
 * The slides are a CSS scroll-snap strip: a finger swipes it natively, and the browser animates the
 * slide to the next banner (no script runs per frame); the dots follow the scroll position.
 */
export function BannerCarousel({ siteId, currency, isDemo, useType, className }: BannerCarouselProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: banners, isLoading } = useBanners(siteId, currency, useType);
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const count = banners?.length ?? 0;
  const scrollTo = useCallback((index: number) => {
    const strip = viewport.current;
    if (!strip) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    strip.scrollTo?.({ left: index * strip.clientWidth, behavior: still ? 'auto' : 'smooth' });
  }, []);

  // Autoplay: the next banner every few seconds, from the last back to the first; not while the
  // pointer rests on it, a finger holds it or the tab is hidden.
  useEffect(() => {
    const strip = viewport.current;
    if (!strip || count < 2) return;
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = false);
    const events: [string, () => void][] = [
      ['mouseenter', hold],
      ['mouseleave', release],
      ['touchstart', hold],
      ['touchend', release],
      ['touchcancel', release],
    ];
    for (const [name, fn] of events) strip.addEventListener(name, fn, { passive: true });
    const timer = setInterval(() => {
      if (held || document.hidden) return;
      const current = Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth));
      scrollTo((current + 1) % count);
    }, AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
      for (const [name, fn] of events) strip.removeEventListener(name, fn);
    };
  }, [count, scrollTo]);

  const follow = useCallback(
    (banner: BannerLinkInput) => {
      const action = bannerAction(banner, { isDemo, currency });
      if (action.kind === 'game') void navigate(gameLinkHref(action.game));
      else if (action.kind === 'navigate') {
        const external = /^https?:\/\//i.test(action.href);
        if (external || action.newTab) window.open(action.href, '_blank', 'noopener');
        else void navigate(action.href);
      }
    },
    [isDemo, currency, navigate],
  );

  if (isLoading) {
    // An empty picture with the banners' classes, so every rule that shapes theirs (a template's
    // slim strip crops them) shapes the place it holds too.
    return (
      <div aria-hidden className={clsx('relative overflow-hidden', className)}>
        <img src={BLANK_PICTURE} alt="" className={clsx('w-full bg-fill object-cover', ASPECT[useType])} />
      </div>
    );
  }
  if (!banners?.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('content.banners')}
      data-testid={`banners-${useType}`}
      className={clsx('relative overflow-hidden', className)}
    >
      <div
        ref={viewport}
        className="scrollbar-none snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
        // Only a change of slide re-renders (the dots), not every scrolled pixel.
        onScroll={(event) => {
          const strip = event.currentTarget;
          setSelected(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
        }}
      >
        <div className="flex">
          {banners.map((b, i) => (
            <div
              key={b.id}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
              aria-roledescription="slide"
            >
              <button
                type="button"
                onClick={() =>
                  follow({
                    url: b.link,
                    link_type: b.link_type,
                    link_method: b.link_method,
                    game_link_parameter: b.game_link_parameter,
                  })
                }
                className="block w-full cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary"
                aria-label={t('content.bannerN', { n: i + 1, total: banners.length })}
              >
                <img
                  src={b.url}
                  alt=""
                  className={clsx('w-full object-cover', ASPECT[useType])}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  // The first banner is the largest thing on the first screen: fetched before the rest.
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('content.bannerN', { n: i + 1, total: banners.length })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => scrollTo(i)}
              className={clsx(
                'h-2 rounded-full transition-all',
                i === selected ? 'w-6 bg-primary' : 'w-2 bg-on-scrim/50 hover:bg-on-scrim/80',
              )}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
