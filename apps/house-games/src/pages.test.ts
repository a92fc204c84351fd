import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { isFramed, loadStrings, translate } from '../public/house.js';
import en_US from '../public/i18n/en_US.js';
import zh_CN from '../public/i18n/zh_CN.js';
import zh_TW from '../public/i18n/zh_TW.js';
import { PAGE_TEXTS, pageLang, type PageLang } from './page-texts';
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

  it('knows when it plays inside the site’s frame, where the site names the game and leaves it', () => {
    const top = { self: null as unknown, top: null as unknown };
    top.self = top;
    top.top = top;
    expect(isFramed(top)).toBe(false);
    expect(isFramed({ self: {}, top })).toBe(true);
    // A frame of another origin may refuse to show its top window: still a frame.
    const guarded = {
      self: {},
      get top(): never {
        throw new Error('blocked');
      },
    };
    expect(isFramed(guarded)).toBe(true);
    expect(isFramed(undefined)).toBe(false);
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

  it('serves the verify page and only its own static files', async () => {
    const verify = await get('/verify');
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('data-view="verify"');
    expect((await get('/assets/house.js')).headers['content-type']).toContain('javascript');
    expect((await get('/assets/house.css')).headers['content-type']).toContain('text/css');
    const thai = await get('/assets/i18n/th_TH.js');
    expect(thai.headers['content-type']).toContain('javascript');
    expect(thai.body).toContain("spin: 'หมุน'");
    for (const url of [
      '/assets/..%2Fpackage.json',
      '/assets/other.js',
      '/assets/toString',
      '/assets/i18n.js',
      '/assets/i18n/xx_YY.js',
      '/assets/i18n/th_TH',
      '/assets/i18n/..%2Fhouse.js',
      '/assets/i18n/..%2F..%2Fpackage.json',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
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

  it('writes a page in each of the site’s eleven languages, with its BCP 47 tag and its own texts', async () => {
    const thai = await page('/play/koi-reels?lang=th_TH');
    expect(thai).toContain('<html lang="th-TH"');
    expect(thai).toContain('data-lang="th_TH"');
    expect(thai).toContain('<title>ปลาคาร์ปนำโชค</title>');
    // The script loads the page's language and English, never the other nine.
    expect(thai).toContain('<link rel="modulepreload" href="/assets/i18n/th_TH.js">');
    expect(thai).toContain('<link rel="modulepreload" href="/assets/i18n/en_US.js">');
    expect(thai.match(/\/assets\/i18n\//g)).toHaveLength(2);
    const vi = await page('/play/royal-21?lang=vi_VN');
    expect(vi).toContain('<html lang="vi-VN"');
    expect(vi).toContain('<title>Xì Dách Hoàng Gia</title>');
    expect(vi).toContain('khi chơi tối ưu, tính trên tiền cược ban đầu');
    const bengali = await page('/verify?lang=bn_BD');
    expect(bengali).toContain('<html lang="bn-BD"');
    expect(bengali).toContain('data-lang="bn_BD"');
    expect(bengali).toContain('<title>রাউন্ড যাচাই করুন</title>');
    expect(bengali).toContain('&quot;name&quot;:&quot;ব্যাকারাট&quot;');
    expect(await page('/play/no-such-game?lang=ko_KR')).toContain('<title>게임을 찾을 수 없습니다</title>');
    const others: [PageLang, string][] = [
      ['ja_JP', 'ja-JP'],
      ['hi_IN', 'hi-IN'],
      ['my_MM', 'my-MM'],
      ['ta_IN', 'ta-IN'],
      ['en_US', 'en-US'],
    ];
    for (const [lang, tag] of others) {
      const body = await page(`/play/lucky-ten?lang=${lang}`);
      expect(body, lang).toContain(`<html lang="${tag}"`);
      expect(body, lang).toContain(`<title>${PAGE_TEXTS[lang]['name:lucky-ten']}</title>`);
    }
  });

  it('reads English for a language the site does not have, and for anything that is not a language code', async () => {
    for (const lang of ['xx_YY', 'fr_FR', '%3Cscript%3E', 'zh_CN%22%3E', 'a', 'zh_CN&lang=zh_TW']) {
      const body = await page(`/play/koi-reels?lang=${lang}`);
      expect(body, lang).toContain('<html lang="en-US"');
      expect(body, lang).toContain('data-lang="en_US"');
      expect(body, lang).toContain('<title>Koi Reels</title>');
      expect(body, lang).not.toContain('<script>');
      expect(body.match(/\/assets\/i18n\//g), lang).toHaveLength(1);
    }
    expect(await page('/play/koi-reels')).toContain('data-lang="en_US"');
  });

  it('maps the site’s codes, any case or dash, to the page language', () => {
    for (const code of Object.keys(PAGE_TEXTS)) {
      expect(pageLang(code)).toBe(code);
      expect(pageLang(code.replace('_', '-'))).toBe(code);
      expect(pageLang(code.toUpperCase())).toBe(code);
    }
    const seen = [
      'zh',
      'zh-HK',
      'ZH_tw',
      'zh_Hant',
      'vi',
      'th',
      'en_GB',
      'ko-kp',
      'xx',
      ['zh_CN'],
      undefined,
    ];
    expect(seen.map(pageLang)).toEqual([
      'zh_CN',
      'zh_TW',
      'zh_TW',
      'zh_TW',
      'vi_VN',
      'th_TH',
      'en_US',
      'ko_KR',
      'en_US',
      'en_US',
      'en_US',
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
    const strings = { en_US, zh_CN, zh_TW };
    expect(translate(strings, 'zh_CN', 'spin')).toBe('旋转');
    expect(translate(strings, 'zh_TW', 'lobby')).toBe('返回大廳');
    expect(translate(strings, 'en_US', 'youWin', { text: 'Tie (7 – 7)', amount: 'RMB 1.00' })).toBe(
      'Tie (7 – 7) — you win RMB 1.00',
    );
    expect(translate(strings, 'zh_CN', 'kenoHint', { need: 5, numbers: 40 })).toBe('从 40 个号码中选 5 个。');
    const small = { en_US: { hello: 'Hello, {name}', bye: 'Bye' }, zh_CN: { hello: '你好，{name}' } };
    expect(translate(small, 'zh_CN', 'bye')).toBe('Bye');
    expect(translate(small, 'vi_VN', 'hello', { name: 'An' })).toBe('Hello, An');
    expect(translate(small, 'zh_CN', 'hello')).toBe('你好，{name}');
    expect(translate(small, 'en_US', 'missing')).toBe('missing');
    expect(translate(small, 'en_US', 'toString')).toBe('toString');
  });

  it('loads the page language’s texts and English, the same files the server reads', async () => {
    const thai = await loadStrings('th_TH');
    expect(Object.keys(thai).sort()).toEqual(['en_US', 'th_TH']);
    expect(thai.th_TH).toBe(PAGE_TEXTS.th_TH);
    expect(thai.en_US).toBe(PAGE_TEXTS.en_US);
    expect(translate(thai, 'th_TH', 'spin')).toBe('หมุน');
    expect(Object.keys(await loadStrings('en_US'))).toEqual(['en_US']);
    // No such file, or not a language code at all: English only.
    for (const odd of ['xx_YY', '../house', 'en', ''])
      expect(Object.keys(await loadStrings(odd)), odd).toEqual(['en_US']);
  });
});
