import { z } from 'zod';
import { integerId } from '../ids';
import {
  CUSTOMER_SERVICE_KINDS,
  CUSTOMER_SERVICE_MAX,
  ZCustomerServiceChannelInput,
} from '../customer-service';
import { defineAdminCall } from './staff';

/** The back office's calls for a site's customer-service channels. */

const siteId = integerId({ coerce: true });
const ZAdminCustomerServiceChannel = z.object({
  kind: z.enum(CUSTOMER_SERVICE_KINDS),
  value: z.string(),
  titles: z.record(z.string(), z.string()),
});

/** Staff read the list as saved (every language's label), to edit it. */
export const AdminCustomerServiceChannelList = defineAdminCall({
  name: 'AdminCustomerServiceChannelList',
  method: 'GET',
  path: '/sites/:site_id/customer-service/channels',
  roles: ['support', 'content'],
  request: z.object({ site_id: siteId }),
  data: z.object({ site_id: z.number().int(), list: z.array(ZAdminCustomerServiceChannel) }),
});

/**
 * Replaces the site's whole list; its order is the display order and an empty list removes them all.
 * Admin only, like the customer-service address: whoever sets these decides where members send their
 * account details and deposit questions, so a wrong entry is a phishing channel.
 */
export const AdminCustomerServiceChannelsSave = defineAdminCall({
  name: 'AdminCustomerServiceChannelsSave',
  method: 'PUT',
  path: '/sites/:site_id/customer-service/channels',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    channels: z
      .array(ZCustomerServiceChannelInput)
      .max(CUSTOMER_SERVICE_MAX)
      // The same number twice is a slip in the list, not a second way to reach anyone.
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((channel, i) => {
          const key = `${channel.kind} ${channel.value.toLowerCase()}`;
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'listed twice in channels' });
          seen.add(key);
        });
      }),
  }),
  data: z.object({ site_id: z.number().int(), list: z.array(ZAdminCustomerServiceChannel) }),
});
