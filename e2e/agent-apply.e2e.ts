import { AgentApplicationState, MemberLayout } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, baseUrl, type ViewportName } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * Becoming an agent (issue 27, agent-apply): a member opens /proxy, lands on Register, reads the
 * agreement, accepts it and applies; staff approve the application in the console; the member's
 * layout and Register page then show an active agent. Every page of this part is photographed at
 * 1440x900 and 390x844 (member site) and at 1440x900 (console).
 */

let browser: Browser;
let member: Member;
let staff: Page;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('agap');
  const signedIn = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
  staff = signedIn.page;
  problems = signedIn.problems;
});
afterAll(async () => {
  await browser?.close();
});

async function proxy(viewport: ViewportName, page: string): Promise<Page> {
  const p = await signedInPage(browser, viewport, member);
  await p.goto(`${baseUrl()}/proxy?page=${page}`);
  return p;
}

describe('a member applies to be an agent and staff approve', () => {
  it('/proxy sends a member to Register, where the agreement is accepted and the application filed', async () => {
    const page = await signedInPage(browser, 'desktop', member);
    await page.goto(`${baseUrl()}/proxy`);
    await page.waitForURL(/page=Register/);
    const state = page.getByTestId('agent-register-state');
    await expect.poll(() => state.getAttribute('data-stage')).toBe('eligible');
    await screenshot(page, 'agent-apply-register-eligible-desktop');
    const submit = page.getByTestId('agent-apply-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('agent-apply-accept').check();
    await submit.click();
    await expect.poll(() => state.getAttribute('data-stage')).toBe('pending');
    await screenshot(page, 'agent-apply-register-pending-desktop');
    await page.context().close();
    expect((await memberCall(member, AgentApplicationState, {})).status).toBe('pending');

    const phone = await proxy('phone', 'Register');
    await expect
      .poll(() => phone.getByTestId('agent-register-state').getAttribute('data-stage'))
      .toBe('pending');
    await screenshot(phone, 'agent-apply-register-pending-phone');
    await phone.context().close();
  }, 180_000);

  it('the Agreement page shows the site’s agreement at both sizes', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await proxy(viewport, 'Agreement');
      const article = page.getByTestId('agent-agreement');
      await article.waitFor();
      expect((await article.textContent())?.length ?? 0).toBeGreaterThan(100);
      await screenshot(page, `agent-apply-agreement-${viewport}`);
      await page.context().close();
    }
  });

  it('staff approve the application in the console; the member becomes an active agent', async () => {
    await staff.goto(consoleUrl('/agents/applications'));
    const row = staff.locator('tr.ant-table-row', { hasText: member.account });
    await row.waitFor({ timeout: 20_000 });
    await settledShot(staff, 'agent-apply-console-applications-desktop');
    await row.getByRole('button', { name: /Approve|通过/ }).click();
    const dialog = staff.locator('.ant-modal:visible').filter({ has: staff.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Checked the member’s history');
    await settledShot(staff, 'agent-apply-console-approve-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await staff.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => (await memberCall(member, MemberLayout, {})).member_common_layout.agent_active)
      .toBe(1);

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await proxy(viewport, 'Register');
      await expect
        .poll(() => page.getByTestId('agent-register-state').getAttribute('data-stage'))
        .toBe('agent');
      await screenshot(page, `agent-apply-register-agent-${viewport}`);
      await page.context().close();
    }
  });

  it('staff open the agent in the tree and the programme settings', async () => {
    await staff.goto(consoleUrl(`/agents?agent=${member.member_id}`));
    await staff.getByTestId('agent-detail').waitFor({ timeout: 20_000 });
    // The drawer slides in from the right: photograph it once it stands at its place.
    const drawer = staff.locator('.ant-drawer-content-wrapper');
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? 0)).toBe(1440 - 720);
    await settledShot(staff, 'agent-apply-console-agent-desktop');
    for (const tab of ['eligibility', 'levels', 'agreement'] as const) {
      await staff.goto(consoleUrl(`/agents/settings?tab=${tab}`));
      await staff.getByTestId(`agent-settings-${tab}`).waitFor({ timeout: 20_000 });
      await staff.waitForLoadState('networkidle');
      await settledShot(staff, `agent-apply-console-settings-${tab}-desktop`);
    }
    expect(problems).toEqual([]);
  });
});
