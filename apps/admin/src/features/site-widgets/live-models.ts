import { contentState, type Scheduled } from '../content/live-content';

/**
 * The model items (ads, sponsors, login pictures) members of one language see now, by the server's
 * rules (sites/models repository): that kind and language, switched on, inside the window, sort then
 * id. The preview draws exactly these.
 */
export function liveModels<T extends Scheduled & { kind: string; language: string }>(
  items: readonly T[],
  kind: string,
  language: string,
  now: Date,
): T[] {
  return items
    .filter((m) => m.kind === kind && m.language === language && contentState(m, now) === 'live')
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}
