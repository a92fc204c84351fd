import path from 'node:path';
import { LANG_CODES } from '@arks/contracts';
import { serverRoot } from '../../config';
import {
  BANNER_KINDS,
  bannerArtPath,
  bannerSvg,
  DEMO_BANNER_PALETTES,
  type BannerArtFile,
  type BannerSize,
} from './banner-art';
import { SEED_TEXTS } from './texts';

/** Where site art lives on disk (served under /static/sites/, see app.ts). */
export const siteArtRoot = path.join(serverRoot, 'public/sites');

const SIZES: BannerSize[] = ['desktop', 'mobile'];

/** Every demo banner of a site: each kind, size and language of spec §9. */
export function demoBannerFiles(siteId: number): BannerArtFile[] {
  if (!DEMO_BANNER_PALETTES[siteId]) return [];
  return LANG_CODES.flatMap((lang) =>
    BANNER_KINDS.flatMap((kind) =>
      SIZES.map((size) => ({ kind, size, lang, path: bannerArtPath(kind, size, lang) })),
    ),
  );
}

/** The picture of one demo banner, drawn from the seed texts of its language. */
export const drawDemoBanner = (siteId: number, file: BannerArtFile) =>
  bannerSvg({
    kind: file.kind,
    size: file.size,
    lang: file.lang,
    text: SEED_TEXTS[file.lang].banners[file.kind],
    palette: DEMO_BANNER_PALETTES[siteId]![file.kind],
  });
