import {
  AdminCustomerServiceChannelList,
  AdminCustomerServiceChannelsSave,
  CustomerServiceChannels,
  ZCustomerServiceChannelInput,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, offContract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, visitor } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let admin: Staff;
let support: Staff;
const published: { siteId: number; channel: string; event: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffMember(t, 'cs-admin', 'admin');
  support = await staffMember(t, 'cs-support', 'support');
  const original = t.app.realtime.toPublic.bind(t.app.realtime);
  t.app.realtime.toPublic = ((siteId: number, channel: string, event: string, payload: never) => {
    published.push({ siteId, channel, event });
    original(siteId, channel, event as never, payload);
  }) as typeof t.app.realtime.toPublic;
});
afterAll(() => t.close());

const channelsFor = (siteId: number, lang = 'en_US') =>
  visitor(t, { headers: { lang } }).call(CustomerServiceChannels, { site_id: siteId });

describe('customer-service channels', () => {
  it('gives the demo sites a few channels, each one the staff form would accept', async () => {
    const one = await admin.call(AdminCustomerServiceChannelList, { site_id: 1 });
    const two = await admin.call(AdminCustomerServiceChannelList, { site_id: 2 });
    expect(one.list.map((c) => c.kind)).toEqual(['telegram', 'phone', 'email']);
    expect(two.list.map((c) => c.kind)).toEqual(['whatsapp', 'line', 'email']);
    for (const channel of [...one.list, ...two.list]) {
      const parsed = ZCustomerServiceChannelInput.parse(channel);
      expect(parsed.value).toBe(channel.value);
    }
    expect((await channelsFor(1, 'zh_CN')).list[1]).toEqual({
      kind: 'phone',
      value: '+442079460123',
      title: '24小时客服热线',
    });
  });

  it('lets an admin set the ordered list, labelled per language, and tells open pages of that site', async () => {
    published.length = 0;
    const saved = await admin.call(AdminCustomerServiceChannelsSave, {
      site_id: 2,
      channels: [
        { kind: 'zalo', value: '0912 345 678', titles: { vi_VN: 'Zalo CSKH' } },
        { kind: 'live_chat', value: 'https://chat.tidal.example/room' },
        { kind: 'telegram', value: '@tidal_orchid_cs' },
        { kind: 'phone', value: '+84 28 3822 0000', titles: { en_US: 'Hotline', vi_VN: 'Tổng đài' } },
      ],
    });
    expect(saved.list.map((c) => c.value)).toEqual([
      '0912345678',
      'https://chat.tidal.example/room',
      'tidal_orchid_cs',
      '+842838220000',
    ]);
    expect(published).toEqual([{ siteId: 2, channel: 'web_member', event: 'customer_service_link_change' }]);

    expect((await channelsFor(2, 'vi_VN')).list).toEqual([
      { kind: 'zalo', value: '0912345678', title: 'Zalo CSKH' },
      { kind: 'live_chat', value: 'https://chat.tidal.example/room', title: '' },
      { kind: 'telegram', value: 'tidal_orchid_cs', title: '' },
      { kind: 'phone', value: '+842838220000', title: 'Tổng đài' },
    ]);
    // A label written for another language is not shown in this one.
    expect((await channelsFor(2, 'th_TH')).list.map((c) => c.title)).toEqual(['', '', '', '']);
    // Site 1 is untouched.
    expect((await channelsFor(1)).list.map((c) => c.kind)).toEqual(['telegram', 'phone', 'email']);

    const { rows } = await t.db.execute<{
      staff_id: number;
      detail: { before: unknown[]; after: unknown[] };
    }>(
      sql`select staff_id, detail from staff_audit where action = 'customer_service_channels_save' and target = 'site:2'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail.before).toHaveLength(3);
    expect(rows[0]!.detail.after).toHaveLength(4);

    // An empty list removes them all: the site offers none, and pages hide the entry.
    await admin.call(AdminCustomerServiceChannelsSave, { site_id: 2, channels: [] });
    expect((await channelsFor(2)).list).toEqual([]);
    expect(published).toHaveLength(2);
  });

  it('refuses bad input with a 400 naming the field, and keeps the list it had', async () => {
    const before = await admin.call(AdminCustomerServiceChannelList, { site_id: 1 });
    const refuse = async (channels: unknown[], field: string) => {
      const answer = await admin.send(
        AdminCustomerServiceChannelsSave,
        offContract({ site_id: 1, channels }),
      );
      expect(answer.statusCode, JSON.stringify(channels)).toBe(400);
      expect(fieldErrors(answer).map((e) => e.field)).toContain(field);
      expect(answer.message).toContain(field);
    };
    await refuse([{ kind: 'live_chat', value: 'javascript:alert(1)' }], 'channels.0.value');
    await refuse(
      [
        { kind: 'email', value: 'ok@koi.example' },
        { kind: 'telegram', value: 'no' },
      ],
      'channels.1.value',
    );
    await refuse([{ kind: 'phone', value: 'call us' }], 'channels.0.value');
    await refuse([{ kind: 'whatsapp', value: '+84abc' }], 'channels.0.value');
    await refuse([{ kind: 'email', value: 'service' }], 'channels.0.value');
    await refuse([{ kind: 'fax', value: '123456' }], 'channels.0.kind');
    await refuse([{ kind: 'line', value: '@koi_th', titles: { xx_XX: 'x' } }], 'channels.0.titles');
    await refuse(
      [
        { kind: 'phone', value: '+84 28 3822 0000' },
        { kind: 'phone', value: '+842838220000' },
      ],
      'channels.1.value',
    );
    await refuse(
      Array.from({ length: 13 }, (_, i) => ({
        kind: 'phone',
        value: `+8428382200${String(i).padStart(2, '0')}`,
      })),
      'channels',
    );
    expect(await admin.call(AdminCustomerServiceChannelList, { site_id: 1 })).toEqual(before);
  });

  it('answers an unknown site with 404', async () => {
    const answer = await admin.send(AdminCustomerServiceChannelsSave, { site_id: 99, channels: [] });
    expect(answer.code).toBe(404);
    expect(answer.message).toContain('site_id');
  });

  it('lets other roles read the list but only an admin change it', async () => {
    expect((await support.call(AdminCustomerServiceChannelList, { site_id: 1 })).list).toHaveLength(3);
    const finance = await staffMember(t, 'cs-finance', 'finance');
    const content = await staffMember(t, 'cs-content', 'content');
    expect((await content.send(AdminCustomerServiceChannelList, { site_id: 1 })).statusCode).toBe(200);
    expect((await finance.send(AdminCustomerServiceChannelList, { site_id: 1 })).statusCode).toBe(403);
    published.length = 0;
    for (const role of [support, content, finance]) {
      const refused = await role.send(AdminCustomerServiceChannelsSave, {
        site_id: 1,
        channels: [{ kind: 'telegram', value: 'phisher_account' }],
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(published).toEqual([]);
    expect((await channelsFor(1)).list.map((c) => c.value)).not.toContain('phisher_account');
    const anonymous = await support.send(AdminCustomerServiceChannelList, { site_id: 1 }, { token: null });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers for the site of the request only', async () => {
    await admin.call(AdminCustomerServiceChannelsSave, {
      site_id: 2,
      channels: [{ kind: 'email', value: 'care@tidal-orchid.example' }],
    });
    const member = await registeredMember(
      t,
      { member_account: 'csmember1', member_name: '王五', member_email: 'csmember1@example.com' },
      { headers: { lang: 'en_US' } },
    );
    // Without site_id the site is the one of the host the page was loaded from.
    const own = await member.call(CustomerServiceChannels, {});
    expect(own.list.map((c) => c.kind)).toEqual(['telegram', 'phone', 'email']);
    const onSite2 = await visitor(t, { headers: { host: 'site2.localhost' } }).call(
      CustomerServiceChannels,
      {},
    );
    expect(onSite2.list).toEqual([{ kind: 'email', value: 'care@tidal-orchid.example', title: '' }]);
  });
});
