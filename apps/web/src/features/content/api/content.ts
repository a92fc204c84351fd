import {
  AnnouncementMarquee,
  Bulletin,
  BulletinMember,
  BulletinMemberHide,
  CarouselPicture,
} from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';

/** Banners of one use_type (0 large desktop, 1 small desktop, 2 mobile); refetched on carousel_picture.url. */
export const bannersQuery = (siteId: number, currency: string, useType: 0 | 1 | 2) =>
  queryOptions({
    queryKey: [...contentKeys.banners(siteId, currency), useType] as const,
    queryFn: ({ signal }) =>
      callContract(CarouselPicture, { site_id: siteId, use_type: useType }, { signal, silent: true }),
    select: (data) => data.web_carousel_picture_list,
    // Changes arrive through realtime (carousel_picture.url invalidates them); the home page's loader,
    // the page and its carousel asking within a minute share one answer instead of three.
    staleTime: 60_000,
  });

export const useBanners = (siteId: number, currency: string, useType: 0 | 1 | 2) =>
  useQuery(bannersQuery(siteId, currency, useType));

/** Marquee lines for visitors or members (the server knows which from the token), newest sort first. */
export const marqueeQuery = (siteId: number, language: string, reader: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, siteId, 'marquee', language, reader] as const,
    queryFn: ({ signal }) =>
      callContract(
        AnnouncementMarquee,
        { site_id: siteId, sort_field: 'sort', sort_order: 'desc' },
        { signal, silent: true },
      ),
    select: (data) => data.web_announcement_list,
    // As the banners: a page's mount does not ask again for what it (or the first page) just got.
    staleTime: 60_000,
  });

export const useMarquee = (siteId: number, language: string, reader: string) =>
  useQuery(marqueeQuery(siteId, language, reader));

export interface PopupQuery {
  siteId: number;
  language: string;
  device: 1 | 2;
  /** Null for a visitor. */
  memberId: string | null;
  location: 2 | 3;
}

/** Pop-up promotions: visitors ask /bulletin, members /bulletin/member for where they are (spec §4). */
export const popupsQuery = (q: PopupQuery) =>
  queryOptions({
    queryKey: [...contentKeys.all, q.siteId, 'popups', q.language, q.device, q.memberId, q.location] as const,
    queryFn: ({ signal }) =>
      q.memberId
        ? callContract(
            BulletinMember,
            { site_id: q.siteId, display_device: q.device, display_location: q.location },
            { signal, silent: true },
          )
        : callContract(Bulletin, { site_id: q.siteId, display_device: q.device }, { signal, silent: true }),
    staleTime: 60_000,
  });

export const usePopups = (q: PopupQuery) => useQuery(popupsQuery(q));

export const hidePopups = (q: PopupQuery) =>
  callContract(
    BulletinMemberHide,
    { site_id: q.siteId, display_device: q.device, display_location: q.location },
    { silent: true },
  );
