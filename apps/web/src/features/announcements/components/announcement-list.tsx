import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../api/announcement-marquee';

/**
 * The member centre's announcements (spec §2 info_center: Announcement): the lines the marquee runs
 * for members, in the operator's order, as a list to read at leisure.
 */
export function AnnouncementList({
  siteId,
  memberId,
  language,
}: {
  siteId: number;
  memberId: string | null;
  language: string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(announcementsQuery(siteId, language, memberId));
  if (isPending) return <div className="h-24 animate-pulse rounded-field bg-fill" aria-busy="true" />;
  if (isError) return <p className="text-sm text-ink-muted">{t('announcements.loadFailed')}</p>;
  const lines = data.web_announcement_list;
  if (!lines.length) return <p className="text-sm text-ink-muted">{t('announcements.empty')}</p>;
  return (
    <ol data-testid="announcement-list" className="divide-y divide-line rounded-card border border-line">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 px-4 py-3 text-sm leading-relaxed text-ink">
          <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          {line.content}
        </li>
      ))}
    </ol>
  );
}
