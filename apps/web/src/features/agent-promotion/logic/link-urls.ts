/**
 * The addresses an agent shares. A named link is /register?link=<code> (the visit locks the agent and
 * its currency and counts the click); the plain agent link of spec §2 is /register?id=<agent id>,
 * here with the agent's currency so the register page locks it at once; an agent domain registers
 * everyone who opens it under the agent.
 */
export function namedLinkUrl(origin: string, code: string): string {
  return `${trimOrigin(origin)}/register?link=${encodeURIComponent(code)}`;
}

export function plainAgentUrl(origin: string, agentId: number, currency: string): string {
  const query = new URLSearchParams({ id: String(agentId) });
  if (currency) query.set('currency', currency);
  return `${trimOrigin(origin)}/register?${query.toString()}`;
}

export function domainUrl(host: string, protocol: string): string {
  return `${protocol === 'http:' ? 'http:' : 'https:'}//${host}/`;
}

/** Registrations per 100 clicks, one decimal; null before the first click. */
export function conversionPercent(registrations: number, clicks: number): string | null {
  if (clicks <= 0) return null;
  return ((registrations / clicks) * 100).toFixed(1);
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');
