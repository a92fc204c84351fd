import { describe, expect, it } from 'vitest';
import { budgetUse, memberText, previewLanguages } from './member-text';

describe('what a member reads', () => {
  const texts = { zh_CN: '中文', en_US: 'English', th_TH: ' ' };
  it('takes the reader’s language, else the site’s, else English, else any', () => {
    expect(memberText(texts, 'en_US', 'zh_CN')).toBe('English');
    expect(memberText(texts, 'ko_KR', 'zh_CN')).toBe('中文');
    // A blank text is no text: Thai readers fall back too.
    expect(memberText(texts, 'th_TH', 'vi_VN')).toBe('English');
    expect(memberText({ ja_JP: '日本語' }, 'ko_KR', 'zh_CN')).toBe('日本語');
    expect(memberText({}, 'ko_KR', 'zh_CN')).toBe('');
  });

  it('lists the site’s languages default first, once each', () => {
    expect(previewLanguages({ languages: ['en_US', 'zh_CN'], default_language: 'zh_CN' })).toEqual([
      'zh_CN',
      'en_US',
    ]);
  });

  it('shows budget use as a bounded percentage', () => {
    expect(budgetUse('25.00', '100.00')).toBe(25);
    expect(budgetUse('1', '3')).toBe(33.3);
    expect(budgetUse('5', '0')).toBe(0);
    expect(budgetUse('200', '100')).toBe(100);
  });
});
