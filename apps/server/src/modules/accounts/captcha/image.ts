import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/**
 * Characters a captcha may show: upper case and digits only (answers are checked without case), with
 * every character that reads like another left out, so a member never fails on a shape they could not
 * tell apart. Each group below keeps at most one member (tested).
 */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTUXY3479';

/** Shapes people mix up, in the captcha's distorted font and at a glance on a phone. */
export const CONFUSABLE_GROUPS = [
  '0OoQD',
  '1IliL|',
  '5Ss',
  '2Zz',
  '8B',
  '6Gb',
  '9gq',
  'UuVv',
  'MWmw',
  'Cc(',
  'Kk',
  'Pp',
  'Xx',
  'Yy',
] as const;

const WIDTH = 200;
const HEIGHT = 72;
const FONT_SIZE = 64;
/** Dark glyphs on a near-white ground: well above WCAG's 7:1 for text. */
const INK = ['#111111', '#1a1f36', '#2a1636', '#10302a'];
const GROUND = '#fbfaf6';
/** Noise in mid tones: visible across the glyphs, yet clearly fainter than the ink. */
const NOISE = ['#8a7f99', '#7f8fa6', '#9a8a70', '#7a9a8a'];
const NOISE_LINES = 3;

/** The centre of a glyph path: the mean of its coordinate pairs (every command's numbers are pairs). */
function pathCentre(d: string): { x: number; y: number } {
  const n = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  let x = 0;
  let y = 0;
  const pairs = Math.floor(n.length / 2);
  for (let i = 0; i < pairs; i++) {
    x += n[2 * i]!;
    y += n[2 * i + 1]!;
  }
  return pairs ? { x: x / pairs, y: y / pairs } : { x: WIDTH / 2, y: HEIGHT / 2 };
}

/**
 * One captcha: four characters drawn as outlines (never as text, so the SVG holds no answer), each
 * tilted and shifted at random, with curves and a few speckles through them that stop a plain OCR pass.
 * Larger and darker than svg-captcha's default so a person reads it at a glance.
 */
export function drawCaptcha(): { text: string; svg: string } {
  // svg-captcha draws the glyphs (its outlined font) and the noise curves; no background here, so its
  // glyphs come out in dark greys, which are recoloured below.
  const image = svgCaptcha.create({
    size: 4,
    charPreset: CAPTCHA_ALPHABET,
    noise: NOISE_LINES,
    width: WIDTH,
    height: HEIGHT,
    fontSize: FONT_SIZE,
  });
  const ink = INK[randomInt(INK.length)]!;
  let curves = 0;
  const body = image.data
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    // Glyphs: one dark ink, outlined as well as filled (the font's strokes are thin and hollow), each
    // tilted up to 12 degrees about its own centre and nudged up or down.
    .replace(/<path fill="[^"]+" d="([^"]+)"\/>/g, (_m, d: string) => {
      const c = pathCentre(d);
      const angle = randomInt(-12, 13);
      const dy = randomInt(-4, 5);
      return `<path fill="${ink}" stroke="${ink}" stroke-width="1.6" stroke-linejoin="round" transform="translate(0 ${dy}) rotate(${angle} ${c.x.toFixed(1)} ${c.y.toFixed(1)})" d="${d}"/>`;
    })
    // Noise curves through the glyphs: most thinner and lighter than the ink, so people look past
    // them; the first in the ink itself, so a reader that keeps only the darkest pixels keeps it too.
    .replace(/<path d="([^"]+)" stroke="[^"]+" fill="none"\/>/g, (_m, d: string) => {
      const line = curves++ === 0 ? ink : NOISE[randomInt(NOISE.length)]!;
      return `<path d="${d}" stroke="${line}" stroke-width="1.5" stroke-linecap="round" fill="none"/>`;
    });
  const speckles = Array.from({ length: 24 }, () => {
    const r = (randomInt(8, 20) / 10).toFixed(1);
    return `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${r}" fill="${NOISE[randomInt(NOISE.length)]!}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0,0,${WIDTH},${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${GROUND}"/>${body}${speckles}</svg>`;
  return { text: image.text, svg };
}
