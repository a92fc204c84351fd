import { BankAccountStore } from '@arks/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { memberCall, newMember, signedInPage } from './support/member';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'phone'] as const)('withdrawal page at %s size', (viewport) => {
  it('asks for a bank account first, then shows limits and checks the amount against the balance', async () => {
    const m = await newMember(`wdr${viewport[0]}`);
    const page = await signedInPage(browser, viewport, m);
    await page.goto(baseUrl() + '/user/Withdrawal');
    await page.getByTestId('withdraw-prompt').waitFor();
    expect(await page.getByTestId('withdraw-available-amount').textContent()).toBe('¥0.00');
    await screenshot(page, `withdrawal-no-bank-${viewport}`);

    await memberCall(m, BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: `6222${String(Date.now()).slice(-8)}`,
      withdraw_password: '1234',
    });
    await page.goto(baseUrl() + '/user?page=Withdrawal');
    await page.getByTestId('withdraw-form').waitFor();
    expect(await page.getByTestId('withdraw-limits').textContent()).toContain('¥100.00');
    expect(await page.getByTestId('withdraw-bank').locator('option').count()).toBe(1);
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('1234');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-error').waitFor();
    // The form's own check (the member has no funds yet); the text is the site language's.
    expect(await page.getByTestId('withdraw-error').textContent()).toBe(
      await page.evaluate(() =>
        document.documentElement.lang.startsWith('zh')
          ? '超过可提现余额'
          : 'More than your available balance',
      ),
    );
    await screenshot(page, `withdrawal-form-${viewport}`);
    await page.context().close();
  });
});
