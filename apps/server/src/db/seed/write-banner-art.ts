/**
 * Redraws the demo banners into public/sites/<id>/banners/ from the template and the seed texts:
 * `npm run art:banners -w apps/server`, then commit the files (banner-art.test.ts checks they match).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoBannerFiles, drawDemoBanner, siteArtRoot } from './banner-art-files';
import { DEMO_BANNER_PALETTES } from './banner-art';

for (const siteId of Object.keys(DEMO_BANNER_PALETTES).map(Number)) {
  const dir = path.join(siteArtRoot, String(siteId), 'banners');
  // Drawn afresh each time, so a language or kind taken out leaves no file behind.
  await rm(dir, { recursive: true, force: true });
  for (const file of demoBannerFiles(siteId)) {
    const target = path.join(siteArtRoot, String(siteId), file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, drawDemoBanner(siteId, file));
  }
  console.log(`site ${siteId}: ${demoBannerFiles(siteId).length} banners in ${dir}`);
}
