import type { ColorTokens, RadiusTokens, TypeStep, TypeTokens } from './tokens';

/** Status colours that read on dark surfaces (light tints) and on light ones (deep tones). */
export const DARK_STATUS = {
  success: '#4ade80',
  danger: '#f87171',
  warning: '#fbbf24',
  info: '#7dd3fc',
} as const satisfies Partial<ColorTokens>;
export const LIGHT_STATUS = {
  success: '#15803d',
  danger: '#c81e1e',
  warning: '#a15c07',
  info: '#0369a1',
} as const satisfies Partial<ColorTokens>;

/** The scrim is dark in every scheme, so text on it (and on artwork under it) is always light. */
export const SCRIM = { scrim: '#05070b', onScrim: '#ffffff' } as const;

/**
 * Heading font stacks. Each names well-known faces first and then the ones Linux, Windows and macOS
 * ship, ending in the generic family, so no web font is fetched and every script still renders.
 */
export const FONTS = {
  sans: 'var(--font-sans)',
  serif: "'Playfair Display', 'Noto Serif', Georgia, 'DejaVu Serif', 'Liberation Serif', 'Songti SC', serif",
  condensed:
    "'Oswald', 'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', var(--font-sans)",
  rounded: "'Nunito', 'Quicksand', 'Varela Round', ui-rounded, 'Arial Rounded MT Bold', var(--font-sans)",
} as const;

const step = (size: string, lineHeight: string): TypeStep => [size, lineHeight];

/** Type scales, desktop and phone: roomy editorial, the standard one, and a dense one for data-heavy looks. */
export const TYPE_SCALE = {
  desktop: {
    grand: {
      display: step('3.5rem', '1.05'),
      title: step('2.25rem', '1.15'),
      heading: step('1.75rem', '1.2'),
      body: step('1rem', '1.6'),
      caption: step('0.8125rem', '1.4'),
    },
    standard: {
      display: step('3rem', '1.1'),
      title: step('1.875rem', '1.2'),
      heading: step('1.5rem', '1.25'),
      body: step('0.9375rem', '1.55'),
      caption: step('0.75rem', '1.4'),
    },
    dense: {
      display: step('2.5rem', '1.05'),
      title: step('1.625rem', '1.15'),
      heading: step('1.25rem', '1.2'),
      body: step('0.875rem', '1.5'),
      caption: step('0.6875rem', '1.35'),
    },
  },
  mobile: {
    grand: {
      display: step('2.125rem', '1.1'),
      title: step('1.625rem', '1.2'),
      heading: step('1.3125rem', '1.25'),
      body: step('0.9375rem', '1.55'),
      caption: step('0.75rem', '1.4'),
    },
    standard: {
      display: step('1.875rem', '1.15'),
      title: step('1.5rem', '1.2'),
      heading: step('1.25rem', '1.25'),
      body: step('0.875rem', '1.5'),
      caption: step('0.75rem', '1.4'),
    },
    dense: {
      display: step('1.625rem', '1.1'),
      title: step('1.3125rem', '1.2'),
      heading: step('1.0625rem', '1.25'),
      body: step('0.8125rem', '1.45'),
      caption: step('0.6875rem', '1.35'),
    },
  },
} as const;

type Scale = (typeof TYPE_SCALE)['desktop']['standard'];

export function typeTokens(
  scale: Scale,
  heading: { font: keyof typeof FONTS; weight?: number; uppercase?: boolean; tracking?: string },
): TypeTokens {
  return {
    ...scale,
    headingFont: FONTS[heading.font],
    headingWeight: heading.weight ?? 700,
    headingCase: heading.uppercase ? 'uppercase' : 'none',
    headingTracking: heading.tracking ?? (heading.uppercase ? '0.04em' : '-0.01em'),
  };
}

/** Corner radii in px ('pill': fully round ends); inputs and inner boxes follow the card up to 10 px. */
export const radius = (
  card: number,
  control: number | 'pill',
  chip: number | 'pill',
  field = Math.min(card, 10),
): RadiusTokens => {
  const px = (v: number | 'pill') => (v === 'pill' ? '9999px' : `${v}px`);
  return { card: px(card), field: px(field), control: px(control), chip: px(chip) };
};
