import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DepositChannels, DepositRequest, MyCash } from '@arks/contracts';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, secondAdminToken } from './support/admin-api';
import { launchBrowser, newPage } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { withDatabase } from './support/database';
import { memberCall, newMember, type Member } from './support/member';

/**
 * Issue 26 from the staff side, at 1440x900: a member of site 1 deposits and has settled bets of
 * yesterday in two halls. Staff read the operations, provider/hall and member reports (filters in
 * the address, kept on reload) and export each as CSV and XLSX; run yesterday's rebates from the
 * Rebates page, where the slot rebate is above the automatic ceiling and waits while the live one
 * is paid; the second admin approves the waiting one and the member's balance rises by exactly it.
 * Then every Betting & VIP page and the reconciliation page is opened and photographed.
 */

let browser: Browser;
let member: Member;
let adminA: Page;
let adminB: Page;
let yesterday: string;
let today: string;
const problems: string[] = [];
let problemsA: string[] = [];
const stamp = Date.now().toString(36);

/** Yesterday's three settled rounds: two in the slot hall (2), one in live casino (3); minor units. */
const ROUNDS = [
  { hall: 2, game: 'koi-reels', stake: 1_200_000n, payout: 900_000n },
  { hall: 2, game: 'koi-reels', stake: 800_000n, payout: 1_050_000n },
  { hall: 3, game: 'punto-banco', stake: 500_000n, payout: 0n },
];

const cash = async () => (await memberCall(member, MyCash, {})).main_cash;
/** A balance in cents, exactly ("1025.50" -> 102550). */
const cents = (amount: string) => Number(amount.replace('.', ''));

/**
 * The rounds written as the pull job stores them (the version row, then the round's current row).
 * The feed path itself (house provider -> pull job -> `bets`) is proven by the server's bet feed
 * tests and the provider conformance kit; here the rounds only have to be yesterday's, which no
 * live round played now can be.
 */
async function writeYesterdaysRounds(memberId: number): Promise<void> {
  await withDatabase(async (db) => {
    const zone = (await db.query<{ tz: string }>('select time_zone as tz from sites where id = 1')).rows[0]!
      .tz;
    const days = await db.query<{ y: string; t: string }>(
      `select ((now() at time zone $1)::date - 1)::text as y, (now() at time zone $1)::date::text as t`,
      [zone],
    );
    yesterday = days.rows[0]!.y;
    today = days.rows[0]!.t;
    for (const [i, r] of ROUNDS.entries()) {
      const values = [
        'GPHOUSE',
        `e2e-wager-${stamp}-${i}`,
        memberId,
        r.game,
        r.hall,
        r.stake.toString(),
        r.payout.toString(),
        `${yesterday} ${10 + i}:00`,
        zone,
      ];
      for (const table of ['bet_versions', 'bets']) {
        await db.query(
          `insert into ${table} (provider, round_id, version, site_id, member_id, currency, game_code, hall,
             stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at)
           values ($1, $2, 1, 1, $3, 'RMB', $4, $5, $6, $7, $6, 'settled',
             ($8::timestamp at time zone $9), ($8::timestamp at time zone $9) + interval '3 minutes',
             ($8::timestamp at time zone $9) + interval '3 minutes')`,
          values,
        );
      }
    }
  });
}

