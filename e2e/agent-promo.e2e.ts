import { AgentLinks } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * An agent's Promotion page (issue 27 item 2): the agent names a link, a friend opens it, registers
 * with the agent and currency locked, and the link counts the click and the registration.
 */

let browser: Browser;
let agent: Member;
beforeAll(async () => {
  browser = await launchBrowser();
  agent = await newMember('prm');
  // Becoming an agent is another part's flow; here the agent row is made as the tree's makeAgent does.
  await withDatabase(async (db) => {
    await db.query(
      `insert into agents (member_id, site_id, currency, path) values ($1, 1, 'RMB', array[$1]::bigint[])`,
      [agent.member_id],
    );
    await db.query(`update members set member_type = 2 where id = $1`, [agent.member_id]);
  });
});
afterAll(async () => {
  await browser?.close();
});

async function promotionPage(viewport: ViewportName): Promise<Page> {
  const page = await signedInPage(browser, viewport, agent);
  await page.goto(baseUrl() + '/proxy?page=Promotion');
  await page.getByTestId('agent-promotion').waitFor({ timeout: 20_000 });
  return page;
}

/** Fills whatever the site's register settings show with valid values. */
async function fillShownRegisterFields(page: Page) {
  const values: Record<string, string> = {
    'register-member_name': '李四',
    'register-member_email': `prm${Date.now()}@example.com`,
    'register-member_phone': `13${String(Date.now()).slice(-9)}`,
    'register-identity_id': `ID${Date.now()}`,
    'register-withdraw_password': '1234',
  };
  for (const [testId, value] of Object.entries(values)) {
    const input = page.getByTestId(testId);
    if (await input.isVisible()) await input.fill(value);
  }
}

describe('agent promotion', () => {
  it('the agent names a link and sees its QR code and address', async () => {
    const page = await promotionPage('desktop');
    await expect(page.getByTestId('agent-plain-link').textContent()).resolves.toContain(
      `/register?id=${agent.member_id}&currency=RMB`,
    );
    await page.getByTestId('agent-link-name').fill('Telegram group');
    await page.getByTestId('agent-link-create').click();
    await page.getByTestId('agent-link').first().waitFor();
    await expect(page.getByTestId('agent-link-title').first().textContent()).resolves.toBe('Telegram group');
    await page.getByTestId('agent-link-name').fill('Forum signature');
    await page.getByTestId('agent-link-create').click();
    await expect.poll(() => page.getByTestId('agent-link').count()).toBe(2);
    await page.locator('img[alt*="Forum signature"]').waitFor();
    await screenshot(page, 'agent-promotion-desktop');
    await page.context().close();

    const phone = await promotionPage('phone');
    await phone.getByTestId('agent-link').nth(1).waitFor();
    await phone.locator('img[alt*="Telegram group"]').waitFor();
    await screenshot(phone, 'agent-promotion-phone');
    await phone.context().close();
  });

  it('a friend opening the link registers under the agent in its currency, and the link counts it', async () => {
    const link = (await memberCall(agent, AgentLinks, {})).list.find((l) => l.name === 'Telegram group')!;
    const { page } = await newPage(browser, 'phone');
    await page.goto(`${baseUrl()}/register?link=${link.code}`);
    await page.getByTestId('register-form').waitFor({ timeout: 20_000 });
    // Locked: the introducer is the agent, the currency the agent's.
    await expect(page.locator('#reg-introducer').inputValue()).resolves.toBe(String(agent.member_id));
    await expect(page.getByTestId('register-currency').first().inputValue()).resolves.toBe('RMB');
    const account = `prf${String(Date.now()).slice(-7)}`;
    await page.getByTestId('register-account').fill(account);
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-check-password').fill('abc12345');
    await fillShownRegisterFields(page);
    await page.getByTestId('register-agreement').check();
    await screenshot(page, 'agent-link-register-phone');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);
    await page.context().close();

    await expect
      .poll(async () => {
        const counted = (await memberCall(agent, AgentLinks, {})).list.find((l) => l.id === link.id)!;
        return [counted.clicks, counted.registrations];
      })
      .toEqual([1, 1]);
    const desktop = await promotionPage('desktop');
    await screenshot(desktop, 'agent-promotion-counted-desktop');
    await desktop.context().close();
  });

  it('staff see the link with its figures in the console and block it', async () => {
    const { page, problems } = await consolePage(browser, 'admin', { language: 'en_US', site: 1 });
    await page.goto(consoleUrl(`/agent-links?agent=${agent.account}`));
    await page.getByTestId('agent-links-table').locator('tbody tr.ant-table-row').first().waitFor();
    await expect
      .poll(() => page.getByTestId('agent-links-table').locator('tbody tr.ant-table-row').count())
      .toBe(2);
    await expect(page.getByTestId('agent-links-totals').textContent()).resolves.toContain('1 registrations');
    await settledShot(page, 'admin-agent-links');
    await page.getByTestId('agent-link-block').first().click();
    await page.getByTestId('agent-link-reason').fill('e2e: spam in a forum');
    await settledShot(page, 'admin-agent-link-block');
    await page.locator('.ant-modal-footer .ant-btn-dangerous').click();
    await expect.poll(() => page.getByText('Blocked', { exact: true }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
