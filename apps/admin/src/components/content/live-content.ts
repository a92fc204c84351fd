/**
 * Which saved content members see now, by the server's own rules (engagement/content repository):
 * switched on, inside its window, for the reader's language (banners) — in the server's order, sort
 * then id. The preview draws exactly these, so it shows what members get, not what staff typed.
 */
export interface Scheduled {
  id: number;
  active: boolean;
  sort: number;
  start_at?: string | null;
  end_at?: string | null;
}

export type ContentState = 'live' | 'scheduled' | 'ended' | 'off';

export function contentState(item: Scheduled, now: Date): ContentState {
  if (!item.active) return 'off';
  if (item.start_at && Date.parse(item.start_at) > now.getTime()) return 'scheduled';
  if (item.end_at && Date.parse(item.end_at) <= now.getTime()) return 'ended';
  return 'live';
}

const byServerOrder = (a: Scheduled, b: Scheduled) => a.sort - b.sort || a.id - b.id;

/** Live banners of one place for a reader of `language` (a banner without languages is for everyone). */
export function liveBanners<T extends Scheduled & { use_type: number; languages?: string[] | null }>(
  banners: readonly T[],
  useType: number,
  language: string,
  now: Date,
): T[] {
  return banners
    .filter((b) => b.use_type === useType && contentState(b, now) === 'live')
    .filter((b) => !b.languages?.length || b.languages.includes(language))
    .sort(byServerOrder);
}

/** Live items for a device (0 both, 1 desktop, 2 mobile), as the pop-up and marquee lists are. */
export function liveFor<T extends Scheduled & { display_device?: number }>(
  items: readonly T[],
  device: 1 | 2,
  now: Date,
): T[] {
  return items
    .filter((i) => contentState(i, now) === 'live')
    .filter((i) => !i.display_device || i.display_device === device)
    .sort(byServerOrder);
}

/**
 * A text in the reader's language, else the site's default, else any: the server's pickText rule.
 * Empty when the item has none at all.
 */
export function textFor(texts: Record<string, string>, language: string, fallback: string): string {
  return texts[language] || texts[fallback] || texts.en_US || Object.values(texts).find(Boolean) || '';
}

/** Texts with the empty languages left out: the server counts a key as a language written. */
export function writtenTexts(texts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    ),
  );
}
