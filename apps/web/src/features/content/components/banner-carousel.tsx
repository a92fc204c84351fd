import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import clsx from 'clsx';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBanners } from '../api/content';
import { bannerAction, gameLinkHref, type BannerLinkInput } from '../logic/banner-link';

/** The shape of the operator's art per use_type: 1920x480 desktop pictures, 750x360 mobile ones. */
const ASPECT = { 0: 'aspect-[4/1]', 1: 'aspect-[4/1] rounded-card', 2: 'aspect-[25/12]' } as const;

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
 * A click follows the banner's link per the §5 rules; nothing is shown while there are no banners.
 */
export function BannerCarousel({ siteId, currency, isDemo, useType, className }: BannerCarouselProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: banners } = useBanners(siteId, currency, useType);
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

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

  if (!banners?.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('content.banners')}
      data-testid={`banners-${useType}`}
      className={clsx('relative overflow-hidden', className)}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
          {banners.map((b, i) => (
            <div key={b.id} className="min-w-0 shrink-0 grow-0 basis-full" aria-roledescription="slide">
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
              onClick={() => embla?.scrollTo(i)}
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
