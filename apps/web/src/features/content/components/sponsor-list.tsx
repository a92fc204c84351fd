import { useTranslation } from 'react-i18next';
import { useSiteModels, type ModelQuery } from '../api/models';
import { ModelLink } from './model-link';

/** The /sponsor page's list (spec §7 model_sponsor): picture, name and the sanitized story. */
export function SponsorList(props: ModelQuery) {
  const { t } = useTranslation();
  const sponsors = useSiteModels('sponsor', props);
  if (sponsors.isPending) {
    return (
      <div
        role="status"
        aria-label={t('content.sponsors.loading')}
        className="h-64 animate-pulse rounded-card bg-fill"
      />
    );
  }
  if (sponsors.isError) {
    return (
      <p
        role="alert"
        className="rounded-card border border-line bg-fill p-6 text-center text-sm text-ink-muted"
      >
        {t('content.sponsors.failed')}
      </p>
    );
  }
  if (!sponsors.data.length) {
    return (
      <p
        data-testid="sponsors-empty"
        className="rounded-card border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted"
      >
        {t('content.sponsors.empty')}
      </p>
    );
  }
  return (
    <ul data-testid="sponsor-list" className="grid gap-6 md:grid-cols-2">
      {sponsors.data.map((s) => (
        <li key={s.id} className="overflow-hidden rounded-card border border-line bg-surface">
          <ModelLink item={s} className="block">
            <img
              src={s.image_url}
              alt={s.title}
              className="aspect-[16/7] w-full object-cover"
              loading="lazy"
            />
          </ModelLink>
          <div className="flex flex-col gap-2 p-5">
            <h2 className="text-lg font-bold text-ink">{s.title}</h2>
            {s.content ? (
              // Stored sanitized by the server (site-models service).
              <div
                className="space-y-2 text-sm leading-relaxed text-ink-muted [&_a]:text-primary [&_a]:underline [&_strong]:text-ink"
                dangerouslySetInnerHTML={{ __html: s.content }}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
