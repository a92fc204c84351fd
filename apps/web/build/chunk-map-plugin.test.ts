import { describe, expect, it } from 'vitest';
import { CHUNK_MAP_FILE, chunkMapPlugin, siteChunkNames } from './chunk-map-plugin';

type Emitted = { type: string; fileName: string; source: string };

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

/** A bundle shaped like the site's: an entry, a lazy page and two languages' catalogs. */
const BUNDLE = {
  'assets/index-1.js': chunk('assets/index-1.js', ['assets/react-1.js'], '/w/src/main.tsx', true),
  'assets/react-1.js': chunk('assets/react-1.js', [], null),
  'assets/home-page-1.js': chunk(
    'assets/home-page-1.js',
    ['assets/react-1.js', 'assets/hall-1.js'],
    '/w/apps/web/src/pages/home-page.tsx',
  ),
  'assets/hall-1.js': chunk('assets/hall-1.js', ['assets/money-1.js'], null),
  'assets/money-1.js': chunk('assets/money-1.js', [], null),
  'assets/zh-cn-1.js': chunk('assets/zh-cn-1.js', [], '/w/apps/web/src/i18n/locales/zh-cn.ts'),
  'assets/zh-cn-2.js': chunk(
    'assets/zh-cn-2.js',
    [],
    '/w/packages/contracts/src/validation-messages/zh-cn.ts',
  ),
  'assets/faq-page-1.js': chunk('assets/faq-page-1.js', [], '/w/apps/web/src/pages/faq-page.tsx'),
  'index.css': { type: 'asset', fileName: 'index.css' },
};

function mapOf(bundle: object): Record<string, string[]> {
  const emitted: Emitted[] = [];
  const generateBundle = chunkMapPlugin(siteChunkNames).generateBundle as (
    this: { emitFile: (file: Emitted) => void },
    options: object,
    bundle: object,
  ) => void;
  generateBundle.call({ emitFile: (file) => void emitted.push(file) }, {}, bundle);
  const file = emitted.find((e) => e.fileName === CHUNK_MAP_FILE);
  return JSON.parse(file!.source) as Record<string, string[]>;
}

describe('chunk map plugin', () => {
  it('lists each named part’s scripts with what they import, less what the entry already loads', () => {
    expect(mapOf(BUNDLE)).toEqual({
      'page:home': ['/assets/home-page-1.js', '/assets/hall-1.js', '/assets/money-1.js'],
      'language:zh_CN': ['/assets/zh-cn-1.js', '/assets/zh-cn-2.js'],
      'page:faq': ['/assets/faq-page-1.js'],
    });
  });

  it('names languages by their code and pages by their file', () => {
    expect(siteChunkNames('/x/src/i18n/locales/vi-vn.ts')).toBe('language:vi_VN');
    expect(siteChunkNames('/x/contracts/src/validation-messages/bn-bd.ts')).toBe('language:bn_BD');
    expect(siteChunkNames('/x/src/pages/home-page.tsx')).toBe('page:home');
    expect(siteChunkNames('/x/src/pages/game-hall-page.tsx')).toBe('page:game-hall');
    expect(siteChunkNames('/x/src/pages/home-banners.ts')).toBeNull();
    expect(siteChunkNames('/x/src/i18n/locales/index.ts')).toBeNull();
  });
});
