import { COOKIES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { agentLinkClaim, agentLinkCookieWrites, readLinkParams } from './link-cookies';

const opts = { linkExpireMinutes: 30, siteCurrencies: ['RMB', 'USD'] };
const visitor = 'a'.repeat(32);

describe("an agent's named link", () => {
  it('is read from ?link= only when it looks like a code', () => {
    expect(readLinkParams('?link=AB12cd34').link).toBe('ab12cd34');
    expect(readLinkParams('?link=short').link).toBeNull();
    expect(readLinkParams('?id=5').link).toBeNull();
  });

  it('locks agent and currency like the plain agent link, and keeps code and visitor', () => {
    const writes = agentLinkCookieWrites(
      'ab12cd34',
      { is_valid: 1, agent_id: 12, currency: 'USD', visitor },
      opts,
    );
    expect(writes).toEqual([
      { name: COOKIES.memberAgent.name, value: '12', minutes: 30 },
      { name: COOKIES.registerType.name, value: 'agent', minutes: 30 },
      { name: COOKIES.ccy.name, value: 'USD', minutes: 24 * 60 },
      { name: COOKIES.agentLink.name, value: 'ab12cd34', minutes: 30 },
      { name: COOKIES.agentLinkVisitor.name, value: visitor, minutes: 24 * 60 },
    ]);
  });

  it('locks nothing when the link is off, keeping only the visitor token', () => {
    expect(
      agentLinkCookieWrites('ab12cd34', { is_valid: 0, agent_id: 0, currency: '', visitor }, opts),
    ).toEqual([{ name: COOKIES.agentLinkVisitor.name, value: visitor, minutes: 24 * 60 }]);
  });

  it('is claimed after registering only for an agent-link registration with both cookies', () => {
    const cookies = { [COOKIES.agentLink.name]: 'ab12cd34', [COOKIES.agentLinkVisitor.name]: visitor };
    expect(agentLinkClaim(cookies, 'agent')).toEqual({ code: 'ab12cd34', visitor });
    expect(agentLinkClaim(cookies, 'agent-domain')).toBeNull();
    expect(agentLinkClaim(cookies, 'recommend')).toBeNull();
    expect(agentLinkClaim({ [COOKIES.agentLink.name]: 'ab12cd34' }, 'agent')).toBeNull();
  });
});
