/**
 * Fitting a banner's words into its art without a font at hand: widths are estimated per character in
 * ems (per script, on the generous side), words are found with `Intl.Segmenter` (Thai, Myanmar, Chinese
 * and Japanese write no spaces between words), and the text is broken into balanced lines, shrinking
 * the font until it fits. The art is drawn once and committed, so the estimate is checked by eye in
 * Chromium for every language (see banner-art.test.ts for what is checked automatically).
 */

/**
 * Estimated advance of one code point, in ems of a bold sans-serif face; calibrated against Noto and the
 * system faces of FONT_STACKS in Chromium, rounded up (Tamil and Myanmar letters run wide).
 */
export function advance(char: string): number {
  if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(char)) return 0; // marks drawn over or under their letter
  const cp = char.codePointAt(0)!;
  const spacingMark = /\p{Mc}/u.test(char); // vowel signs that take room beside their letter
  if (cp >= 0x0b80 && cp <= 0x0bff) return spacingMark ? 0.6 : 1; // Tamil
  if (cp >= 0x1000 && cp <= 0x109f) return spacingMark ? 0.5 : 1; // Myanmar
  if (spacingMark) return 0.5;
  if (char === ' ') return 0.3;
  if (
    (cp >= 0x2e80 && cp <= 0x9fff) || // CJK ideographs, kana, CJK punctuation
    (cp >= 0xac00 && cp <= 0xd7af) || // Hangul syllables
    (cp >= 0xff00 && cp <= 0xffef) // full-width forms
  )
    return 1;
  if (cp >= 0x0900 && cp <= 0x09ff) return 0.72; // Devanagari, Bengali
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 0.64; // Thai
  if (/[A-ZÀ-ỹ]/u.test(char) && char === char.toUpperCase() && /\p{L}/u.test(char)) return 0.74;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[iljtfrI.,:;'’!|]/.test(char)) return 0.34;
  if (/\p{P}/u.test(char)) return 0.4;
  return 0.6;
}

/** Estimated width of `text` in ems. */
export const emWidth = (text: string) => [...text].reduce((sum, char) => sum + advance(char), 0);

/** Pieces a line may break between; each remembers whether a space stood before it. */
interface Piece {
  text: string;
  spaced: boolean;
}

/**
 * Where a line may break: at spaces first; a space-separated phrase too long for a line (or a script
 * without spaces) breaks between words, never before punctuation.
 */
function pieces(text: string, lang: string, maxEm: number): Piece[] {
  const words = new Intl.Segmenter(lang.replace('_', '-'), { granularity: 'word' });
  return text.split(' ').flatMap((phrase, i) => {
    if (emWidth(phrase) <= maxEm) return [{ text: phrase, spaced: i > 0 }];
    const out: Piece[] = [];
    for (const { segment } of words.segment(phrase)) {
      const last = out.at(-1);
      if (last && /^[\p{P}\p{Mn}\p{Mc}]/u.test(segment)) last.text += segment;
      else out.push({ text: segment, spaced: i > 0 && out.length === 0 });
    }
    return out;
  });
}

const joined = (line: Piece[]) => line.map((p, i) => (i > 0 && p.spaced ? ' ' : '') + p.text).join('');

/**
 * The fewest lines (at most `maxLines`) each at most `maxEm` wide, the longest as short as possible;
 * null when the text does not fit.
 */
export function breakLines(text: string, lang: string, maxEm: number, maxLines: number): string[] | null {
  const all = pieces(text, lang, maxEm);
  for (let lines = 1; lines <= maxLines; lines += 1) {
    const best = bestSplit(all, lines, maxEm);
    if (best) return best.map(joined);
  }
  return null;
}

/** Splits `all` into exactly `count` non-empty lines minimising the widest; null if none fits. */
function bestSplit(all: Piece[], count: number, maxEm: number): Piece[][] | null {
  if (count === 1) return emWidth(joined(all)) <= maxEm ? [all] : null;
  let best: { lines: Piece[][]; widest: number } | null = null;
  for (let cut = 1; cut <= all.length - count + 1; cut += 1) {
    const head = all.slice(0, cut);
    const width = emWidth(joined(head));
    if (width > maxEm) break;
    const tail = bestSplit(
      all.slice(cut).map((p, i) => (i === 0 ? { ...p, spaced: false } : p)),
      count - 1,
      maxEm,
    );
    if (!tail) continue;
    const widest = Math.max(width, ...tail.map((line) => emWidth(joined(line))));
    if (!best || widest < best.widest) best = { lines: [head, ...tail], widest };
  }
  return best?.lines ?? null;
}

export interface TextBox {
  /** Largest and smallest font size in px, tried in 2 px steps. */
  maxSize: number;
  minSize: number;
  maxLines: number;
  width: number;
  /** Fewer lines win while their size is at least this share of `maxSize`. */
  fewerLinesAbove: number;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The text at the largest size that fits, preferring fewer lines while they keep `fewerLinesAbove` of
 * the largest size (a title on one line reads better than the same title a little bigger on two); null
 * when it does not fit even at `minSize`.
 */
export function fitText(text: string, lang: string, box: TextBox): FittedText | null {
  let best: FittedText | null = null;
  for (let lines = 1; lines <= box.maxLines; lines += 1) {
    const fitted = largestFit(text, lang, box, lines);
    if (!fitted) continue;
    if (fitted.size >= box.maxSize * box.fewerLinesAbove) return fitted;
    if (!best || fitted.size > best.size) best = fitted;
  }
  return best;
}

function largestFit(text: string, lang: string, box: TextBox, maxLines: number): FittedText | null {
  for (let size = box.maxSize; size >= box.minSize; size -= 2) {
    const lines = breakLines(text, lang, box.width / size, maxLines);
    if (lines) return { lines, size };
  }
  return null;
}
