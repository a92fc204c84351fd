import {
  ZCustomerServiceChannelInput,
  type CustomerServiceKind,
  type TCustomerServiceChannel,
} from '@arks/contracts';

export interface ChannelLink {
  kind: CustomerServiceKind;
  href: string;
  /** What the member reads: the handle, number or address (the chat's host for live chat). */
  shown: string;
  /** Apps and chat pages open beside the site; tel: and mailto: hand over to the device. */
  newTab: boolean;
}

/**
 * The link for one channel, built here from its kind and value, never taken from the server as is.
 * The value is checked again with the staff form's own rule, so a row that somehow does not fit its
 * kind is left out rather than linked.
 */
export function channelLink(channel: Pick<TCustomerServiceChannel, 'kind' | 'value'>): ChannelLink | null {
  const parsed = ZCustomerServiceChannelInput.safeParse({ kind: channel.kind, value: channel.value });
  if (!parsed.success) return null;
  const { kind, value } = parsed.data;
  const app = (href: string, shown: string): ChannelLink => ({ kind, href, shown, newTab: true });
  switch (kind) {
    case 'live_chat':
      return app(value, new URL(value).host);
    case 'telegram':
      return app(`https://t.me/${value}`, `@${value}`);
    case 'whatsapp': {
      // wa.me takes the international number as digits only.
      const digits = value.replace(/^\+/, '');
      return app(`https://wa.me/${digits}`, `+${digits}`);
    }
    case 'line':
      // Official accounts (@id) and personal LINE IDs have different add-friend links.
      return value.startsWith('@')
        ? app(`https://line.me/R/ti/p/${encodeURIComponent(value)}`, value)
        : app(`https://line.me/ti/p/~${encodeURIComponent(value)}`, value);
    case 'zalo':
      return app(`https://zalo.me/${value}`, value);
    case 'phone':
      return { kind, href: `tel:${value}`, shown: value, newTab: false };
    case 'email':
      return { kind, href: `mailto:${value}`, shown: value, newTab: false };
  }
}
