import type { LangCode } from '@arks/contracts';
import { fitText, type FittedText, type TextBox } from './banner-text-layout';

/**
 * The demo banners' artwork: one SVG template, drawn per site, kind, size and language from the seed
 * texts (texts/<lang>.ts `banners`). Operators upload a picture per language; the demo does the same
 * with these, committed under public/sites/<id>/banners/<lang>/ (`npm run art:banners -w apps/server`
 * redraws them; banner-art.test.ts fails when a file differs from what this template draws).
 *
 * Committed files rather than a route that draws on request: every node serves the same bytes from its
 * own disk with the long cache of site art, nothing is computed per request, and a seeded banner's
 * address is an ordinary file an operator can replace like any upload.
 *
 * A picture in an <img> cannot load web fonts, so text uses fonts the reader's system has: per language
 * the usual faces of iOS/macOS, Windows and Android/Linux (Noto), then the generic family, with the
 * SVG's `xml:lang` so the generic family resolves to the right script.
 */

export const BANNER_KINDS = ['checkIn', 'redEnvelope', 'slots'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
export type BannerSize = 'desktop' | 'mobile';

/** Colours of one banner: background gradient, accent (emblem, subtitle), dark ink on the accent. */
export interface BannerPalette {
  from: string;
  to: string;
  accent: string;
}

const LATIN = "'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Liberation Sans', sans-serif";
export const FONT_STACKS: Record<LangCode, string> = {
  en_US: LATIN,
  vi_VN: LATIN,
  zh_CN: "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif",
  zh_TW: "'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Source Han Sans TC', sans-serif",
  ja_JP: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', sans-serif",
  ko_KR: "'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Noto Sans KR', sans-serif",
  th_TH: "Thonburi, 'Leelawadee UI', Tahoma, 'Noto Sans Thai', sans-serif",
  hi_IN: "'Kohinoor Devanagari', 'Nirmala UI', Mangal, 'Noto Sans Devanagari', sans-serif",
  bn_BD: "'Kohinoor Bangla', 'Nirmala UI', Vrinda, 'Noto Sans Bengali', sans-serif",
  ta_IN: "'Tamil Sangam MN', 'Nirmala UI', Latha, 'Noto Sans Tamil', sans-serif",
  my_MM: "'Myanmar Sangam MN', 'Myanmar Text', 'Noto Sans Myanmar', Padauk, sans-serif",
};

/** Scripts whose marks stack above and below the line need more room between lines. */
const TALL_SCRIPTS = new Set<LangCode>(['th_TH', 'hi_IN', 'bn_BD', 'ta_IN', 'my_MM', 'vi_VN']);

interface Layout {
  width: number;
  height: number;
  /** Left edge of the text and the emblem's centre and radius. */
  textX: number;
  emblem: { cx: number; cy: number; r: number };
  title: TextBox;
  subtitle: TextBox;
  /** Space between the title block and the subtitle block. */
  gap: number;
}

/** 1920x480 for desktop carousels (use_type 0), 750x360 for the phone's (use_type 2). */
export const LAYOUTS: Record<BannerSize, Layout> = {
  desktop: {
    width: 1920,
    height: 480,
    textX: 128,
    emblem: { cx: 1500, cy: 240, r: 150 },
    title: { maxSize: 84, minSize: 52, maxLines: 2, width: 1040, fewerLinesAbove: 0.7 },
    subtitle: { maxSize: 40, minSize: 30, maxLines: 2, width: 1000, fewerLinesAbove: 0.9 },
    gap: 22,
  },
  mobile: {
    width: 750,
    height: 360,
    textX: 44,
    emblem: { cx: 652, cy: 180, r: 70 },
    title: { maxSize: 50, minSize: 34, maxLines: 2, width: 470, fewerLinesAbove: 0.8 },
    subtitle: { maxSize: 28, minSize: 22, maxLines: 2, width: 460, fewerLinesAbove: 0.9 },
    gap: 14,
  },
};

export interface BannerText {
  title: string;
  subtitle: string;
}

/** Where each line's baseline goes: the title and subtitle blocks centred together on the art. */
function placeLines(layout: Layout, lang: LangCode, title: FittedText, subtitle: FittedText) {
  const lineHeight = TALL_SCRIPTS.has(lang) ? 1.38 : 1.22;
  const titleStep = title.size * lineHeight;
  const subStep = subtitle.size * lineHeight;
  const block = title.lines.length * titleStep + layout.gap + subtitle.lines.length * subStep;
  const top = (layout.height - block) / 2;
  // A baseline sits about 0.8 of the size below the top of its line box.
  const titleY = title.lines.map((_, i) => top + i * titleStep + title.size * 0.92);
  const subTop = top + title.lines.length * titleStep + layout.gap;
  const subY = subtitle.lines.map((_, i) => subTop + i * subStep + subtitle.size * 0.92);
  return { titleY, subY };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const round = (n: number) => Math.round(n * 10) / 10;

function textBlock(lines: string[], ys: number[], x: number, attrs: string): string {
  return lines
    .map((line, i) => `  <text x="${x}" y="${round(ys[i]!)}" ${attrs}>${escapeXml(line)}</text>`)
    .join('\n');
}

/** The emblem of each kind, drawn in a 200x200 box centred on (100, 100). */
function emblem(kind: BannerKind, p: BannerPalette): string {
  switch (kind) {
    case 'checkIn':
      return [
        `<rect x="38" y="46" width="124" height="118" rx="16" fill="#fbf6ea"/>`,
        `<path d="M38 62a16 16 0 0 1 16-16h92a16 16 0 0 1 16 16v18H38z" fill="${p.accent}"/>`,
        `<rect x="64" y="30" width="12" height="32" rx="6" fill="#e4dccb"/>`,
        `<rect x="124" y="30" width="12" height="32" rx="6" fill="#e4dccb"/>`,
        `<g fill="#d9cfb9">`,
        ...[0, 1, 2].flatMap((row) =>
          [0, 1, 2, 3].map(
            (col) =>
              `<rect x="${52 + col * 26}" y="${92 + row * 22}" width="18" height="14" rx="3"${row === 1 && col === 2 ? ` fill="${p.accent}"` : ''}/>`,
          ),
        ),
        `</g>`,
        `<path d="M105 120l5 5 10-11" fill="none" stroke="${p.from}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
      ].join('');
    case 'redEnvelope':
      return [
        `<rect x="52" y="28" width="96" height="144" rx="14" fill="#d8283a" stroke="${p.accent}" stroke-width="4"/>`,
        `<path d="M52 66c28 26 68 26 96 0" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
        `<circle cx="100" cy="92" r="20" fill="${p.accent}"/>`,
        `<circle cx="100" cy="92" r="12" fill="none" stroke="#a5121f" stroke-width="3"/>`,
        `<circle cx="40" cy="150" r="11" fill="${p.accent}"/>`,
        `<circle cx="160" cy="48" r="8" fill="${p.accent}" opacity="0.85"/>`,
      ].join('');
    case 'slots':
      return [
        `<rect x="26" y="52" width="148" height="104" rx="18" fill="${p.accent}"/>`,
        `<rect x="36" y="62" width="128" height="84" rx="10" fill="#fbf6ea"/>`,
        ...[0, 1, 2].map(
          (i) =>
            `<text x="${57 + i * 43}" y="120" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="46" font-weight="700" fill="#c41e3a">7</text>`,
        ),
        `<path d="M78 62v84M122 62v84" stroke="${p.accent}" stroke-width="3"/>`,
        `<rect x="178" y="70" width="8" height="52" rx="4" fill="${p.accent}"/>`,
        `<circle cx="182" cy="64" r="10" fill="#d8283a"/>`,
      ].join('');
  }
}

/**
 * One banner picture. Throws when the words do not fit the art even at its smallest size: the seed
 * texts must then say it shorter.
 */
export function bannerSvg(args: {
  kind: BannerKind;
  size: BannerSize;
  lang: LangCode;
  text: BannerText;
  palette: BannerPalette;
}): string {
  const { kind, size, lang, text, palette: p } = args;
  const layout = LAYOUTS[size];
  const title = fitText(text.title, lang, layout.title);
  const subtitle = fitText(text.subtitle, lang, layout.subtitle);
  if (!title || !subtitle) {
    throw new Error(`banner ${kind} ${size} ${lang}: "${!title ? text.title : text.subtitle}" does not fit`);
  }
  const { titleY, subY } = placeLines(layout, lang, title, subtitle);
  const { width: w, height: h, emblem: e } = layout;
  const font = `font-family="${FONT_STACKS[lang]}"`;
  const scale = (e.r * 2) / 200;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" xml:lang="${lang.replace('_', '-')}" role="img" aria-label="${escapeXml(`${text.title}: ${text.subtitle}`)}">`,
    `  <defs>`,
    `    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    `    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    `  </defs>`,
    `  <rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `  <rect width="${w}" height="${h}" fill="url(#shade)"/>`,
    `  <circle cx="${e.cx}" cy="${e.cy}" r="${round(e.r * 2.1)}" fill="url(#glow)"/>`,
    `  <g fill="none" stroke="${p.accent}" stroke-opacity="0.3" stroke-width="${size === 'desktop' ? 4 : 3}"><circle cx="${e.cx}" cy="${e.cy}" r="${round(e.r * 1.08)}"/><circle cx="${e.cx}" cy="${e.cy}" r="${round(e.r * 1.42)}"/></g>`,
    `  <g transform="translate(${round(e.cx - e.r)} ${round(e.cy - e.r)}) scale(${Number(scale.toFixed(3))})">${emblem(kind, p)}</g>`,
    textBlock(
      title.lines,
      titleY,
      layout.textX,
      `${font} font-size="${title.size}" font-weight="700" fill="#fff"`,
    ),
    textBlock(subtitle.lines, subY, layout.textX, `${font} font-size="${subtitle.size}" fill="${p.accent}"`),
    `</svg>`,
    '',
  ].join('\n');
}

/** The demo brands' colours per banner kind (site 1 vermilion and gold, site 2 lagoon and orchid). */
export const DEMO_BANNER_PALETTES: Record<number, Record<BannerKind, BannerPalette>> = {
  1: {
    checkIn: { from: '#7a0f14', to: '#e0452b', accent: '#f6c453' },
    redEnvelope: { from: '#4a0911', to: '#b3162c', accent: '#ffd36b' },
    slots: { from: '#2b0a3d', to: '#8a1f5c', accent: '#ffd36b' },
  },
  2: {
    checkIn: { from: '#053a44', to: '#0f7c83', accent: '#9ef0e1' },
    redEnvelope: { from: '#3d0c2c', to: '#a8244f', accent: '#ffd6a5' },
    slots: { from: '#1b1446', to: '#4b3aa8', accent: '#c8b6ff' },
  },
};

export interface BannerArtFile {
  kind: BannerKind;
  size: BannerSize;
  lang: LangCode;
  /** Inside the site art folder (public/sites/<id>/), as its /static/sites/<id>/ address continues. */
  path: string;
}

export const bannerArtPath = (kind: BannerKind, size: BannerSize, lang: LangCode) =>
  `banners/${lang}/${kind}-${size}.svg`;
