import { describe, expect, it } from 'vitest';
import { withBootData } from './app-shell';

describe('withBootData', () => {
  const page = '<html><head><title>x</title></head><body></body></html>';

  it('puts the data in a JSON block at the end of the head', () => {
    expect(withBootData(page, { answers: { a: 1 } })).toBe(
      '<html><head><title>x</title><script type="application/json" id="boot-data">{"a":1}</script></head><body></body></html>',
    );
  });

  it('lets no text in the data close the block or open a comment', () => {
    const out = withBootData(page, { answers: { name: '</script><script>alert(1)</script><!--' } });
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).not.toContain('<!--');
    const json = /id="boot-data">(.*?)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('asks for preloads first, their addresses escaped', () => {
    const out = withBootData(page, {
      answers: {},
      preloads: [{ href: '/b.png?a=1&b="x"', as: 'image', media: '(max-width: 991.98px)' }],
    });
    expect(out).toContain(
      '<link rel="preload" as="image" href="/b.png?a=1&amp;b=&quot;x&quot;" fetchpriority="high" media="(max-width: 991.98px)"><script',
    );
  });

  it('leaves a page without a head as it is', () => {
    expect(withBootData('<p>hi</p>', { answers: { a: 1 } })).toBe('<p>hi</p>');
  });
});
