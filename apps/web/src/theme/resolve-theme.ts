import {
  mobileTemplateBase,
  MOBILE_TEMPLATES,
  type MobileTemplate,
  type TTemplateConfig,
} from '@arks/contracts';
import { bestOn, contrast, isLight, isSafeColor, parseColor } from './color';
import { DESKTOP_THEMES } from './desktop-templates';
import { MOBILE_THEMES } from './mobile-templates';
import type { HomeSection, TemplateTheme } from './template-theme';
import type { ColorTokens } from './tokens';

/**
 * The template a page is drawn with: the desktop template at desktop width, the mobile one on phones.
 * An alias draws as its base; a name this build does not know draws as pc or H5_1 rather than failing.
 */
export function templateTheme(
  mode: 'desktop' | 'mobile',
  env: { template: string; mobile_template: string },
): TemplateTheme {
  if (mode === 'desktop') {
    return DESKTOP_THEMES[env.template as keyof typeof DESKTOP_THEMES] ?? DESKTOP_THEMES.pc;
  }
  const known = (MOBILE_TEMPLATES as readonly string[]).includes(env.mobile_template);
  return known
    ? MOBILE_THEMES[mobileTemplateBase(env.mobile_template as MobileTemplate)]
    : MOBILE_THEMES.H5_1;
}

type SiteLook = Pick<TTemplateConfig, 'mobile_template' | 'colors' | 'home_sections'>;

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` mixed with `share` of `b`, in sRGB. */
function mix(a: string, b: string, share: number): string {
  const [x, y] = [parseColor(a), parseColor(b)];
  if (!x || !y) return a;
  return hex(x.map((c, i) => c * (1 - share) + y[i]! * share));
}

/** Text candidates for a filled colour: the template's choice, white, and a near-black. */
const onColor = (fill: string, preferred: string) => bestOn(fill, [preferred, '#ffffff', '#14110f']);

/**
 * The site's own colours (template_config) over the template's. Brand colours apply wherever they read
 * on the template's surfaces; the site's background, surface and text only when the site configured
 * them for this very template and they keep its scheme, so a light template never takes a dark site's
 * page colour (or the other way round) and stays readable.
 */
export function brandedColors(theme: TemplateTheme, site: SiteLook | undefined): ColorTokens {
  const colors = { ...theme.colors };
  if (!site) return colors;
  const usable = (value: string | undefined) => (value && isSafeColor(value) ? value.trim() : undefined);
  const background = usable(site.colors.background);
  const surface = usable(site.colors.surface);
  const text = usable(site.colors.text);
  const ownLook = mobileTemplateBase(site.mobile_template as MobileTemplate) === theme.name;
  if (
    ownLook &&
    background &&
    surface &&
    text &&
    isLight(background) === (theme.scheme === 'light') &&
    contrast(text, background) >= 7 &&
    contrast(text, surface) >= 7
  ) {
    Object.assign(colors, {
      canvas: background,
      surface,
      raised: mix(surface, text, 0.06),
      overlay: mix(surface, text, 0.03),
      ink: text,
      inkMuted: mix(text, surface, 0.3),
      inkFaint: mix(text, surface, 0.45),
    });
  }
  // A brand colour is also text (links, prices, active tabs): only one that reads on the page is taken.
  const readable = (value: string | undefined) =>
    value && contrast(value, colors.canvas) >= 3 && contrast(value, colors.surface) >= 3 ? value : undefined;
  const primary = readable(usable(site.colors.primary));
  const secondary = readable(usable(site.colors.accent));
  if (primary) Object.assign(colors, { primary, onPrimary: onColor(primary, theme.colors.onPrimary) });
  if (secondary) {
    Object.assign(colors, { secondary, onSecondary: onColor(secondary, theme.colors.onSecondary) });
  }
  return colors;
}

/** Home sections a site may switch off through its template configuration's home_sections. */
const SWITCHABLE: readonly HomeSection[] = ['banner', 'marquee', 'jackpot', 'hot_games', 'game_halls'];

/**
 * The home sections in the template's order. A site whose configuration lists home sections shows
 * only the switchable ones it lists; the welcome guide and the ad slots follow their own rules.
 */
export function homeSections(theme: TemplateTheme, site: SiteLook | undefined): HomeSection[] {
  const listed = site?.home_sections;
  if (!listed?.length) return [...theme.homeSections];
  return theme.homeSections.filter((section) => !SWITCHABLE.includes(section) || listed.includes(section));
}