/** A bank deposit of `amount` the member asks for and staff approve (today). */
async function deposit(amount: string): Promise<void> {
  const bank = (await memberCall(member, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
  const order = await memberCall(member, DepositRequest, {
    channel_id: bank.id,
    amount,
    idempotency_key: randomUUID(),
  });
  const pending = await adminCall<{ list: { id: number; order_number: string }[] }>(
    'GET',
    `/deposits?status=pending&member_id=${member.member_id}`,
  );
  const id = pending.data.list.find((o) => o.order_number === order.order_number)!.id;
  const approved = await adminCall('POST', `/deposits/${id}/approve`, {});
  expect(approved.code, approved.message).toBe(1000);
}

/** A desktop console page as the second admin (made by the CLI, independent of the first). */
async function secondAdminPage(language: 'en_US' | 'zh_CN'): Promise<Page> {
  const token = await secondAdminToken();
  const { page } = await newPage(browser, 'desktop');
  await page.context().addInitScript(
    (s: { token: string; language: string }) => {
      if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', s.token);
      if (!localStorage.getItem('arks-admin-language'))
        localStorage.setItem('arks-admin-language', s.language);
      localStorage.setItem('arks-admin-site', '1');
    },
    { token, language },
  );
  page.on('console', (message) => {
    if (/Content Security Policy|\[i18n\] missing/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return page;
}

/** Clicks an export button; the file the browser saved, checked to be a real CSV or XLSX. */
async function exported(page: Page, format: 'csv' | 'xlsx', mustContain: string): Promise<void> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`export-${format}`).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  const bytes = readFileSync((await file.path())!);
  expect(bytes.length).toBeGreaterThan(0);
  if (format === 'csv') {
    expect(bytes.toString('utf8')).toContain(mustContain);
    return;
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBeGreaterThan(1);
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
  expect(cells.join('\n')).toContain(mustContain);
}

/** The report's query string for the member's days (yesterday and today). */
const reportQuery = (extra = '') => `?site_id=1&currency=RMB&from=${yesterday}&to=${today}${extra}`;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('mwag');
  await writeYesterdaysRounds(member.member_id);
  await deposit('1000');
  // The settings the rebate run reads: slot 1.5%, live 0.5% of valid bets at the base level; above
  // 100.00 a rebate waits for a second staff member.
  const saved = await adminCall('PUT', '/rebates/settings/1/RMB', {
    enabled: true,
    min_payout: '1.00',
    auto_ceiling: '100.00',
    turnover_multiple: 0,
    rates: [
      { level: 0, hall: 2, rate_bp: 150 },
      { level: 0, hall: 3, rate_bp: 50 },
    ],
    reason: 'e2e: rebate rates for site 1',
  });
  expect(saved.code, saved.message).toBe(1000);
  // The report rollups read new bet versions and transfers every minute: wait until both show.
  let seen = '';
  for (const until = Date.now() + 150_000; Date.now() < until;) {
    const r = await adminCall<{
      rows?: { account: string; valid_bet_amount: string; deposit_amount: string }[];
    }>('GET', `/reports/members${reportQuery('&rank_by=valid_bet&page=1&page_size=50')}`);
    const row = r.data.rows?.find((x) => x.account === member.account);
    seen = row ? `${row.valid_bet_amount}/${row.deposit_amount}` : r.message;
    if (seen === '25000.00/1000.00') break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  expect(seen).toBe('25000.00/1000.00');
  const first = await consolePage(browser, 'admin', { language: 'zh_CN', site: 1 });
  adminA = first.page;
  problemsA = first.problems;
  adminB = await secondAdminPage('en_US');
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('reports, rebates and the betting pages in the console', () => {
  it('shows the operations report for the member’s days and exports it as CSV and XLSX', async () => {
    const page = adminA;
    await page.goto(consoleUrl(`/reports/operations${reportQuery()}`));
    await page.getByTestId('export-csv').waitFor();
    await expect.poll(() => page.locator('.admin-page-body').textContent()).toContain('25,000.00');
    await settledShot(page, 'admin-wagering-operations-desktop');
    await exported(page, 'csv', '25000.00');
    await exported(page, 'xlsx', yesterday);
  });

  it('shows providers and halls, and exports them', async () => {
    const page = adminA;
    await page.goto(consoleUrl(`/reports/providers${reportQuery()}`));
    await expect.poll(() => page.locator('.admin-page-body').textContent()).toContain('GPHOUSE');
    await settledShot(page, 'admin-wagering-providers-desktop');
    await exported(page, 'csv', 'GPHOUSE');
    await exported(page, 'xlsx', 'GPHOUSE');
  });

  it('ranks members with the filters in the address, kept on reload, and exports them', async () => {
    const page = adminA;
    await page.goto(consoleUrl(`/reports/members${reportQuery('&rank_by=valid_bet')}`));
    const table = page.getByTestId('members-table');
    await expect.poll(() => table.textContent()).toContain(member.account);
    await page.reload();
    await expect.poll(() => table.textContent()).toContain(member.account);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      site_id: '1',
      currency: 'RMB',
      from: yesterday,
      to: today,
      rank_by: 'valid_bet',
    });
    expect(await page.locator('.ant-segmented-item-selected').textContent()).toMatch(
      /按有效投注|By valid bets/,
    );
    const row = table.locator('tr', { hasText: member.account });
    expect(await row.textContent()).toContain('25,000.00');
    expect(await row.textContent()).toContain('1,000.00');
    await settledShot(page, 'admin-wagering-members-report-desktop');
    await exported(page, 'csv', member.account);
    await exported(page, 'xlsx', member.account);
  });

  it('runs yesterday’s rebates: the live rebate is paid, the slot rebate above the ceiling waits', async () => {
    const page = adminA;
    // The deposit and whatever the member's sign-up brought (the site's registration bonus).
    const before = cents(await cash());
    await page.goto(consoleUrl('/rebates'));
    await page.getByTestId('rebate-run').click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    const rows = page.locator('tr.ant-table-row', { hasText: member.account });
    await expect.poll(() => rows.count()).toBe(2);
    const waiting = rows.filter({ hasText: '300.00' });
    expect(await waiting.textContent()).toMatch(/待审批|Waiting/);
    expect(await rows.filter({ hasText: '25.00' }).textContent()).toMatch(/已发放|Paid/);
    // The first admin ran the day: they are not offered the approval of what their run computed
    // (unless the hourly job computed it first: then no staff member made it).
    const listed = await adminCall<{ list: { amount: string; computed_by: number | null }[] }>(
      'GET',
      `/rebates?site_id=1&day=${yesterday}&member_id=${member.member_id}`,
    );
    if (listed.data.list.find((r) => r.amount === '300.00')!.computed_by !== null) {
      expect(await waiting.getByRole('button', { name: /批准|Approve/ }).count()).toBe(0);
      expect(await waiting.textContent()).toMatch(/须由其他员工审批|another staff member approves it/);
    }
    await settledShot(page, 'admin-wagering-rebates-run-desktop');
    expect(cents(await cash()) - before).toBe(2_500);
  });

  it('the second admin approves the waiting rebate; the balance rises by exactly it', async () => {
    const page = adminB;
    const before = cents(await cash());
    await page.goto(consoleUrl('/rebates'));
    const waiting = page
      .locator('tr.ant-table-row', { hasText: member.account })
      .filter({ hasText: '300.00' });
    await waiting.getByRole('button', { name: /Approve|批准/ }).click();
    const dialog = page.locator('.ant-modal:visible').filter({ has: page.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Checked against the member’s slot rounds');
    await settledShot(page, 'admin-wagering-rebate-approve-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => waiting.textContent()).toMatch(/Paid|已发放/);
    // Exactly the rebate.
    expect(cents(await cash()) - before).toBe(30_000);
    await settledShot(page, 'admin-wagering-rebates-paid-desktop');
  });

  it('opens every Betting & VIP page and the reconciliation page', async () => {
    const page = adminB;
    await page.goto(consoleUrl('/bets'));
    await page.locator('#bet-search_account').fill(member.account);
    await page.locator('#bet-search_account').press('Enter');
    await page.waitForURL(/account/);
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(3);
    await settledShot(page, 'admin-wagering-bets-desktop');
    // Each page with what shows it has loaded.
    const shots: [string, string, string][] = [
      ['/bet-feeds', 'tr.ant-table-row >> text=GPHOUSE', 'admin-wagering-bet-feeds-desktop'],
      [
        '/turnover',
        '[data-testid="turnover-contributions"] tr.ant-table-row',
        'admin-wagering-turnover-rules-desktop',
      ],
      [
        `/turnover/members?member_id=${member.member_id}`,
        '[data-testid="turnover-requirements"]',
        'admin-wagering-member-turnover-desktop',
      ],
      ['/rebate-settings', '.admin-page-body tr.ant-table-row', 'admin-wagering-rebate-rates-desktop'],
      ['/levels', '.admin-page-body .ant-card', 'admin-wagering-levels-desktop'],
      [
        `/levels/members?member_id=${member.member_id}`,
        '.admin-page-body .ant-descriptions',
        'admin-wagering-member-level-desktop',
      ],
      [
        '/reports/reconciliation',
        '[data-testid="reconciliation-table"]',
        'admin-wagering-reconciliation-desktop',
      ],
    ];
    const visit = async (on: Page, path: string, ready: string, name: string) => {
      await on.goto(consoleUrl(path));
      await on.locator(ready).first().waitFor();
      await expect.poll(() => on.locator('.ant-spin-spinning, .ant-skeleton').count()).toBe(0);
      await settledShot(on, name);
    };
    for (const [path, ready, name] of shots) await visit(page, path, ready, name);
    // The same pages in Chinese, as the first admin reads them.
    for (const [path, ready, name] of shots)
      await visit(adminA, path, ready, name.replace('-desktop', '-zh-desktop'));
    await visit(adminA, '/bets', '[data-testid="bet-table"]', 'admin-wagering-bets-zh-desktop');
  }, 120_000);

  it('raised no CSP violation and asked for no missing text', () => {
    expect([...problemsA, ...problems]).toEqual([]);
  });
});
