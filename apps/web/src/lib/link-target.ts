/**
 * Protocols that run code or read local data when navigated to. Server-provided redirects and links are
 * operator input; refusing these keeps a compromised back office from scripting members' pages.
 */
export const BLOCKED_PROTOCOLS = [
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'filesystem:',
  'about:',
];

export type TargetClass =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'blocked'; url: string };

/**
 * Where a target string leads, judged by the browser's own URL parser so tricks such as
 * "java\tscript:" or upper-case schemes are seen exactly as the browser would see them.
 */
export function classifyTarget(target: string, origin: string): TargetClass {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { kind: 'blocked', url: target };
  }
  if (BLOCKED_PROTOCOLS.includes(url.protocol)) return { kind: 'blocked', url: target };
  if (url.origin === new URL(origin).origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', url: url.href };
}
