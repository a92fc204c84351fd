import { z } from 'zod';
import { defineCall } from './call';
import { LANG_CODES } from './constants';
import { httpUrl } from './safe-url';
import { ZSiteScoped } from './site';

/**
 * The ways a site's members reach customer service (issue 15): a live-chat address, Telegram,
 * WhatsApp, LINE, Zalo, phone and e-mail, each optional, in the order staff set, per site. Spec §7
 * names only the realtime event (`customer_service_link_change` on `web_member`: open pages refetch
 * the customer-service details); the calls and field sets are ours.
 *
 * `value` is what the member dials or looks up, never a ready link: the page builds the link from the
 * kind (tel:, mailto:, t.me, wa.me, line.me, zalo.me), so no staff entry can smuggle in a scheme.
 */
export const CUSTOMER_SERVICE_KINDS = [
  'live_chat',
  'telegram',
  'whatsapp',
  'line',
  'zalo',
  'phone',
  'email',
] as const;
export type CustomerServiceKind = (typeof CUSTOMER_SERVICE_KINDS)[number];

/** How many channels a site may list: enough for a hotline per market, few enough to read at once. */
export const CUSTOMER_SERVICE_MAX = 12;

/** Spaces, dots, dashes and brackets people put into numbers ("+84 912-345 678") are dropped. */
const digitsOnly = (v: string) => v.replace(/[\s.()-]/g, '');
const numberField = (pattern: RegExp, message: string) =>
  z.string().trim().max(40, message).transform(digitsOnly).pipe(z.string().regex(pattern, message));

/** Per kind: what staff type, normalized to what is stored and shown. */
const VALUE_RULES = {
  /** The chat page itself, on the chat provider's host: absolute http(s) only. */
  live_chat: httpUrl(500),
  /** A public username (t.me/<name>): 5-32 letters, digits or `_`, starting with a letter; `@` is dropped. */
  telegram: z
    .string()
    .trim()
    .max(33, 'a Telegram username: 5-32 letters, digits or _')
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'a Telegram username: 5-32 letters, digits or _')),
  /** The number in international form (wa.me/<country code><number>), with or without the leading `+`. */
  whatsapp: numberField(
    /^\+?[1-9]\d{6,14}$/,
    'a WhatsApp number in international form: country code then number, digits only',
  ),
  /** A LINE ID; official accounts start with `@` (kept: it decides the kind of link). */
  line: z
    .string()
    .trim()
    .max(21, 'a LINE ID: 4-20 letters, digits, . _ or -, official accounts with a leading @')
    .regex(
      /^@?[A-Za-z0-9._-]{4,20}$/,
      'a LINE ID: 4-20 letters, digits, . _ or -, official accounts with a leading @',
    ),
  /** The phone number members add on Zalo (zalo.me/<number>), or an Official Account's numeric id. */
  zalo: numberField(/^\d{6,20}$/, 'a Zalo phone number or Official Account id: digits only'),
  /** A number members can dial (tel:): digits, an optional leading `+`; hotlines may be short. */
  phone: numberField(/^\+?\d{3,20}$/, 'a phone number: digits with an optional leading +'),
  email: z.email({ error: 'an e-mail address such as service@example.com' }).max(100),
} satisfies Record<CustomerServiceKind, z.ZodType>;

const langKey = z.enum(LANG_CODES as [string, ...string[]], { message: 'titles: unknown language' });

/**
 * One channel as staff save it. `titles` is an optional label per language ("VIP hotline", "Deposits");
 * without one for the member's language the page names the channel by its kind.
 */
const channelOf = <K extends CustomerServiceKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    value: VALUE_RULES[kind],
    titles: z.partialRecord(langKey, z.string().trim().max(40)).default({}),
  });

export const ZCustomerServiceChannelInput = z.discriminatedUnion('kind', [
  channelOf('live_chat'),
  channelOf('telegram'),
  channelOf('whatsapp'),
  channelOf('line'),
  channelOf('zalo'),
  channelOf('phone'),
  channelOf('email'),
]);
export type TCustomerServiceChannelInput = z.output<typeof ZCustomerServiceChannelInput>;

/** A channel as members get it: the label in the asked language, empty when staff gave none. */
export const ZCustomerServiceChannel = z.object({
  kind: z.enum(CUSTOMER_SERVICE_KINDS),
  value: z.string(),
  title: z.string(),
});
export type TCustomerServiceChannel = z.infer<typeof ZCustomerServiceChannel>;

/** The site's channels in display order; an empty list means the site offers none (hide the entry). */
export const CustomerServiceChannels = defineCall({
  name: 'CustomerServiceChannels',
  method: 'POST',
  path: '/arks/web/customer-service',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ list: z.array(ZCustomerServiceChannel) }),
});
