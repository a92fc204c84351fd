import { CarouselPicture } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { appServingWebFixture, bootAnswersOf, FIXTURE_CHUNKS } from '../../../test/web-dist-fixture';
import { bannersKey } from './home-boot';

const html = { accept: 'text/html' };

describe('the home page carries its banners', () => {
  const served = appServingWebFixture();
  const app = () => served().app;

  const page = (url: string, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url, headers: { ...html, ...headers } });
  const bannersCall = async (host: string, useType: number, lang: string) =>
    (
      await app().inject({
        method: 'POST',
        url: '/api/arks/web/carousel_picture',
        headers: { host, lang },
        payload: { use_type: useType },
      })
    ).json().data as { web_carousel_picture_list: { url: string }[] };

  it('in the language the page will choose, as the banner call answers, first pictures fetched early', async () => {
    const res = await page('/', { host: 'localhost' });
    const answers = bootAnswersOf(res.body);
    const detail = answers.SiteDetail as { env_config: { default_language: string } };
    const lang = detail.env_config.default_language;
    for (const useType of [0, 2] as const) {
      const call = await bannersCall('localhost', useType, lang);
      expect(answers[bannersKey(useType, lang)], `use_type ${useType}`).toEqual(call);
      const first = call.web_carousel_picture_list[0];
      expect(first, 'the demo site has banners').toBeDefined();
      expect(res.body).toContain(`<link rel="preload" as="image" href="${first!.url}"`);
    }
    for (const script of FIXTURE_CHUNKS['page:home']!) {
      expect(res.body, 'the home page’s code comes with it').toContain(
        `<link rel="modulepreload" href="${script}">`,
      );
    }
    expect(res.body).toMatch(/media="\(max-width: 991\.98px\)"/);
    expect(res.body).toMatch(/media="\(min-width: 992px\)"/);
  });

  it('follows the visitor’s chosen language where the site offers it, and ignores one it does not', async () => {
    const detail = bootAnswersOf((await page('/', { host: 'site2.localhost' })).body).SiteDetail as {
      env_config: { languages: string[]; default_language: string };
    };
    const other = detail.env_config.languages.find((l) => l !== detail.env_config.default_language)!;
    const chosen = bootAnswersOf(
      (await page('/', { host: 'site2.localhost', cookie: `lang=${other}` })).body,
    );
    expect(chosen[bannersKey(2, other)]).toEqual(await bannersCall('site2.localhost', 2, other));
    const foreign = bootAnswersOf((await page('/', { host: 'site2.localhost', cookie: 'lang=xx_XX' })).body);
    expect(Object.keys(foreign)).toContain(bannersKey(2, detail.env_config.default_language));
  });

  it('only on the home page', async () => {
    const { body } = await page('/gameHall/2', { host: 'localhost' });
    expect(Object.keys(bootAnswersOf(body)).some((key) => key.startsWith(CarouselPicture.name))).toBe(false);
    expect(body).not.toContain(FIXTURE_CHUNKS['page:home']![0]);
  });
});
