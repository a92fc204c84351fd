import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMeta } from './pages';
import { createHouseTest } from './test/house-test';

let house: Awaited<ReturnType<typeof createHouseTest>>;
beforeAll(async () => {
  house = await createHouseTest();
});
afterAll(() => house.close());

const get = (url: string) => house.app.inject({ method: 'GET', url });

describe('game pages', () => {
  it('serves each game’s page with what its script needs, and 404 for an unknown game', async () => {
    for (const code of ['koi-reels', 'punto-banco', 'lucky-ten', 'royal-21']) {
      const res = await get(`/play/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('/assets/house.js');
      expect(res.body).toContain(`&quot;code&quot;:&quot;${code}&quot;`);
    }
    expect((await get('/play/no-such-game')).statusCode).toBe(404);
  });

  it('describes the slot lines and the keno board from the game rules', () => {
    expect(gameMeta('koi-reels')).toMatchObject({ bet_step: '10', slot: { lines: 10 } });
    expect(gameMeta('lucky-ten')).toMatchObject({ keno: { numbers: 40, picks: 5 } });
    expect(gameMeta('royal-21')).toMatchObject({
      hall: 6,
      bet_step: '2',
      rtp_note: 'with the best play, per initial bet',
    });
    expect(gameMeta('nope')).toBeNull();
  });

  it('serves the verify page and only its own two static files', async () => {
    const verify = await get('/verify');
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('data-view="verify"');
    expect((await get('/assets/house.js')).headers['content-type']).toContain('javascript');
    expect((await get('/assets/house.css')).headers['content-type']).toContain('text/css');
    expect((await get('/assets/..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/assets/other.js')).statusCode).toBe(404);
  });
});
