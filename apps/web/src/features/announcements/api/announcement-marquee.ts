import { AnnouncementMarquee } from '@arks/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../api/call';

/** The marquee's lines in the operator's order, as the member centre lists them (spec §2 info_center). */
export const announcementsQuery = (siteId: number, language: string, memberId: string | null) =>
  queryOptions({
    queryKey: ['announcements', siteId, language, memberId] as const,
    queryFn: ({ signal }) =>
      callContract(
        AnnouncementMarquee,
        { site_id: siteId, sort_field: 'sort', sort_order: 'desc' },
        { signal, silent: true },
      ),
  });
