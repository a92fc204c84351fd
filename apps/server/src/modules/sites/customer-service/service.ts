import {
  RealtimeChannels,
  type CustomerServiceKind,
  type TCustomerServiceChannel,
  type TCustomerServiceChannelInput,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { createStaffAuditWriter } from '../../accounts/staff';
import { findSite } from '../site';
import { channelsOfSite, replaceChannels, type CustomerServiceChannelRow } from './repository';

interface Staff {
  staffId: number;
  ip: string;
}

const adminView = (r: CustomerServiceChannelRow) => ({
  kind: r.kind as CustomerServiceKind,
  value: r.value,
  titles: r.titles,
});

export type CustomerServiceService = ReturnType<typeof createCustomerServiceService>;

/**
 * A site's customer-service channels: members read them (uncached, so a change shows at once), admins
 * replace the whole ordered list. Each save is audited with the list before and after, in the same
 * transaction, so who pointed members where can always be answered.
 */
export function createCustomerServiceService(deps: { db: Db; clock: Clock; realtime: RealtimePublisher }) {
  const { db, clock } = deps;

  async function knownSite(siteId: number) {
    if (!(await findSite(db, siteId)))
      throw new AppError(PlatformErrors.notFound, { message: `site_id: no site ${siteId}` });
  }

  return {
    /**
     * The site's channels for a member or visitor, labelled in `lang`. A label staff wrote for
     * another language is not shown: the page names the channel by its kind instead.
     */
    async forMembers(siteId: number, lang: string): Promise<TCustomerServiceChannel[]> {
      return (await channelsOfSite(db, siteId)).map((r) => ({
        kind: r.kind as CustomerServiceKind,
        value: r.value,
        title: r.titles[lang] ?? '',
      }));
    },

    async forStaff(siteId: number) {
      await knownSite(siteId);
      return { site_id: siteId, list: (await channelsOfSite(db, siteId)).map(adminView) };
    },

    async save(siteId: number, channels: TCustomerServiceChannelInput[], who: Staff) {
      await knownSite(siteId);
      const list = await db.transaction(async (tx) => {
        const before = (await channelsOfSite(tx, siteId)).map(adminView);
        const rows = await replaceChannels(tx, siteId, channels, clock.now());
        const after = rows.sort((a, b) => a.sort - b.sort).map(adminView);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'customer_service_channels_save',
          target: `site:${siteId}`,
          detail: { before, after },
          ip: who.ip,
        });
        return after;
      });
      // Spec §7: open pages of the site refetch the customer-service details.
      deps.realtime.toPublic(siteId, RealtimeChannels.webMember, 'customer_service_link_change', {});
      return { site_id: siteId, list };
    },
  };
}
