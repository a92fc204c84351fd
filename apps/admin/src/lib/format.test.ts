import { describe, expect, it } from 'vitest';
import { cspNonce, stampStyleNonces } from './csp-nonce';
import { formatAmount, formatTime } from './format';

describe('formatAmount', () => {
  it('groups thousands and keeps every digit the server sent', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.891');
    expect(formatAmount('100')).toBe('100.00');
    expect(formatAmount('-2500.5')).toBe('-2,500.50');
    expect(formatAmount('0.00000001')).toBe('0.00000001');
    expect(formatAmount('99999999999999.99')).toBe('99,999,999,999,999.99');
  });
});

describe('formatTime', () => {
  it('shows an API time in the staff member’s zone', () => {
    expect(formatTime('2026-03-01T16:30:00.000Z', 'Asia/Shanghai')).toBe('2026-03-02 00:30:00');
    expect(formatTime('2026-03-01T16:30:00.000Z', 'UTC')).toBe('2026-03-01 16:30:00');
    expect(formatTime(null, 'UTC')).toBe('');
  });
});

describe('cspNonce', () => {
  it('reads the nonce the server put in the page, and ignores the unreplaced placeholder', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    expect(cspNonce(doc)).toBe('abc123');
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="__ARKS_CSP_NONCE__">';
    expect(cspNonce(doc)).toBeUndefined();
  });
});

describe('stampStyleNonces', () => {
  it('gives script-made style elements the nonce, and nothing else', () => {
    const doc = document.implementation.createHTMLDocument();
    stampStyleNonces('n0nce', doc);
    expect(doc.createElement('style').nonce).toBe('n0nce');
    expect(doc.createElement('STYLE').nonce).toBe('n0nce');
    expect(doc.createElement('div').nonce).toBe('');
    doc.body.innerHTML = '<style>body{}</style>';
    expect(doc.querySelector('style')!.nonce).toBe('');
  });
});
