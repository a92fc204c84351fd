import { BulletinMemberHide } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import type { PopupQuery } from './popups';

/** "Do not show again" for the member's pop-ups of this device and place. */
export const hidePopups = (q: PopupQuery) =>
  callContract(
    BulletinMemberHide,
    { site_id: q.siteId, display_device: q.device, display_location: q.location },
    { silent: true },
  );
