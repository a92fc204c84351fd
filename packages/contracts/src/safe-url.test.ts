import { describe, expect, it } from 'vitest';
import { V } from './validation';
import { httpUrl, isHttpUrl, isSafeUrl, safeUrl, safeUrlOrEmpty } from './safe-url';

describe('isSafeUrl', () => {
  it.each([
    'https://cdn.example.com/banner.png',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/a?b=c#d',
    '/sites/1/banner.png',
    '/',
    '/main/3?x=1',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    '//evil.com',
    '//evil.com/x.png',
    '/\\evil.com',
    '\\\\evil.com',
    'https:\\\\evil.com',
    'https:evil.com',
    'https://',
    'http:///path',
    'banner.png',
    'main/3',
    '#top',
    '?q=1',
    '',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it('isHttpUrl refuses site paths', () => {
    expect(isHttpUrl('https://example.com/close')).toBe(true);
    expect(isHttpUrl('/close')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('zod helpers', () => {
  it('safeUrl trims surrounding spaces and refuses with url_not_allowed', () => {
    expect(safeUrl().parse('  https://example.com/a.png ')).toBe('https://example.com/a.png');
    const bad = safeUrl().safeParse('javascript:alert(document.cookie)');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(V.unsafeUrl);
  });

  it('safeUrl names a too-long address input_too_long', () => {
    const bad = safeUrl(20).safeParse('https://example.com/abcdefgh');
    expect(bad.error?.issues[0]?.message).toBe(V.tooLong);
  });

  it('safeUrlOrEmpty lets an empty link through and nothing unsafe', () => {
    expect(safeUrlOrEmpty().parse('')).toBe('');
    expect(safeUrlOrEmpty().parse('/faq/2')).toBe('/faq/2');
    expect(safeUrlOrEmpty().safeParse('vbscript:x').success).toBe(false);
  });

  it('httpUrl takes absolute http(s) only', () => {
    expect(httpUrl().parse('https://site.example/close')).toBe('https://site.example/close');
    expect(httpUrl().safeParse('/close').success).toBe(false);
  });
});
