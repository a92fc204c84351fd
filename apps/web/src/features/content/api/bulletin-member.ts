import { BulletinMember } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** A member's pop-up promotions for this device and where they are (spec §4). */
export const fetchMemberPopups = (siteId: number, device: 1 | 2, location: 2 | 3, signal?: AbortSignal) =>
  callContract(
    BulletinMember,
    { site_id: siteId, display_device: device, display_location: location },
    { signal, silent: true },
  );
