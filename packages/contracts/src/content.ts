import { z } from 'zod';
import { defineCall } from './call';
import { ZSiteScoped } from './site';

/** Pop-up requests ask for device 1 desktop or 2 mobile, and a member for location 2 or 3 (§4). */
const device = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));
const location = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(2), z.literal(3)]));

export const ZBannerGameLink = z.object({
  gt_id: z.number().int(),
  gp_id: z.string(),
  currency: z.string(),
  gp_gt_name: z.string(),
  customized: z.number().int(),
});

export const ZBanner = z.object({
  id: z.number().int(),
  url: z.string(),
  link: z.string(),
  link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  link_method: z.union([z.literal(0), z.literal(1)]),
  game_link_parameter: ZBannerGameLink.nullable(),
  sort: z.number().int(),
});

export const CarouselPicture = defineCall({
  name: 'CarouselPicture',
  method: 'POST',
  path: '/arks/web/carousel_picture',
  auth: 'public',
  request: ZSiteScoped.extend({
    use_type: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  }),
  data: z.object({ web_carousel_picture_list: z.array(ZBanner) }),
});

export const ZMarqueeLine = z.object({
  id: z.number().int(),
  /** Plain text in the request language. */
  content: z.string(),
  display_before_login: z.union([z.literal(0), z.literal(1)]),
  display_after_login: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
});

export const AnnouncementMarquee = defineCall({
  name: 'AnnouncementMarquee',
  method: 'POST',
  path: '/arks/web/announcement/marquee',
  auth: 'public',
  request: ZSiteScoped.extend({
    sort_field: z.literal('sort').optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
  }),
  data: z.object({ web_announcement_list: z.array(ZMarqueeLine) }),
});

export const ZPopupItem = z.object({
  id: z.number().int(),
  display_device: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Title in the request language. */
  content: z.string(),
  /** Sanitized HTML in the request language. */
  display_content: z.string(),
  updated_at: z.string(),
});

const ZPopupList = z.object({
  list: z.array(ZPopupItem),
  setting: z.object({ display_frequency: z.number().int() }),
});

export const Bulletin = defineCall({
  name: 'Bulletin',
  method: 'POST',
  path: '/arks/web/bulletin',
  auth: 'public',
  request: ZSiteScoped.extend({ display_device: device }),
  data: ZPopupList,
});

export const BulletinMember = defineCall({
  name: 'BulletinMember',
  method: 'POST',
  path: '/arks/web/bulletin/member',
  auth: 'member',
  abortable: true,
  request: ZSiteScoped.extend({ display_device: device, display_location: location }),
  data: ZPopupList,
});

export const BulletinHistory = defineCall({
  name: 'BulletinHistory',
  method: 'POST',
  path: '/arks/web/bulletin/history',
  auth: 'public',
  request: ZSiteScoped.extend({ display_device: device }),
  data: z.object({ list: z.array(ZPopupItem) }),
});

export const BulletinMemberHide = defineCall({
  name: 'BulletinMemberHide',
  method: 'POST',
  path: '/arks/web/bulletin/member/hide',
  auth: 'member',
  request: ZSiteScoped.extend({ display_device: device, display_location: location }),
  data: z.object({}),
});
