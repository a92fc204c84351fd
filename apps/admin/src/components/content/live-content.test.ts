import { describe, expect, it } from 'vitest';
import { contentState, liveBanners, liveFor, textFor, writtenTexts } from './live-content';

const now = new Date('2026-05-01T12:00:00Z');
const banner = (id: number, extra: object = {}) => ({
  id,
  use_type: 0,
  active: true,
  sort: 0,
  languages: null as string[] | null,
  start_at: null as string | null,
  end_at: null as string | null,
  ...extra,
});

describe('what the preview shows', () => {
  it('is what members get: on, inside the window, in sort then id order', () => {
    expect(contentState(banner(1, { active: false }), now)).toBe('off');
    expect(contentState(banner(1, { start_at: '2026-05-02T00:00:00Z' }), now)).toBe('scheduled');
    expect(contentState(banner(1, { end_at: '2026-05-01T12:00:00Z' }), now)).toBe('ended');
    expect(contentState(banner(1, { start_at: '2026-04-01T00:00:00Z' }), now)).toBe('live');
    const list = [
      banner(3, { sort: 1 }),
      banner(2, { sort: 1 }),
      banner(1, { sort: 5 }),
      banner(4, { active: false }),
      banner(5, { use_type: 2 }),
    ];
    expect(liveBanners(list, 0, 'en_US', now).map((b) => b.id)).toEqual([2, 3, 1]);
  });

  it('banners with languages show only to those readers; pop-ups by device', () => {
    const list = [banner(1, { languages: ['vi_VN'] }), banner(2)];
    expect(liveBanners(list, 0, 'en_US', now).map((b) => b.id)).toEqual([2]);
    expect(liveBanners(list, 0, 'vi_VN', now).map((b) => b.id)).toEqual([1, 2]);
    const popups = [
      banner(1, { display_device: 1 }),
      banner(2, { display_device: 2 }),
      banner(3, { display_device: 0 }),
    ];
    expect(liveFor(popups, 2, now).map((p) => p.id)).toEqual([2, 3]);
  });

  it('picks the reader’s text, then the site default, then English, then any', () => {
    expect(textFor({ vi_VN: 'Xin chào', en_US: 'Hello' }, 'vi_VN', 'zh_CN')).toBe('Xin chào');
    expect(textFor({ zh_CN: '你好', en_US: 'Hello' }, 'th_TH', 'zh_CN')).toBe('你好');
    expect(textFor({ ko_KR: '안녕' }, 'th_TH', 'zh_CN')).toBe('안녕');
    expect(writtenTexts({ en_US: 'x', vi_VN: '  ', th_TH: undefined })).toEqual({ en_US: 'x' });
  });
});
