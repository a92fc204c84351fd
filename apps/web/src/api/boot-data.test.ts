import { CarouselPicture, SiteDetail } from '@arks/contracts/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { envConfig } from '../test/site-fixtures';
import { resolveInitialLanguage } from '../i18n/language-preference';
import { answerFromPage, countryFromPage, forgetBootData } from './boot-data';

function pageCarries(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = text;
  document.head.append(block);
}

describe('answers the page carries', () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    forgetBootData();
  });

  it('gives none when the page carries none', () => {
    expect(answerFromPage(SiteDetail)).toBeUndefined();
    expect(countryFromPage()).toBeNull();
  });

  it('spec §9 country codes to languages: a first visitor from Vietnam reads Vietnamese where the site offers it', () => {
    pageCarries(JSON.stringify({ SiteDetail: { site_id: 2, env_config: envConfig }, RequestCountry: 'VN' }));
    expect(countryFromPage()).toBe('VN');
    const none = { locale: undefined, lang: undefined };
    expect(resolveInitialLanguage(none, 'en_US', ['en_US', 'vi_VN'], countryFromPage())).toBe('vi_VN');
    // A site without Vietnamese, or a visitor who chose a language: as before.
    expect(resolveInitialLanguage(none, 'en_US', ['en_US', 'th_TH'], countryFromPage())).toBe('en_US');
    expect(
      resolveInitialLanguage(
        { locale: undefined, lang: 'th_TH' },
        'en_US',
        ['en_US', 'vi_VN', 'th_TH'],
        'VN',
      ),
    ).toBe('th_TH');
  });

  it('gives the answer the server sent, as it sent it', () => {
    pageCarries(JSON.stringify({ SiteDetail: { site_id: 2, env_config: envConfig } }));
    expect(answerFromPage(SiteDetail)).toEqual({ site_id: 2, env_config: envConfig });
  });

  it('tells a call’s answers apart by the variant the server keyed them with', () => {
    const list = { web_carousel_picture_list: [] };
    pageCarries(JSON.stringify({ 'CarouselPicture?use_type=2&lang=vi_VN': list }));
    expect(answerFromPage(CarouselPicture, { use_type: 2, lang: 'vi_VN' })).toEqual(list);
    expect(answerFromPage(CarouselPicture, { use_type: 2, lang: 'th_TH' })).toBeUndefined();
    expect(answerFromPage(CarouselPicture)).toBeUndefined();
  });

  it('gives none for a broken block', () => {
    pageCarries('{not json');
    expect(answerFromPage(SiteDetail)).toBeUndefined();
  });
});
