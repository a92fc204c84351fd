import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { STRINGS, translate } from '../public/house.js';
import { gameMeta, pageLang } from './pages';
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

describe('page language', () => {
  const page = async (url: string) => (await get(url)).body;

  it('writes a game page in the language the site asked for', async () => {
    const zh = await page('/play/koi-reels?lang=zh_CN');
    expect(zh).toContain('<html lang="zh-CN"');
    expect(zh).toContain('data-lang="zh_CN"');
    expect(zh).toContain('<title>锦鲤转轴</title>');
    const tw = await page('/play/punto-banco?lang=zh_TW');
    expect(tw).toContain('<html lang="zh-TW"');
    expect(tw).toContain('<title>百家樂</title>');
    expect(await page('/play/royal-21?lang=zh_CN')).toContain('按最佳策略、以初始投注计');
    expect(await page('/play/no-such-game?lang=zh_TW')).toContain('<title>找不到遊戲</title>');
    expect(await page('/verify?lang=zh_CN')).toContain('<title>验证游戏结果</title>');
    expect(await page('/verify?lang=zh_CN')).toContain('&quot;name&quot;:&quot;幸运十&quot;');
  });

  it('reads English for any other language, and for anything that is not a language code', async () => {
    for (const lang of ['en_US', 'vi_VN', 'xx_YY', '%3Cscript%3E', 'zh_CN%22%3E', 'a', 'zh_CN&lang=zh_TW']) {
      const body = await page(`/play/koi-reels?lang=${lang}`);
      expect(body, lang).toContain('<html lang="en"');
      expect(body, lang).toContain('data-lang="en"');
      expect(body, lang).toContain('<title>Koi Reels</title>');
      expect(body, lang).not.toContain('<script>');
    }
    expect(await page('/play/koi-reels')).toContain('data-lang="en"');
    expect([pageLang('zh'), pageLang('zh-HK'), pageLang('ZH_tw'), pageLang(['zh_CN'])]).toEqual([
      'zh_CN',
      'zh_TW',
      'zh_TW',
      'en',
    ]);
  });

  it('launches a game on a page in the player’s language', async () => {
    const res = await house.call(ProviderPaths.launch, {
      player_id: null,
      game_code: 'lucky-ten',
      currency: 'RMB',
      lang: 'zh_TW',
      lobby_url: 'http://localhost/close',
    });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    const url = new URL(res.body.data.url);
    expect(url.pathname).toBe('/play/lucky-ten');
    expect(url.searchParams.get('lang')).toBe('zh_TW');
    expect(url.hash).toMatch(/^#t=[\w-]+$/);
    const opened = await page(url.pathname + url.search);
    expect(opened).toContain('<title>幸運十</title>');
  });

  it('shows each text in the page language, English where that language lacks it', () => {
    expect(translate(STRINGS, 'zh_CN', 'spin')).toBe('旋转');
    expect(translate(STRINGS, 'zh_TW', 'lobby')).toBe('返回大廳');
    expect(translate(STRINGS, 'en', 'youWin', { text: 'Tie (7 – 7)', amount: 'RMB 1.00' })).toBe(
      'Tie (7 – 7) — you win RMB 1.00',
    );
    expect(translate(STRINGS, 'zh_CN', 'kenoHint', { need: 5, numbers: 40 })).toBe('从 40 个号码中选 5 个。');
    const strings = { en: { hello: 'Hello, {name}', bye: 'Bye' }, zh_CN: { hello: '你好，{name}' } };
    expect(translate(strings, 'zh_CN', 'bye')).toBe('Bye');
    expect(translate(strings, 'vi_VN', 'hello', { name: 'An' })).toBe('Hello, An');
    expect(translate(strings, 'zh_CN', 'hello')).toBe('你好，{name}');
    expect(translate(strings, 'en', 'missing')).toBe('missing');
    expect(translate(strings, 'en', 'toString')).toBe('toString');
  });

  it('has every text of each language in English too, with the same blanks', () => {
    const blanks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en: Record<string, string> = STRINGS.en;
    for (const lang of ['zh_CN', 'zh_TW'] as const) {
      const table: Record<string, string> = STRINGS[lang];
      for (const [key, text] of Object.entries(table)) {
        if (key.startsWith('error_')) continue; // refusals read the server's words in English
        expect(en[key], `${lang}.${key}`).toBeDefined();
        expect(blanks(text), `${lang}.${key}`).toEqual(blanks(en[key]!));
      }
      expect(Object.keys(en).filter((key) => !(key in table))).toEqual([]);
    }
  });
});
