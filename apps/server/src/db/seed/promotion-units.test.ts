import {
  MemberLayout,
  MONEY_LIMITS,
  RedEnvelopeClaim,
  RedEnvelopePromotion,
  SignInClaim,
  SignInData,
  type CurrencyCode,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../modules/money/ledger/invariants';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { memberWithToken, registeredMember } from '../../test/member-client';
import { redEnvelopePromotions, signInCampaigns } from '../schema';
import { PROMOTION_PERIODS } from './promotion-units';
import { seedSites } from './sites';

// The seeded database a first start with the demo on leaves (the clean start is in new-site.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t?.close();
});

const DAY = 86_400_000;

describe('the demo brands’ promotions', () => {
  it('give a site-1 member a running sign-in calendar that pays today’s reward', async () => {
    const m = await registeredMember(t, { member_account: 'demosign1' });
    const calendar = await m.call(SignInData);
    expect(calendar?.campaign.title).toBe('每日签到日历');
    expect(calendar!.campaign.start_date <= calendar!.today).toBe(true);
    expect(calendar!.campaign.end_date >= calendar!.today).toBe(true);
    expect(calendar!.days).toHaveLength(28);
    expect(calendar!.days.slice(0, 7).map((d) => d.amount)).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '5.00',
      '6.00',
      '8.00',
      '18.00',
    ]);
    const today = calendar!.days.find((d) => d.date === calendar!.today)!;
    expect(today.state).toBe('can_sign_in');

    const paid = await m.call(SignInClaim, { campaign_id: calendar!.campaign.id });
    expect(paid.cash).toBe(today.amount);
    expect((await m.call(MemberLayout)).member_common_layout.member_cash).toBe(today.amount);
  });

  it('give a site-1 member a red envelope to open, paid from its budget', async () => {
    const m = await registeredMember(t, { member_account: 'demoenv1' });
    const envelope = await m.call(RedEnvelopePromotion);
    expect(envelope?.title).toBe('幸运红包');
    expect(Date.parse(envelope!.end_at) - Date.now()).toBeGreaterThan(20 * DAY);
    const opened = await m.call(RedEnvelopeClaim, { id: envelope!.id });
    expect(Number(opened.cash)).toBeGreaterThanOrEqual(1);
    expect(Number(opened.cash)).toBeLessThanOrEqual(18.88);
    expect(await m.call(RedEnvelopePromotion)).toBeNull();
  });

  it('title the promotions in the reader’s language, whatever the currency', async () => {
    const m = await registeredMember(t, {
      member_account: 'demousd1',
      member_currency: 'USD',
      member_email: 'demousd1@example.com',
    });
    const reading = (lang: string) => memberWithToken(t, m.token, { headers: { lang } });
    expect((await reading('en_US').call(SignInData))?.campaign.title).toBe('Daily sign-in calendar');
    expect((await reading('en_US').call(RedEnvelopePromotion))?.title).toBe('Lucky red envelope');
    expect((await reading('zh_TW').call(SignInData))?.campaign.title).toBe('每日簽到日曆');
    expect((await reading('th_TH').call(RedEnvelopePromotion))?.title).toBe('อั่งเปานำโชค');
  });

  it('run a year in four-week periods for every currency, each within the currency’s bounds', async () => {
    const campaigns = await t.db.select().from(signInCampaigns);
    const envelopes = await t.db.select().from(redEnvelopePromotions);
    for (const site of seedSites) {
      for (const currency of site.currencies) {
        const limit = MONEY_LIMITS[currency as CurrencyCode].maxAmount;
        const mine = campaigns
          .filter((c) => c.siteId === site.id && c.currency === currency)
          .sort((a, b) => a.startDate.localeCompare(b.startDate));
        expect(mine, `${site.id} ${currency}`).toHaveLength(PROMOTION_PERIODS);
        for (const [i, c] of mine.entries()) {
          expect(c.budget).toBeLessThanOrEqual(limit);
          for (const reward of c.rewards) expect(BigInt(reward)).toBeLessThanOrEqual(c.budget);
          // The next period starts the day after this one ends: no gap, no overlap.
          const next = mine[i + 1];
          if (next) expect(Date.parse(next.startDate) - Date.parse(c.endDate)).toBe(DAY);
        }
        const theirs = envelopes
          .filter((e) => e.siteId === site.id && e.currency === currency)
          .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
        expect(theirs, `${site.id} ${currency}`).toHaveLength(PROMOTION_PERIODS);
        for (const [i, e] of theirs.entries()) {
          expect(e.budget).toBeLessThanOrEqual(limit);
          expect(e.maxAmount).toBeLessThanOrEqual(e.budget);
          const next = theirs[i + 1];
          if (next) expect(next.startAt).toEqual(e.endAt);
        }
        expect(theirs.at(-1)!.endAt.getTime() - Date.now()).toBeGreaterThan(360 * DAY);
      }
    }
  });
});
