// Hex and rgb()/hsl() only: the value lands in a style attribute, so nothing that could close it.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/+-]+\))$/i;

export function isSafeColor(value: string): boolean {
  return SAFE_COLOR.test(value.trim());
}

type Rgb = [number, number, number];

function fromHex(hex: string): Rgb | null {
  const digits = hex.slice(1);
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits.slice(0, 3)].map((d) => d + d).join('')
      : digits.length === 6 || digits.length === 8
        ? digits.slice(0, 6)
        : null;
  if (!full) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** The sRGB channels (0-255) of a hex, rgb() or hsl() colour; null for anything else. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  if (!isSafeColor(text)) return null;
  if (text.startsWith('#')) return fromHex(text);
  const parts = text
    .slice(text.indexOf('(') + 1, -1)
    .split(/[\s,/]+/)
    .filter(Boolean);
  if (parts.length < 3) return null;
  const num = (part: string, scale: number) =>
    part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part);
  if (text.startsWith('rgb')) {
    const rgb = parts.slice(0, 3).map((p) => num(p, 255)) as Rgb;
    return rgb.some(Number.isNaN) ? null : rgb;
  }
  const [h, s, l] = [parseFloat(parts[0]!), num(parts[1]!, 1), num(parts[2]!, 1)];
  return [h, s, l].some(Number.isNaN) ? null : fromHsl(h, s, l);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either cannot be read. */
export function contrast(a: string, b: string): number {
  const [x, y] = [parseColor(a), parseColor(b)];
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether a colour reads as a light background (text on it must be dark). */
export function isLight(color: string): boolean | null {
  const rgb = parseColor(color);
  return rgb ? luminance(rgb) > 0.4 : null;
}

/** Of the candidates, the text colour that reads best on `background`. */
export function bestOn(background: string, candidates: readonly string[]): string {
  return [...candidates].sort((a, b) => contrast(b, background) - contrast(a, background))[0]!;
}
