import { AgentTransferSettings, MemberTransactions } from '@arks/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, screenshot, type ViewportName } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * Agent to downline transfers (issue 27 item 6): an agent moves money to its direct member on the
 * agent centre's Transfer page at both sizes; one above the approval line waits, and staff approve it
 * in the console, which pays the member.
 */

let browser: Browser;
let agent: Member;
let friend: Member;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const saved = await adminCall('PUT', '/agent-transfers/settings/1/RMB', {
    max_single: '800.00',
    max_daily: '3000.00',
    approval_line: '500.00',
    reason: 'e2e: agent transfer limits',
  });
  expect(saved.code, saved.message).toBe(1000);
  agent = await newMember('atag');
  friend = await newMember('atfr');
  const funded = await adminCall('POST', `/members/${agent.member_id}/adjustments`, {
    amount: '1000.00',
    reason: 'e2e: agent float',
    idempotency_key: `e2e-agent-transfer-${agent.account}`,
  });
  expect(funded.code, funded.message).toBe(1000);
  // Becoming an agent is another part's screen; here the agent and its direct member are made directly.
  await withDatabase(async (db) => {
    await db.query(
      `insert into agents (member_id, site_id, currency, path) values ($1, 1, 'RMB', array[$1]::bigint[])`,
      [agent.member_id],
    );
    await db.query(`update members set member_type = 2 where id = $1`, [agent.member_id]);
    await db.query(`update members set introducer_id = $1 where id = $2`, [
      agent.member_id,
      friend.member_id,
    ]);
  });
});
afterAll(async () => {
  await browser?.close();
});

async function transferOnPage(viewport: ViewportName, amount: string) {
  const page = await signedInPage(browser, viewport, agent);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(baseUrl() + '/proxy?page=Transfer');
  await page.getByTestId('agent-transfer-form').waitFor({ timeout: 20_000 });
  await screenshot(page, `agent-transfer-empty-${viewport}`);
  await page.getByTestId('agent-transfer-account').fill(friend.account);
  await page.getByTestId('agent-transfer-amount').fill(amount);
  await page.getByTestId('agent-transfer-password').fill('1234');
  await page.getByTestId('agent-transfer-submit').click();
  await page.getByTestId('agent-transfer-done').waitFor({ timeout: 20_000 });
  await page.getByTestId('agent-transfer-table').waitFor({ timeout: 20_000 });
  await screenshot(page, `agent-transfer-done-${viewport}`);
  return page;
}

describe('agent to downline transfers', () => {
  it('an agent transfers to its direct member at desktop size; both see it', async () => {
    const page = await transferOnPage('desktop', '120.50');
    expect(await page.getByTestId('agent-transfer-done').textContent()).toContain(friend.account);
    await expect
      .poll(async () => (await memberCall(agent, AgentTransferSettings, {})).available)
      .toBe('879.50');
    const day = new Date().toISOString().slice(0, 10);
    const range = {
      start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      end_date: day,
      page: 1,
      page_size: 20,
    };
    const theirs = await memberCall(friend, MemberTransactions, range);
    expect(theirs.list.filter((x) => x.kind === 'agent_transfer').map((x) => x.amount)).toEqual(['120.50']);
    // A wrong account is refused on the page in the member's words.
    await page.getByTestId('agent-transfer-account').fill('nobody00001');
    await page.getByTestId('agent-transfer-amount').fill('5');
    await page.getByTestId('agent-transfer-password').fill('1234');
    await page.getByTestId('agent-transfer-submit').click();
    await page.getByTestId('agent-transfer-error').waitFor();
    await screenshot(page, 'agent-transfer-refused-desktop');
    await page.context().close();
  });

  it('at phone size a transfer above the approval line is held, and staff approve it in the console', async () => {
    const page = await transferOnPage('phone', '600');
    expect(await page.getByTestId('agent-transfer-done').textContent()).toMatch(/600/);
    await page.getByTestId('agent-transfer-rows').scrollIntoViewIfNeeded();
    await screenshot(page, 'agent-transfer-held-phone');
    await page.context().close();
    expect((await memberCall(agent, AgentTransferSettings, {})).available).toBe('279.50');

    const staff = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
    problems.push(...staff.problems);
    const admin = staff.page;
    await admin.setViewportSize({ width: 1440, height: 900 });
    // The one approvals inbox lists it among the other kinds (pending is its default).
    await admin.goto(consoleUrl('/approvals'));
    await admin.locator('tr.ant-table-row', { hasText: friend.account }).first().waitFor({ timeout: 20_000 });
    await settledShot(admin, 'admin-agent-transfer-approvals-desktop');
    await admin.goto(consoleUrl('/agent-transfers?state=waiting_approval'));
    const row = admin.locator('tr.ant-table-row', { hasText: agent.account });
    await row.first().waitFor({ timeout: 20_000 });
    await settledShot(admin, 'admin-agent-transfers-waiting-desktop');
    await row
      .first()
      .getByRole('button', { name: /Approve|批准/ })
      .click();
    const dialog = admin.locator('.ant-modal:visible').filter({ has: admin.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Known agent, checked');
    await settledShot(admin, 'admin-agent-transfer-approve-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await admin.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => {
        const theirs = await memberCall(friend, MemberTransactions, {
          start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          page: 1,
          page_size: 20,
        });
        return theirs.list.filter((x) => x.kind === 'agent_transfer' && x.status === 'posted').length;
      })
      .toBe(2);
    await admin.goto(consoleUrl('/agent-transfers'));
    await admin.locator('tr.ant-table-row', { hasText: agent.account }).first().waitFor();
    await settledShot(admin, 'admin-agent-transfers-desktop');
    await admin.goto(consoleUrl('/agent-transfer-settings?currency=RMB'));
    await admin.getByTestId('agent-transfer-max_single').waitFor();
    await expect.poll(() => admin.getByTestId('agent-transfer-max_single').inputValue()).toBe('800.00');
    await settledShot(admin, 'admin-agent-transfer-settings-desktop');
    await admin.context().close();
    expect(problems).toEqual([]);
  });
});
