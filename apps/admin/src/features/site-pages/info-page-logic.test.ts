import { describe, expect, it } from 'vitest';
import { infoPageInput, memberAddress, missingText, nextNumber, type InfoPageForm } from './info-page-logic';

const form = (over: Partial<InfoPageForm> = {}): InfoPageForm => ({
  kind: 'faq',
  number: 3,
  titles: { zh_CN: '如何存款', en_US: '  ' },
  summaries: { zh_CN: '', en_US: undefined },
  bodies: { zh_CN: '<p>步骤</p>' },
  cover_url: '  ',
  currencies: [],
  sort: 2,
  active: true,
  start_at: null,
  end_at: null,
  ...over,
});

describe('info page form', () => {
  it('numbers a new page one past the highest of its kind only', () => {
    const rows = [
      { kind: 'faq', number: 4 },
      { kind: 'discount', number: 9 },
      { kind: 'faq', number: 2 },
    ];
    expect(nextNumber(rows, 'faq')).toBe(5);
    expect(nextNumber(rows, 'main')).toBe(1);
  });

  it('sends only written languages, every currency when none chosen, and no blank cover', () => {
    const input = infoPageInput(7, form());
    expect(input).toEqual({
      site_id: 7,
      kind: 'faq',
      number: 3,
      titles: { zh_CN: '如何存款' },
      bodies: { zh_CN: '<p>步骤</p>' },
      cover_url: null,
      currencies: null,
      sort: 2,
      active: true,
      start_at: null,
      end_at: null,
    });
    expect(infoPageInput(7, form({ summaries: { en_US: 'How' }, currencies: ['CNY'] }))).toMatchObject({
      summaries: { en_US: 'How' },
      currencies: ['CNY'],
    });
  });

  it('names what is missing before the server would refuse it', () => {
    expect(missingText(infoPageInput(1, form({ titles: { zh_CN: ' ' } })))).toBe('title');
    expect(missingText(infoPageInput(1, form({ bodies: {} })))).toBe('body');
    expect(missingText(infoPageInput(1, form()))).toBeNull();
  });

  it('links the page where the member site serves it', () => {
    expect(memberAddress('discount', 12)).toBe('/discount/12');
  });
});
