import { Bulletin } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** A visitor's pop-up promotions for this device (spec §4); members ask `bulletin-member.ts`. */
export const fetchVisitorPopups = (siteId: number, device: 1 | 2, signal?: AbortSignal) =>
  callContract(Bulletin, { site_id: siteId, display_device: device }, { signal, silent: true });
