import { customerServiceChannels } from '../schema';
import type { SeedUnit } from './index';

type Channel = Omit<typeof customerServiceChannels.$inferInsert, 'siteId' | 'sort'>;

/**
 * The demo brands' customer-service channels, in the channels each market uses (Telegram and a
 * hotline for the RMB site; WhatsApp and LINE for the Vietnamese and Thai one). Every value is
 * fictional so the demo never sends anyone to a stranger: phone numbers come from Ofcom's ranges kept
 * for drama (020 7946 0xxx, 07700 900xxx), e-mail addresses are under `.example`, and handles end in
 * `_demo` / `.demo`. `site:create` sites start with none: staff add their own.
 */
const CHANNELS: Record<number, Channel[]> = {
  1: [
    {
      kind: 'telegram',
      value: 'vermilion_koi_demo',
      titles: { zh_CN: 'Telegram 在线客服', zh_TW: 'Telegram 線上客服', en_US: 'Telegram support' },
    },
    {
      kind: 'phone',
      value: '+442079460123',
      titles: { zh_CN: '24小时客服热线', zh_TW: '24小時客服熱線', en_US: '24-hour hotline' },
    },
    { kind: 'email', value: 'service@vermilion-koi.example', titles: {} },
  ],
  2: [
    { kind: 'whatsapp', value: '+447700900123', titles: {} },
    {
      kind: 'line',
      value: '@tidal.orchid.demo',
      titles: { th_TH: 'LINE บริการลูกค้า', en_US: 'LINE official account', vi_VN: 'Tài khoản LINE chính thức' },
    },
    { kind: 'email', value: 'care@tidal-orchid.example', titles: {} },
  ],
};

export function customerServiceUnits(site: { id: number }): SeedUnit[] {
  const channels = CHANNELS[site.id] ?? [];
  if (channels.length === 0) return [];
  return [
    {
      key: `site:${site.id}:customer-service`,
      async apply(tx) {
        await tx
          .insert(customerServiceChannels)
          .values(channels.map((c, sort) => ({ ...c, siteId: site.id, sort })));
      },
    },
  ];
}
