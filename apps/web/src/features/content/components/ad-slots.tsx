import { useTranslation } from 'react-i18next';
import { useSiteModels, type ModelQuery } from '../api/models';
import { ModelLink } from './model-link';

/** The template's ad slots (spec §7 model_setting): shown only when staff have placed some. */
export function AdSlots(props: ModelQuery & { className?: string }) {
  const { t } = useTranslation();
  const ads = useSiteModels('setting', props);
  if (!ads.data?.length) return null;
  return (
    <section aria-label={t('content.ads')} data-testid="ad-slots" className={props.className}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ads.data.map((ad) => (
          <li key={ad.id}>
            <ModelLink
              item={ad}
              className="block overflow-hidden rounded-card border border-line transition hover:border-primary/60"
            >
              <img
                src={ad.image_url}
                alt={ad.title}
                className="aspect-[16/7] w-full object-cover"
                loading="lazy"
              />
            </ModelLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
