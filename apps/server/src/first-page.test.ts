import * as contracts from '@arks/contracts';
import { bootKey, GameLabel, GetJackpot, HotGames, type CallContract } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { FIRST_CALLS, type FirstPage } from './first-page';
import { appServingWebFixture, bootAnswersOf } from './test/web-dist-fixture';

const html = { accept: 'text/html' };

describe('the first page carries the calls it would make at once', () => {
  const served = appServingWebFixture();
  const app = () => served().app;

  const answersOf = async (url: string, headers: Record<string, string>) => {
    const res = await app().inject({ method: 'GET', url, headers: { ...html, ...headers } });
    return bootAnswersOf(res.body);
  };
  const call = async (c: CallContract, host: string, lang: string, payload: object) =>
    (
      await app().inject({ method: 'POST', url: `/api${c.path}`, headers: { host, lang }, payload })
    ).json() as { code: number; data: unknown };

  it('on the home page, every variant as its call answers a visitor, in the page’s language', async () => {
    for (const host of ['localhost', 'site2.localhost']) {
      const answers = await answersOf('/', { host });
      const site = answers.SiteDetail as {
        site_id: number;
        env_config: {
          default_language: string;
          currencies: string[];
          template: string;
          mobile_template: string;
        };
      };
      const lang = site.env_config.default_language;
      const home = { site, lang, home: true, hall: null, device: 0 } as FirstPage;
      let carried = 0;
      for (const { call: c, variants } of FIRST_CALLS) {
        for (const variant of variants(home)) {
          const answer = await call(c, host, lang, variant.body);
          expect(answer.code, `${c.name} ${host}`).toBe(1000);
          expect(answers[bootKey(c, variant.params)], `${bootKey(c, variant.params)} on ${host}`).toEqual(
            answer.data,
          );
          carried++;
        }
      }
      // Eight for every page (two pop-up lists, the hall list, two sponsor lists); marquee, jackpot,
      // popular games, two ad slots.
      expect(carried).toBe(13);
      const currency = site.env_config.currencies[0]!;
      expect(answers).toHaveProperty([bootKey(GetJackpot, { currency })]);
      expect(answers).toHaveProperty([bootKey(HotGames, { currency, lang })]);
    }
  });

  it('carries only every page’s calls on another page, and follows the visitor’s language cookie', async () => {
    const site = (await answersOf('/', { host: 'site2.localhost' })).SiteDetail as {
      env_config: { languages: string[]; default_language: string; mobile_template: string };
    };
    const other = site.env_config.languages.find((l) => l !== site.env_config.default_language)!;
    const answers = await answersOf('/gameHall/2', { host: 'site2.localhost', cookie: `lang=${other}` });
    const names = Object.keys(answers).map((key) => key.split('?')[0]);
    expect(names).toContain('CustomerServiceChannels');
    expect(names).toContain('ModelSponsor');
    expect(names).not.toContain('AnnouncementMarquee');
    expect(names).not.toContain('GetJackpot');
    expect(answers).toHaveProperty([
      `MobileFooter?template=${site.env_config.mobile_template}&lang=${other}`,
    ]);
  });

  it('spec §9 country codes to languages: a first visitor gets their country’s language when the site offers it', async () => {
    const vietnam = await answersOf('/', { host: 'site2.localhost', 'cf-ipcountry': 'VN' });
    expect(vietnam.RequestCountry).toBe('VN');
    const names = Object.keys(vietnam);
    expect(names).toContain('Footer?lang=vi_VN');
    expect(names.some((key) => key.startsWith('CarouselPicture?') && key.endsWith('lang=vi_VN'))).toBe(true);
    // LA reads Vietnamese too (§9).
    expect(Object.keys(await answersOf('/', { host: 'site2.localhost', 'cf-ipcountry': 'LA' }))).toContain(
      'Footer?lang=vi_VN',
    );
    // Site 1 offers no Vietnamese: its default (zh_CN), as before; Taiwan reads zh_TW there.
    expect(Object.keys(await answersOf('/', { host: 'localhost', 'cf-ipcountry': 'VN' }))).toContain(
      'Footer?lang=zh_CN',
    );
    expect(Object.keys(await answersOf('/', { host: 'localhost', 'cf-ipcountry': 'TW' }))).toContain(
      'Footer?lang=zh_TW',
    );
    // A language the visitor chose wins over the country.
    const chosen = await answersOf('/', {
      host: 'site2.localhost',
      'cf-ipcountry': 'VN',
      cookie: 'lang=th_TH',
    });
    expect(Object.keys(chosen)).toContain('Footer?lang=th_TH');
  });

  it('on a game hall, its games as the call answers a visitor, for a phone or a desktop by the browser', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
    for (const [agent, device] of [
      [desktop, 0],
      [phone, 1],
    ] as const) {
      const answers = await answersOf('/gameHall/2', { host: 'localhost', 'user-agent': agent });
      const site = answers.SiteDetail as { env_config: { currencies: string[]; default_language: string } };
      const currency = site.env_config.currencies[0]!;
      const lang = site.env_config.default_language;
      const answer = await call(GameLabel, 'localhost', lang, { currency, device, game_type_id: 2 });
      expect(answer.code).toBe(1000);
      const keys = Object.keys(answers).filter((key) => key.startsWith('GameLabel?'));
      expect(keys).toEqual([bootKey(GameLabel, { currency, device, game_type_id: 2, lang })]);
      expect(answers[keys[0]!]).toEqual(answer.data);
    }
    // The sport hall shows the provider's quick-bet page, not a game list.
    const sport = await answersOf('/gameHall/4', { host: 'site2.localhost' });
    expect(Object.keys(sport).some((key) => key.startsWith('GameLabel'))).toBe(false);
  });

  it('carries every answer exactly as its call’s schema gives it, so the page takes it unchecked', async () => {
    for (const host of ['localhost', 'site2.localhost']) {
      const answers = await answersOf('/', { host });
      expect(Object.keys(answers).length).toBeGreaterThan(10);
      for (const [key, answer] of Object.entries(answers)) {
        if (key === contracts.COUNTRY_BOOT_KEY) continue;
        const name = key.split('?')[0] as keyof typeof contracts;
        const contract = contracts[name] as CallContract;
        expect(contract.data.parse(answer), `${key} on ${host}`).toEqual(answer);
      }
    }
  });
});
