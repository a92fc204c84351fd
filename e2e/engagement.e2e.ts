import { SignInClaim, SignInData } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { apiSend, memberCall, newMember, signedInPage } from './support/member';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

/**
 * What keeps a member coming back, as they live it: a letter from staff arrives while the page is open
 * (the badge counts it without a reload), a red envelope is opened and its cash lands in the balance,
 * and today's sign-in reward is collected from the calendar.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The sign-in calendar is the demo seed's own (SEED_DEMO is on): every currency of the demo brands
  // has one running from the first start, so the test makes none (campaigns may not overlap).
});
afterAll(async () => {
  await browser?.close();
});

const waitForBalance = (page: Page, text: string) =>
  page.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(want),
    text,
    { timeout: 15_000 },
  );

describe.each(['desktop', 'phone'] as const)('engagement, at %s size', (viewport) => {
  it('a letter arrives live, a red envelope and the sign-in reward are paid into the balance', async () => {
    const m = await newMember(`en${viewport[0]}`);
    const now = Date.now();
    const envelope = await adminCall('POST', '/red-envelopes', {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: `幸运红包 ${viewport}`, en_US: `Lucky envelope ${viewport}` },
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + 3_600_000).toISOString(),
      min_amount: '6.00',
      max_amount: '6.00',
      budget: '60.00',
    });
    expect(envelope.code, envelope.message).toBe(1000);

    const page = await signedInPage(browser, viewport, m);
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('letter-badge').count()).toBe(0);
    const sent = await adminCall('POST', '/letters', {
      site_id: 1,
      titles: { en_US: 'Welcome aboard', zh_CN: '欢迎加入' },
      bodies: { en_US: '<p>Your first letter.</p>', zh_CN: '<p>您的第一封站内信。</p>' },
      audience: { type: 'member', member_id: m.member_id },
    });
    expect(sent.code, sent.message).toBe(1000);
    // No reload: letter.sent on the member's channel refetches the inbox count.
    await page.getByTestId('letter-badge').filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
    await screenshot(page, `engagement-letter-badge-${viewport}`);

    await page.getByTestId('red-envelope-trigger').click();
    await page.getByTestId('red-envelope-dialog').waitFor();
    await screenshot(page, `engagement-red-envelope-${viewport}`);
    await page.getByTestId('red-envelope-claim').click();
    await page.getByTestId('red-envelope-won').filter({ hasText: '¥6.00' }).waitFor();
    await screenshot(page, `engagement-red-envelope-won-${viewport}`);
    await page.keyboard.press('Escape');
    await waitForBalance(page, '¥6.00');

    const calendar = (await memberCall(m, SignInData, {}))!;
    const reward = Number(calendar.days.find((d) => d.date === calendar.today)!.amount);
    await page.getByTestId('sign-in-trigger').click();
    await page.getByTestId('sign-in-dialog').waitFor();
    const todayCell = page.getByTestId(`sign-in-day-${calendar.today}`);
    expect(await todayCell.getAttribute('data-state')).toBe('can_sign_in');
    await screenshot(page, `engagement-sign-in-calendar-${viewport}`);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-success').waitFor();
    expect(await todayCell.getAttribute('data-state')).toBe('success');
    expect(await page.getByTestId('sign-in-submit').isDisabled()).toBe(true);
    await screenshot(page, `engagement-sign-in-success-${viewport}`);
    await page.keyboard.press('Escape');
    await waitForBalance(page, `¥${(6 + reward).toFixed(2)}`);

    // Signing in again the same day is refused by the server and pays nothing.
    const again = await apiSend(SignInClaim, { campaign_id: calendar.campaign.id }, { token: m.token });
    expect(again.code).not.toBe(1000);

    // The member centre lists the announcements the marquee runs for members.
    await page.goto(baseUrl() + '/user?page=Announcement');
    const announcements = page.getByTestId('announcement-list');
    await announcements.waitFor();
    expect(await announcements.locator('li').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
