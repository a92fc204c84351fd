import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupPromotions, popupSettings } from '../../../db/schema';
import { Bulletin, BulletinHistory, BulletinMember, BulletinMemberHide } from '@arks/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, visitor } from '../../../test/member-client';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  // The seed's own pop-ups and settings would mix with the rows this file asserts on.
  await t.db.delete(popupPromotions);
  await t.db.delete(popupSettings);
  await t.db.insert(popupPromotions).values([
    {
      siteId: 1,
      displayDevice: 0,
      locations: [2],
      titles: { en_US: 'Welcome', zh_CN: '欢迎' },
      // Stored before pictures had to come from the content image store: dropped on the way out.
      bodies: {
        en_US:
          '<p>Hi<img src=x onerror="alert(1)"><img src="https://tracker.example/p.gif"><script>alert(2)</script></p>',
      },
    },
    {
      siteId: 1,
      displayDevice: 2,
      locations: [3],
      forVisitors: 0,
      titles: { en_US: 'Deposit' },
      bodies: { en_US: 'D' },
    },
    {
      siteId: 1,
      displayDevice: 1,
      locations: [2],
      currencies: ['USD'],
      titles: { en_US: 'USD' },
      bodies: { en_US: 'U' },
    },
  ]);
  await t.db.insert(popupSettings).values({ siteId: 1, displayFrequency: 0 });
});
afterAll(() => t.close());

const guest = () => visitor(t, { headers: { lang: 'en_US' } });
const contents = (page: { list: { content: string }[] }) => page.list.map((i) => i.content);

describe('bulletin (pop-up promotions)', () => {
  it('gives visitors the pop-ups for their device and currency, sanitized, with display_frequency', async () => {
    const res = await guest().call(Bulletin, { site_id: 1, display_device: 1 });
    expect(contents(res)).toEqual(['Welcome']);
    expect(res.list[0]?.display_content).not.toMatch(/script|onerror|<img|tracker\.example/);
    expect(res.list[0]?.display_content).toContain('Hi');
    expect(res.setting.display_frequency).toBe(0);
    const usd = await guest().call(
      Bulletin,
      { site_id: 1, display_device: 1 },
      { headers: { cookie: 'ccy=USD' } },
    );
    expect(usd.list).toHaveLength(2);
  });
  it('refuses a bad display_device', async () => {
    expect([100, 1000]).not.toContain((await guest().send(Bulletin, { site_id: 1, display_device: 7 })).code);
  });
  it('gives members pop-ups for the location, and hides them after bulletin/member/hide', async () => {
    const m = await registeredMember(
      t,
      { member_account: 'popup01', member_name: '王五', member_email: 'popup01@example.com' },
      { headers: { lang: 'en_US' } },
    );
    const deposit = await m.call(BulletinMember, { site_id: 1, display_device: 2, display_location: 3 });
    expect(contents(deposit)).toEqual(['Deposit']);
    const home = await m.call(BulletinMember, { site_id: 1, display_device: 2, display_location: 2 });
    expect(contents(home)).toEqual(['Welcome']);
    const hidden = await m.send(BulletinMemberHide, { site_id: 1, display_device: 2, display_location: 2 });
    expect([100, 1000]).toContain(hidden.code);
    const after = await m.call(BulletinMember, { site_id: 1, display_device: 2, display_location: 2 });
    expect(after.list).toEqual([]);
  });
  it('gives a member the pop-ups of their own currency, whatever currency cookie the browser sends', async () => {
    const rmb = await registeredMember(t, { member_account: 'popup02' }, { headers: { lang: 'en_US' } });
    const seen = await rmb.call(
      BulletinMember,
      { site_id: 1, display_device: 1, display_location: 2 },
      { headers: { cookie: 'ccy=USD' } },
    );
    expect(contents(seen)).toEqual(['Welcome']);
  });
  it('needs a member token for member calls', async () => {
    const res = await visitor(t).send(BulletinMember, { site_id: 1, display_device: 1, display_location: 2 });
    expect(res.statusCode).toBe(401);
  });
  it('lists history for the device', async () => {
    const res = await guest().call(BulletinHistory, { site_id: 1, display_device: 2 });
    expect(contents(res)).toEqual(['Welcome']);
  });
});
