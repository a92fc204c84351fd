import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CONFUSABLE_GROUPS, drawCaptcha } from './image';

describe('captcha image (issue: legible at both sizes, still refusing machine reading)', () => {
  it('spec §4 login captcha: the alphabet holds at most one character of every confusable group', () => {
    for (const group of CONFUSABLE_GROUPS) {
      const present = [...group].filter((c) => CAPTCHA_ALPHABET.includes(c));
      expect(present.length, `${group}: ${present.join('')}`).toBeLessThanOrEqual(1);
    }
    // The classic pairs by name, so a later edit of the groups cannot hide them.
    for (const pair of ['0O', '1I', '1l', 'Il', '5S', '2Z', '8B', '6G', 'UV', 'MW']) {
      expect([...pair].filter((c) => CAPTCHA_ALPHABET.includes(c)).length, pair).toBeLessThanOrEqual(1);
    }
    // Answers are checked without case: one case only, so "c" and "C" are never two shapes to compare.
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('draws four alphabet characters as outlines, never as text a machine could copy', () => {
    for (let i = 0; i < 50; i++) {
      const { text, svg } = drawCaptcha();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      expect(svg).toMatch(/^<svg [^>]*viewBox="0,0,200,72"[\s\S]*<\/svg>$/);
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      // Only path data, numbers and colours: the answer is nowhere in the markup.
      const words = svg.replace(/"[^"]*"/g, '""');
      expect(words).not.toContain(text);
      // Four glyphs, each tilted, and curves through them (one in the glyphs' own ink).
      const glyphs = svg.match(/<path fill="(#[0-9a-f]{6})"[^>]*rotate\(/g) ?? [];
      expect(glyphs).toHaveLength(4);
      const ink = /<path fill="(#[0-9a-f]{6})"/.exec(svg)![1]!;
      expect((svg.match(/fill="none"/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(svg).toContain(`stroke="${ink}" stroke-width="1.5"`);
    }
  });
});
