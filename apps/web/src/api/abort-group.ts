/**
 * Member calls that are cancelled together when the session turns out to be invalid (spec §7): their
 * answers would only be more 401s and would race the logout.
 */
export const ABORTABLE_PATHS = [
  '/arks/web/member/letter',
  '/arks/web/activity/red_envelope_promotion',
  '/arks/web/bulletin/member',
  '/member/profile/common/layout',
  '/member/profile/my_cash',
] as const;

export function isAbortablePath(path: string): boolean {
  const bare = path.split('?')[0];
  return (ABORTABLE_PATHS as readonly string[]).includes(bare ?? '');
}

interface Abortable {
  abort(): void;
}

const pending = new Set<Abortable>();

export function trackAbortable(call: Abortable): () => void {
  pending.add(call);
  return () => {
    pending.delete(call);
  };
}

export function abortPendingGroup(): number {
  const calls = [...pending];
  pending.clear();
  for (const call of calls) call.abort();
  return calls.length;
}
