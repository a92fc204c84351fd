import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AgentTeamOperation, DepositChannels, DepositRequest } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, screenshot, type ViewportName } from './support/browser';
import { withDatabase } from './support/database';
import { memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * The agent centre's team pages as an agent sees them (issue 27 items 3 and 4): a top agent with a
 * direct member and a sub-agent, the sub-agent with a member of its own; deposits staff approve and
 * rounds settled today reach the report rollups, and the agent reads them on ProxyCenter,
 * DownlineInfo, OperationTable (with its file) and StratifiedTable at both sizes.
 *
 *   agent ─┬─ direct
 *          └─ sub ── below
 */

let browser: Browser;
const who = {} as Record<'agent' | 'sub' | 'direct' | 'below', Member>;
let today = '';
const problems: string[] = [];

/** Puts the agents in the tree as staff approval will (the applications part owns that flow). */
async function buildTree(): Promise<void> {
  await withDatabase(async (db) => {
    const { agent, sub, direct, below } = who;
    await db.query(
      `insert into agents (member_id, site_id, currency, parent_id, path) values
         ($1, 1, 'RMB', null, array[$1]::bigint[]), ($2, 1, 'RMB', $1, array[$1, $2]::bigint[])`,
      [agent.member_id, sub.member_id],
    );
    await db.query('update members set member_type = 2 where id = any($1::bigint[])', [
      [agent.member_id, sub.member_id],
    ]);
    await db.query('update members set introducer_id = $1 where id = any($2::bigint[])', [
      agent.member_id,
      [sub.member_id, direct.member_id],
    ]);
    await db.query('update members set introducer_id = $1 where id = $2', [sub.member_id, below.member_id]);
  });
}

/** A bank deposit the member asks for and staff approve (today). */
async function deposit(m: Member, amount: string): Promise<void> {
  const bank = (await memberCall(m, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
  const order = await memberCall(m, DepositRequest, {
    channel_id: bank.id,
    amount,
    idempotency_key: randomUUID(),
  });
  const pending = await adminCall<{ list: { id: number; order_number: string }[] }>(
    'GET',
    `/deposits?status=pending&member_id=${m.member_id}`,
  );
  const id = pending.data.list.find((o) => o.order_number === order.order_number)!.id;
  const approved = await adminCall('POST', `/deposits/${id}/approve`, {});
  expect(approved.code, approved.message).toBe(1000);
}

/** A round settled today, written as the bet feed's pull job stores it (the feed itself is tested elsewhere). */
async function settledRound(m: Member, n: number, stake: bigint, payout: bigint): Promise<void> {
  await withDatabase(async (db) => {
    const zone = (await db.query<{ tz: string }>('select time_zone as tz from sites where id = 1')).rows[0]!
      .tz;
    today = (await db.query<{ t: string }>('select (now() at time zone $1)::date::text as t', [zone]))
      .rows[0]!.t;
    for (const table of ['bet_versions', 'bets']) {
      await db.query(
        `insert into ${table} (provider, round_id, version, site_id, member_id, currency, game_code, hall,
           stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at)
         values ('GPHOUSE', $1, 1, 1, $2, 'RMB', 'koi-reels', 2, $3, $4, $3, 'settled', now(), now(), now())`,
        [`e2e-team-${m.account}-${n}`, m.member_id, stake.toString(), payout.toString()],
      );
    }
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  who.agent = await newMember('tagt');
  who.sub = await newMember('tsub');
  who.direct = await newMember('tdir');
  who.below = await newMember('tbel');
  await buildTree();
  await deposit(who.direct, '1000');
  await deposit(who.below, '500');
  await settledRound(who.direct, 1, 20_000n, 5_000n);
  await settledRound(who.below, 1, 10_000n, 30_000n);
  // The report rollups read new transfers and bet versions every minute: wait until the team shows them.
  let seen = '';
  for (const until = Date.now() + 150_000; Date.now() < until;) {
    const r = await memberCall(who.agent, AgentTeamOperation, { start_date: today, end_date: today });
    seen = `${r.totals.deposits}/${r.totals.valid_bet}`;
    if (seen === '1500.00/300.00') break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  expect(seen).toBe('1500.00/300.00');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  expect(problems).toEqual([]);
});

async function agentPage(viewport: ViewportName, page: string): Promise<Page> {
  const p = await signedInPage(browser, viewport, who.agent);
  p.on('console', (message) => {
    if (/\[i18n\] missing|Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await p.goto(`${baseUrl()}/proxy?page=${page}`);
  return p;
}

describe('the agent centre’s team pages', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`ProxyCenter shows the team and today's figures (${viewport})`, async () => {
      const page = await agentPage(viewport, 'ProxyCenter');
      await page.getByTestId('team-dashboard').waitFor();
      expect(await page.getByTestId('team-direct').textContent()).toBe('1');
      expect(await page.getByTestId('team-sub-agents').textContent()).toBe('1');
      expect(await page.getByTestId('team-whole').textContent()).toBe('3');
      expect(await page.getByTestId('team-deposits').textContent()).toContain('1,500.00');
      await screenshot(page, `agent-team-dashboard-${viewport}`);
      await page.getByTestId('team-period-month').click();
      expect(await page.getByTestId('team-deposits').textContent()).toContain('1,500.00');
      await page.context().close();
    });

    it(`DownlineInfo lists direct members and sub-agents and opens a sub-agent's downline (${viewport})`, async () => {
      const page = await agentPage(viewport, 'DownlineInfo');
      const rows = page.getByTestId('downline-rows');
      await expect.poll(async () => rows.textContent()).toContain(who.direct.account);
      expect(await rows.textContent()).toContain('1,000.00');
      await screenshot(page, `agent-team-downline-${viewport}`);
      await page.getByTestId('downline-kind-agents').click();
      await expect.poll(async () => rows.textContent()).toContain(who.sub.account);
      await screenshot(page, `agent-team-downline-agents-${viewport}`);
      await rows.getByTestId('downline-open').filter({ visible: true }).first().click();
      await expect.poll(async () => rows.textContent()).toContain(who.below.account);
      expect(await page.getByTestId('team-path').textContent()).toContain(who.sub.account);
      // A search reaches any depth of the tree.
      await page.getByTestId('team-path').getByRole('button').first().click();
      await page.getByTestId('downline-search').fill(who.below.account);
      await page.getByTestId('downline-search').press('Enter');
      await expect.poll(async () => page.getByTestId('downline-search-note').textContent()).toContain('1');
      await expect.poll(async () => rows.textContent()).toContain(who.below.account);
      await page.context().close();
    });

    it(`OperationTable shows the days, the chart and exports the file (${viewport})`, async () => {
      const page = await agentPage(viewport, 'OperationTable');
      await expect
        .poll(async () => page.getByTestId('operation-total-deposits').textContent())
        .toContain('1,500.00');
      await page.getByTestId('operation-chart').waitFor();
      await screenshot(page, `agent-team-operation-${viewport}`);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('operation-export-csv').click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const text = readFileSync((await file.path())!).toString('utf8');
      expect(text).toContain(today);
      expect(text).toContain('1500.00');
      await page.context().close();
    });

    it(`StratifiedTable drills into the sub-agent's level (${viewport})`, async () => {
      const page = await agentPage(viewport, 'StratifiedTable');
      const rows = page.getByTestId('stratified-rows');
      await expect.poll(async () => rows.textContent()).toContain(who.sub.account);
      expect(await page.getByTestId('stratified-total-deposits').textContent()).toContain('1,500.00');
      await screenshot(page, `agent-team-stratified-${viewport}`);
      const chart = page.getByTestId('stratified-chart');
      const groups = chart.getByTestId('stratified-chart-group');
      await expect.poll(async () => groups.count()).toBe(2);
      expect(await groups.first().textContent()).toContain(who.direct.account);
      await chart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `agent-team-stratified-chart-${viewport}`);
      await rows.getByTestId('stratified-open').filter({ visible: true }).first().click();
      await expect.poll(async () => rows.textContent()).toContain(who.below.account);
      expect(await page.getByTestId('stratified-total-deposits').textContent()).toContain('500.00');
      await screenshot(page, `agent-team-stratified-level-${viewport}`);
      await page.context().close();
    });
  }
});
