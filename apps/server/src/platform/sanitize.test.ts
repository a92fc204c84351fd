import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeStaffHtml } from './sanitize';

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

describe('pictures in rich text', () => {
  const stored = `/static/content/${'ab'.repeat(32)}.png`;
  const loads = [
    '<img src="https://tracker.example/pixel.gif">',
    '<img src="//tracker.example/pixel.gif">',
    '<img src="/static/sites/1/logo-desktop.svg">',
    `<img src="${stored}?member=1">`,
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
    `<img src="${stored}" srcset="https://tracker.example/2x.png 2x">`,
    '<picture><source srcset="https://tracker.example/a.webp"></picture>',
    '<video poster="https://tracker.example/p.png"></video>',
    '<video><source src="https://tracker.example/v.mp4"></video>',
    '<audio src="https://tracker.example/a.mp3"></audio>',
    '<table><tr><td background="https://tracker.example/bg.png">x</td></tr></table>',
    '<image src="https://tracker.example/i.png">',
  ];

  it('drops anything that would load from outside the content image store, keeping the rest', () => {
    for (const html of loads) {
      const clean = sanitizeHtml(`<p>before</p>${html}<p>after</p>`);
      expect(clean, html).not.toContain('tracker.example');
      expect(clean, html).not.toMatch(/<(picture|source|video|audio)|background=|srcset=|data:/);
      // The one picture left is the stored one, without the address it would have loaded instead.
      for (const img of clean.match(/<img[^>]*>/g) ?? []) expect(img, html).toBe(`<img src="${stored}">`);
      expect(clean, html).toContain('<p>before</p>');
    }
  });

  it('keeps pictures of the content image store and links to anywhere', () => {
    const html = `<p><img src="${stored}" alt="Prize"> <a href="https://partner.example/terms">terms</a> <a href="/promo">promo</a></p>`;
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeStaffHtml(html, 'bodies.en_US')).toBe(html);
  });

  it('refuses a staff save with any of them, naming the field and the address', () => {
    for (const html of loads) {
      let refused: unknown;
      try {
        sanitizeStaffHtml(`<p>hello</p>${html}`, 'bodies.en_US');
      } catch (err) {
        refused = err;
      }
      expect(refused, html).toMatchObject({ httpStatus: 400 });
      expect((refused as Error).message, html).toContain('(bodies.en_US)');
      expect((refused as Error).message, html).toContain('content image store');
    }
    expect(() => sanitizeStaffHtml('<img src="https://tracker.example/pixel.gif">', 'content')).toThrow(
      /refused: https:\/\/tracker\.example\/pixel\.gif.*\(content\)$/,
    );
  });
});
