import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANG_CODES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { bannerSvg, DEMO_BANNER_PALETTES } from './banner-art';
import { demoBannerFiles, drawDemoBanner, siteArtRoot } from './banner-art-files';
import { breakLines, emWidth, fitText } from './banner-text-layout';
import { seedSites } from './sites';

describe('the demo banners’ art (public/sites/<id>/banners)', () => {
  it('is committed exactly as the template draws it from the seed texts, nothing more', async () => {
    const stale: string[] = [];
    for (const site of seedSites) {
      const files = demoBannerFiles(site.id);
      expect(files, `site ${site.id}`).toHaveLength(LANG_CODES.length * 3 * 2);
      for (const file of files) {
        const onDisk = await readFile(path.join(siteArtRoot, String(site.id), file.path), 'utf8').catch(
          () => null,
        );
        if (onDisk !== drawDemoBanner(site.id, file)) stale.push(`${site.id}/${file.path}`);
      }
      const dir = path.join(siteArtRoot, String(site.id), 'banners');
      const committed = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.svg'));
      expect(committed.sort()).toEqual(files.map((file) => file.path.replace('banners/', '')).sort());
    }
    // Redraw with `npm run art:banners -w apps/server` and commit.
    expect(stale).toEqual([]);
  });

  it('says each language’s words in its own script and names the language for the fonts', () => {
    const zh = drawDemoBanner(1, { kind: 'redEnvelope', size: 'desktop', lang: 'zh_CN', path: '' });
    expect(zh).toContain('xml:lang="zh-CN"');
    expect(zh).toContain('幸运红包');
    expect(zh).toContain('Noto Sans CJK SC');
    const my = drawDemoBanner(2, { kind: 'checkIn', size: 'mobile', lang: 'my_MM', path: '' });
    expect(my).toContain('Noto Sans Myanmar');
    expect(my).not.toMatch(/[A-Za-z]{4,}<\/text>/);
  });

  it('refuses words too long for the picture instead of drawing them over the emblem', () => {
    expect(() =>
      bannerSvg({
        kind: 'slots',
        size: 'mobile',
        lang: 'en_US',
        text: { title: 'Slots', subtitle: 'word '.repeat(60) },
        palette: DEMO_BANNER_PALETTES[1]!.slots,
      }),
    ).toThrow(/does not fit/);
  });
});

describe('fitting banner words', () => {
  it('breaks Thai, which writes no spaces between words, between words', () => {
    const lines = breakLines('เปิดอั่งเปาก่อนหมดเวลานับถอยหลัง', 'th_TH', 12, 2)!;
    expect(lines).toHaveLength(2);
    expect(lines.join('')).toBe('เปิดอั่งเปาก่อนหมดเวลานับถอยหลัง');
    // The break falls where a word ends, not inside one.
    const boundaries = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(lines.join(''))].map(
      (word) => word.index,
    );
    expect(boundaries).toContain(lines[0]!.length);
  });

  it('never starts a Chinese line with punctuation', () => {
    const lines = breakLines('天天签到，当日奖励直接到账', 'zh_CN', 7, 2)!;
    expect(lines.join('')).toBe('天天签到，当日奖励直接到账');
    expect(lines.every((line) => !/^[，。、]/.test(line))).toBe(true);
    expect(lines.every((line) => emWidth(line) <= 7)).toBe(true);
  });

  it('breaks at spaces first and balances the lines', () => {
    expect(breakLines('Spin the reels and chase the progressive jackpot', 'en_US', 18, 2)).toEqual([
      'Spin the reels and chase',
      'the progressive jackpot',
    ]);
  });

  it('keeps one line a little smaller rather than two lines a little bigger', () => {
    const box = { maxSize: 84, minSize: 52, maxLines: 2, width: 1040, fewerLinesAbove: 0.8 };
    const fitted = fitText('デイリーチェックインボーナス', 'ja_JP', box)!;
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.size).toBeGreaterThanOrEqual(68);
    expect(fitText('x'.repeat(400), 'en_US', box)).toBeNull();
  });
});
