import { contentState, type Scheduled } from '../../components/content/live-content';

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

/**
 * The float items a page at `device` width shows now (sites/widgets service: switched on, sort then
 * id; device 0 both, 1 desktop, 2 mobile), on the side each names.
 */
export function liveFloats<T extends { id: number; sort: number; active: boolean; device: number }>(
  items: readonly T[],
  device: 'desktop' | 'phone',
): T[] {
  const want = device === 'desktop' ? 1 : 2;
  return items
    .filter((f) => f.active && (f.device === 0 || f.device === want))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}
