import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderHeaders, ProviderPaths, ZBetFeedResponse } from '@arks/contracts/provider';
import { signProviderRequest } from '@arks/contracts/provider/signing';
import { formatResults, runConformance, type CheckResult } from '../../../scripts/provider-conformance/kit';
import { createHouseTest, HOUSE_SECRET } from './test/house-test';

let house: Awaited<ReturnType<typeof createHouseTest>>;
let url: string;
const servers: Server[] = [];

/** Plays real rounds for a player: spins, baccarat, a blackjack hand left open then stood, and one the end of session stands. */
async function playRounds(playerId: string) {
  await house.call(ProviderPaths.createPlayer, { player_id: playerId, currency: 'RMB' });
  await house.call(ProviderPaths.transfer, {
    reference: `fund-${playerId}`,
    player_id: playerId,
    direction: 'in',
    amount: '100000',
  });
  const slot = house.player(await house.launch('koi-reels', playerId));
  for (let i = 0; i < 4; i++) expect((await slot.round('50')).ok).toBe(true);
  const baccarat = house.player(await house.launch('punto-banco', playerId));
  for (let i = 0; i < 3; i++) expect((await baccarat.round('100', { side: 'banker' })).ok).toBe(true);
  const blackjack = house.player(await house.launch('royal-21', playerId));
  const openHand = async () => {
    for (let i = 0; i < 40; i++) if (!(await blackjack.round('100')).data.finished) return;
    throw new Error('no hand stayed in play');
  };
  await openHand();
  expect((await blackjack.act('stand')).data.finished).toBe(true);
  await openHand();
  await house.call(ProviderPaths.endSession, { player_id: playerId });
}

beforeAll(async () => {
  house = await createHouseTest();
  await playRounds('1:500');
  await house.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(house.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of servers) await new Promise((done) => s.close(done));
  await house.close();
});

const kit = (target: string) =>
  runConformance({ url: target, operator: 'arks', secret: HOUSE_SECRET, to: new Date(Date.now() + 1000) });

const failed = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => r.name);

/**
 * A provider in front of the house that breaks one rule: `rewrite` may change the request's headers
 * or the answer's body.
 */
async function brokenProvider(rewrite: {
  headers?: (path: string, body: string) => Record<string, string>;
  /** Another body for the house (signed afresh), or null to pass it on. */
  body?: (path: string, body: string) => string | null;
  answer?: (path: string, request: Record<string, unknown>, answer: Record<string, unknown>) => unknown;
}): Promise<string> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url!;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const h of Object.values(ProviderHeaders)) if (req.headers[h]) headers[h] = String(req.headers[h]);
    const changed = rewrite.body?.(path, body) ?? null;
    const upstream = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        ...rewrite.headers?.(path, body),
        ...(changed ? signProviderRequest(HOUSE_SECRET, 'arks', 'POST', path, changed) : {}),
      },
      body: changed ?? body,
    });
    let answer = (await upstream.json()) as Record<string, unknown>;
    if (rewrite.answer) answer = rewrite.answer(path, JSON.parse(body), answer) as Record<string, unknown>;
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the provider conformance kit', () => {
  it('passes every check against the house provider', async () => {
    const results = await kit(url);
    expect(failed(results), formatResults(results)).toEqual([]);
    // Every part of the protocol was checked, and the blackjack hands gave later versions.
    expect(results).toHaveLength(27);
    const versions = results.find((r) => r.name === 'bet feed versions of each round rise')!;
    expect(versions.detail).toMatch(/, [1-9]\d* with a later version$/);
  });

  it('runs from the command line and exits 0 when every check passes', async () => {
    const { execFile } = await import('node:child_process');
    const root = new URL('../../../', import.meta.url).pathname;
    const out = await new Promise<{ code: number; stdout: string }>((done) => {
      execFile(
        'npx',
        [
          'tsx',
          'scripts/provider-conformance/cli.ts',
          url,
          'arks',
          HOUSE_SECRET,
          '--to',
          new Date(Date.now() + 1000).toISOString(),
        ],
        { cwd: root },
        (err, stdout) => done({ code: err ? Number(err.code) : 0, stdout }),
      );
    });
    expect(out.stdout).toMatch(/^PASS unsigned request refused$/m);
    expect(out.stdout).toMatch(/all \d+ checks passed/);
    expect(out.code).toBe(0);
  });

  it('fails the signature checks of a provider that ignores signatures', async () => {
    // Signs every request afresh with the right secret, whatever the caller sent.
    const target = await brokenProvider({
      headers: (path, body) => signProviderRequest(HOUSE_SECRET, 'arks', 'POST', path, body),
    });
    const results = await kit(target);
    expect(failed(results).sort()).toEqual(
      [
        'bad signature refused',
        'bet feed refuses an unsigned request',
        'future timestamp refused',
        'stale timestamp refused',
        'unsigned request refused',
      ].sort(),
    );
    expect(results.find((r) => r.name === 'unsigned request refused')!.detail).toMatch(/^accepted/);
  });

  it('fails the paging check of a provider whose next page repeats the last row', async () => {
    // An inclusive cursor: each later page starts again with the previous page's last row.
    let lastRow: unknown = null;
    const target = await brokenProvider({
      answer: (path, request, answer) => {
        if (path !== ProviderPaths.betFeed || answer.ok !== true) return answer;
        const page = ZBetFeedResponse.parse(answer.data);
        const bets =
          request.cursor && lastRow ? [lastRow, ...page.bets].slice(0, page.bets.length) : page.bets;
        lastRow = page.bets.at(-1) ?? null;
        return { ok: true, data: { ...page, bets } };
      },
    });
    const results = await kit(target);
    expect(failed(results)).toEqual(['bet feed paged by limit 1 answers the same rows as one big page']);
  });

  it('fails the idempotency checks of a provider that applies a retried reference again', async () => {
    // Each transfer reaches the wallet under a reference of its own, so a retry moves money again.
    let n = 0;
    const target = await brokenProvider({
      body: (path, body) => {
        if (path !== ProviderPaths.transfer) return null;
        n += 1;
        const parsed = JSON.parse(body) as { reference: string };
        return JSON.stringify({ ...parsed, reference: `${parsed.reference}-${n}` });
      },
      answer: (path, request, answer) => {
        if (path !== ProviderPaths.transfer || answer.ok !== true) return answer;
        return { ok: true, data: { ...(answer.data as object), reference: request.reference } };
      },
    });
    const results = await kit(target);
    expect(failed(results)).toEqual(
      expect.arrayContaining([
        'same transfer again answers the same and moves money once',
        'same reference with another amount refused as reference_conflict',
      ]),
    );
    expect(failed(results)).not.toContain('unsigned request refused');
  });
});
