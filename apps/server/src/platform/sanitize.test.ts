import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting and links', () => {
    expect(sanitizeHtml('<p>Hello <b>friend</b> <a href="https://example.com">here</a></p>')).toBe(
      '<p>Hello <b>friend</b> <a href="https://example.com">here</a></p>',
    );
  });
  it('removes scripts, handlers, javascript: links, frames and inline styles', () => {
    const dirty =
      '<p onclick="steal()">x</p><script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">y</a><iframe src="https://evil"></iframe><span style="position:fixed">z</span>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>x</p>');
  });
});
