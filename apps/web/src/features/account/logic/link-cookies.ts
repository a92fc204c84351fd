import { COOKIES } from '@arks/contracts';

/**
 * Agent and recommend links (spec §2 /register query, §3 cookies, §9 LINK_EXPIRE_TIME): `id` is the
 * introducing agent, `invite` a friend's recommend code, `currency` the currency the link locks.
 */
export interface LinkParams {
  id: string | null;
  invite: string | null;
  currency: string | null;
  /** An agent's named link (/register?link=<code>); the visit call answers its agent and currency. */
  link?: string | null;
}

export interface CookieWrite {
  name: string;
  value: string;
  /** Lifetime in minutes. */
  minutes: number;
}

export function readLinkParams(search: string): LinkParams {
  const params = new URLSearchParams(search);
  const get = (name: string) => {
    const v = params.get(name)?.trim();
    return v ? v : null;
  };
  const link = get('link')?.toLowerCase() ?? null;
  return {
    id: get('id'),
    invite: get('invite'),
    currency: get('currency'),
    link: link && /^[a-z0-9]{8}$/.test(link) ? link : null,
  };
}

/**
 * Cookies a link visit writes, living LINK_EXPIRE_TIME minutes. An agent link wins over an invite
 * (the agent locks the introducer); the currency is remembered only with one of the two, and only when
 * the site offers it.
 */
export function linkCookieWrites(
  link: LinkParams,
  opts: { linkExpireMinutes: number; siteCurrencies: readonly string[] },
): CookieWrite[] {
  const minutes = opts.linkExpireMinutes;
  const writes: CookieWrite[] = [];
  if (link.id && /^\d+$/.test(link.id)) {
    writes.push({ name: COOKIES.memberAgent.name, value: link.id, minutes });
    writes.push({ name: COOKIES.registerType.name, value: 'agent', minutes });
  } else if (link.invite && /^[A-Za-z0-9_-]{1,32}$/.test(link.invite)) {
    writes.push({ name: COOKIES.recommendCode.name, value: link.invite, minutes });
    writes.push({ name: COOKIES.registerType.name, value: 'recommend', minutes });
  } else {
    return [];
  }
  if (link.currency && opts.siteCurrencies.includes(link.currency)) {
    // §9: ccy lives one day, whatever LINK_EXPIRE_TIME the link's own cookies have.
    writes.push({ name: COOKIES.ccy.name, value: link.currency, minutes: COOKIES.ccy.days * DAY_MINUTES });
  }
  return writes;
}

const DAY_MINUTES = 24 * 60;

/**
 * Spec §3/§9: a site on an agent's own domain (check-agent-domain is_valid) remembers the agent in
 * agent_domain_id and its currency in ccy, each for one day, so the check is not made again at every
 * visit while they live. Nothing is written for a domain that is no agent's.
 */
export function agentDomainCookieWrites(
  answer: { is_valid: boolean | number; agent_id?: string | number | null; currency?: string | null },
  siteCurrencies: readonly string[],
): CookieWrite[] {
  if (Number(answer.is_valid) !== 1 || answer.agent_id == null || !/^\d+$/.test(String(answer.agent_id))) {
    return [];
  }
  const writes: CookieWrite[] = [
    {
      name: COOKIES.agentDomain.name,
      value: String(answer.agent_id),
      minutes: COOKIES.agentDomain.days * DAY_MINUTES,
    },
  ];
  if (answer.currency && siteCurrencies.includes(answer.currency)) {
    writes.push({ name: COOKIES.ccy.name, value: answer.currency, minutes: COOKIES.ccy.days * DAY_MINUTES });
  }
  return writes;
}

export interface RegistrationLink {
  introducer: string | null;
  recommendCode: string | null;
  /** A locked currency hides the currency choice. */
  lockedCurrency: string | null;
  /** Where the agent came from: an agent link (cookie) or an agent domain (check-agent-domain). */
  source: 'agent' | 'recommend' | 'agent-domain' | null;
}

/** What the registration form starts with, from the cookies and an agent-domain answer (§6). */
export function registrationLink(input: {
  cookies: Record<string, string | undefined>;
  agentDomain?: {
    is_valid: boolean | number;
    agent_id?: string | number | null;
    currency?: string | null;
  } | null;
  siteCurrencies: readonly string[];
}): RegistrationLink {
  const { cookies, agentDomain } = input;
  const currency = (c: string | null | undefined) => (c && input.siteCurrencies.includes(c) ? c : null);
  if (agentDomain && Number(agentDomain.is_valid) === 1 && agentDomain.agent_id != null) {
    return {
      introducer: String(agentDomain.agent_id),
      recommendCode: null,
      lockedCurrency: currency(agentDomain.currency),
      source: 'agent-domain',
    };
  }
  // The agent domain's answer of an earlier visit (agentDomainCookieWrites), while its cookie lives.
  const domainAgent = cookies[COOKIES.agentDomain.name];
  if (domainAgent) {
    return {
      introducer: domainAgent,
      recommendCode: null,
      lockedCurrency: currency(cookies[COOKIES.ccy.name]),
      source: 'agent-domain',
    };
  }
  const agent = cookies[COOKIES.memberAgent.name];
  if (agent) {
    return {
      introducer: agent,
      recommendCode: null,
      lockedCurrency: currency(cookies[COOKIES.ccy.name]),
      source: 'agent',
    };
  }
  const code = cookies[COOKIES.recommendCode.name];
  if (code) return { introducer: null, recommendCode: code, lockedCurrency: null, source: 'recommend' };
  return { introducer: null, recommendCode: null, lockedCurrency: null, source: null };
}

/**
 * Cookies a visit of an agent's named link writes from the visit call's answer: the same lock as the
 * plain agent link (member_agent, register_type, ccy) for a live link, plus the link's code for
 * LINK_EXPIRE_TIME minutes and the visitor token for a day (one click per visitor per link per day;
 * after registering, code and token count the registration for the link). A link that is off or
 * unknown locks nothing; only the token is kept.
 */
export function agentLinkCookieWrites(
  code: string,
  answer: { is_valid: number; agent_id: number; currency: string; visitor: string },
  opts: { linkExpireMinutes: number; siteCurrencies: readonly string[] },
): CookieWrite[] {
  const visitor = {
    name: COOKIES.agentLinkVisitor.name,
    value: answer.visitor,
    minutes: COOKIES.agentLinkVisitor.days * DAY_MINUTES,
  };
  if (answer.is_valid !== 1 || answer.agent_id <= 0) return [visitor];
  return [
    ...linkCookieWrites({ id: String(answer.agent_id), invite: null, currency: answer.currency }, opts),
    { name: COOKIES.agentLink.name, value: code, minutes: opts.linkExpireMinutes },
    visitor,
  ];
}

/**
 * What a new member hands back after registering through a named link: only when the registration's
 * introducer came from an agent link cookie (not an agent domain or a recommend code) and both the
 * link's code and the visitor token are still there.
 */
export function agentLinkClaim(
  cookies: Record<string, string | undefined>,
  source: RegistrationLink['source'],
): { code: string; visitor: string } | null {
  const code = cookies[COOKIES.agentLink.name];
  const visitor = cookies[COOKIES.agentLinkVisitor.name];
  if (source !== 'agent' || !code || !visitor) return null;
  return { code, visitor };
}
