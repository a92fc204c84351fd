import { describe, expect, it } from 'vitest';
import { conversionPercent, domainUrl, namedLinkUrl, plainAgentUrl } from './link-urls';

describe('agent link addresses', () => {
  it('builds the named link, the plain agent link with its currency, and domain addresses', () => {
    expect(namedLinkUrl('https://site.example/', 'ab12cd34')).toBe(
      'https://site.example/register?link=ab12cd34',
    );
    expect(plainAgentUrl('https://site.example', 42, 'USD')).toBe(
      'https://site.example/register?id=42&currency=USD',
    );
    expect(plainAgentUrl('https://site.example', 42, '')).toBe('https://site.example/register?id=42');
    expect(domainUrl('agent.example', 'http:')).toBe('http://agent.example/');
    expect(domainUrl('agent.example', 'https:')).toBe('https://agent.example/');
  });

  it('says the conversion only after a click', () => {
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(1, 3)).toBe('33.3');
    expect(conversionPercent(2, 2)).toBe('100.0');
  });
});
