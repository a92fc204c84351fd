import { BankAccountStore, DepositChannels } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { memberCall, newMember, signedInPage } from './support/member';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

/**
 * Money that needs a staff decision, as a member lives it: a bank-transfer deposit that staff approve
 * while the member's page is open (the balance changes without a reload), and a withdrawal that
 * staff approve, then seen in the records.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();

async function pendingOrderId(kind: 'deposits' | 'withdrawals', memberId: number) {
  const list = await adminCall<{ list: { id: number }[] }>(
    'GET',
    `/${kind}?status=pending&member_id=${memberId}`,
  );
  expect(list.data.list).toHaveLength(1);
  return list.data.list[0]!.id;
}

describe.each(['desktop', 'phone'] as const)('orders staff decide, at %s size', (viewport) => {
  it('a bank-transfer deposit approved by staff shows in the balance at once', async () => {
    const m = await newMember(viewport === 'desktop' ? 'mod' : 'mop');
    const channels = await memberCall(m, DepositChannels, {});
    const bank = channels.list.find((c) => c.type === 'bank')!;
    const page = await signedInPage(browser, viewport, m);
    await page.goto(baseUrl() + '/user?page=Deposit');
    await page.getByTestId('deposit-page').waitFor();
    await page.locator('label', { hasText: bank.name }).first().click();
    await page.getByTestId('deposit-bank').waitFor();
    await page.getByTestId('deposit-amount').fill('320.50');
    await page.getByTestId('deposit-reference').fill('ICBC transfer 7781');
    await screenshot(page, `deposit-manual-form-${viewport}`);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-done').waitFor();
    await page.getByTestId('header-balance').waitFor();
    expect(await balanceText(page)).toContain('¥0.00');

    const id = await pendingOrderId('deposits', m.member_id);
    const approved = await adminCall('POST', `/deposits/${id}/approve`, {});
    expect(approved.code, approved.message).toBe(1000);
    // No reload: the realtime deposit and cash events bring the new balance.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('¥320.50'),
      undefined,
      { timeout: 15_000 },
    );
    await screenshot(page, `deposit-manual-approved-${viewport}`);
    await page.context().close();
  });

  it('a withdrawal approved by staff shows as approved in the records', async () => {
    const m = await newMember(viewport === 'desktop' ? 'mowd' : 'mowp');
    const { bank_account } = await memberCall(m, BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: `6222${String(Date.now()).slice(-8)}`,
      withdraw_password: '1234',
    });
    // Sites pay only to accounts finance verified: as the operator does after a matching deposit.
    const verified = await adminCall(
      'POST',
      `/members/${m.member_id}/bank-accounts/${bank_account.id}/verify`,
      {
        reason: 'e2e: a deposit from this account matched the holder',
      },
    );
    expect(verified.code, verified.message).toBe(1000);
    const funded = await adminCall('POST', `/members/${m.member_id}/adjustments`, {
      amount: '500.00',
      reason: 'e2e funds',
      idempotency_key: `e2e-fund-${m.account}`,
    });
    expect(funded.code, funded.message).toBe(1000);

    const page = await signedInPage(browser, viewport, m);
    await page.goto(baseUrl() + '/user?page=Withdrawal');
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('1234');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-done').waitFor();

    const id = await pendingOrderId('withdrawals', m.member_id);
    const approved = await adminCall('POST', `/withdrawals/${id}/approve`, { reason: 'paid out' });
    expect(approved.code, approved.message).toBe(1000);

    await page.getByTestId('withdraw-records-link').click();
    await page.getByTestId('dw-tab-withdraw').click();
    const rows = page.getByTestId('withdraw-rows');
    await rows.waitFor();
    const approvedLabel = await page.evaluate(() =>
      document.documentElement.lang.startsWith('zh') ? '已通过' : 'Approved',
    );
    // The table on desktop, cards on a phone: the visible one.
    await rows.getByText(approvedLabel).filter({ visible: true }).first().waitFor();
    expect(await balanceText(page)).toContain('¥350.00');
    await screenshot(page, `withdrawal-approved-record-${viewport}`);
    await page.context().close();
  });
});
