import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A fixed white or black (text-white, bg-white/10, border-black/20 ...) or a Tailwind palette colour
 * (text-amber-200, bg-emerald-500/15 ...) assumes one scheme: on a light template it is light text on
 * a light page. Components draw with the semantic tokens of index.css instead (text-ink, bg-fill,
 * border-line, text-warning, bg-scrim/60 ...).
 */
const PALETTE =
  'red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone';
const UTILITY =
  'text|bg|border|border-[trblxy]|from|to|via|ring|ring-offset|shadow|outline|divide|fill|stroke|decoration|caret|accent|placeholder';
const FIXED = new RegExp(
  `(?<![\\w-])(?:${UTILITY})-(?:white|black|(?:${PALETTE})-\\d{2,3})(?:/(?:\\d+|\\[[^\\]]+\\]))?(?![\\w-])`,
  'g',
);

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
    .map((file) => path.join(dir, file));
}

function fixedColourUses(text: string): string[] {
  return [...text.matchAll(FIXED)].map((m) => m[0]);
}

describe('components draw with the theme tokens', () => {
  it('finds fixed white, black and palette colours', () => {
    expect(fixedColourUses('rounded text-white bg-white/10 hover:border-black/20')).toEqual([
      'text-white',
      'bg-white/10',
      'border-black/20',
    ]);
    expect(fixedColourUses('text-amber-200 bg-emerald-500/15 ring-sky-400')).toEqual([
      'text-amber-200',
      'bg-emerald-500/15',
      'ring-sky-400',
    ]);
    expect(fixedColourUses('text-ink bg-fill border-line text-on-primary bg-scrim/60 text-warning')).toEqual(
      [],
    );
  });

  it('has no fixed white, black or palette colour in any component', () => {
    const found = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          fixedColourUses(line).map((use) => `${path.relative(src, file)}:${i + 1} ${use}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
