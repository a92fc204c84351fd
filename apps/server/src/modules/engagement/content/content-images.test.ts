import { createHash } from 'node:crypto';
import { CONTENT_IMAGE_MAX_BYTES } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, contentImages, staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { solidPng } from '../../../test/png';
import { staffToken } from '../../../test/staff-token';

let t: TestApp;
let writer: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  writer = await staffToken(t, 'image-writer', 'content');
  support = await staffToken(t, 'image-support', 'support');
});
afterAll(() => t.close());

const upload = (bytes: Buffer | string, token = writer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/content/images',
    payload: { data_base64: typeof bytes === 'string' ? bytes : bytes.toString('base64') },
    headers: { authorization: `Bearer ${token}` },
  });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A minimal JPEG header: SOI, an APP0 segment, then SOF0 with a 640x320 frame. */
const jpegHead = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x40, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);
/** A lossless WebP header for a 300x100 picture. */
const webpHead = (() => {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8L', 8, 'latin1');
  b.writeUInt32LE(10, 16);
  b[20] = 0x2f;
  b.writeUInt32LE((300 - 1) | ((100 - 1) << 14), 21);
  return b;
})();

describe('content pictures', () => {
  it('stores a PNG by its hash once, serves it to anyone with a year of immutable caching', async () => {
    const png = solidPng(64, 24, [200, 30, 30]);
    const first = await upload(png);
    expect(first.json().code, first.body).toBe(1000);
    const answer = first.json().data;
    expect(answer).toEqual({
      url: `/static/content/${sha(png)}.png`,
      sha256: sha(png),
      content_type: 'image/png',
      size: png.length,
      width: 64,
      height: 24,
      created: true,
    });
    // The same bytes again: the same address, nothing new stored or audited.
    const again = (await upload(png)).json().data;
    expect(again).toMatchObject({ url: answer.url, created: false });
    const rows = await t.db
      .select()
      .from(contentImages)
      .where(eq(contentImages.sha256, sha(png)));
    expect(rows).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `content-image:${sha(png)}`));
    expect(audit.map((a) => a.action)).toEqual(['content_image_upload']);

    const served = await t.app.inject({ method: 'GET', url: answer.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${sha(png)}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: answer.url,
      headers: { 'if-none-match': `"${sha(png)}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(
      (await t.app.inject({ method: 'GET', url: `/static/content/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/static/content/..%2F..%2Fetc.png' })).statusCode).toBe(
      404,
    );
  });

  it('knows JPEG and WebP by their first bytes, whatever they are called', async () => {
    const jpeg = (await upload(jpegHead)).json().data;
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', width: 640, height: 320 });
    expect(jpeg.url).toMatch(/\.jpg$/);
    const webp = (await upload(webpHead)).json().data;
    expect(webp).toMatchObject({ content_type: 'image/webp', width: 300, height: 100 });
  });

  it('refuses SVG, HTML, GIF, truncated and oversized files, naming the field', async () => {
    const refusals = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      solidPng(4, 4, [0, 0, 0]).subarray(0, 20),
      // A PNG signature in front of a script is still not a picture.
      Buffer.concat([solidPng(1, 1, [0, 0, 0]).subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
    ];
    for (const bytes of refusals) {
      const res = await upload(bytes);
      expect(res.statusCode, bytes.toString('latin1').slice(0, 20)).toBe(400);
      expect(res.json().message).toContain('data_base64');
    }
    // Past the size limit: refused by the contract before it is decoded.
    const big = Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1);
    solidPng(1, 1, [0, 0, 0]).copy(big);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toContain('data_base64');
    const notBase64 = await upload('this is not base64!');
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().message).toContain('data_base64');
    const count = await t.db.select({ sha: contentImages.sha256 }).from(contentImages);
    expect(count).toHaveLength(3); // only the PNG, the JPEG and the WebP above
  });

  it('is for content staff only', async () => {
    const png = solidPng(2, 2, [1, 2, 3]);
    expect((await upload(png, support)).statusCode).toBe(403);
    expect((await upload(png, 'not-a-token')).statusCode).toBe(401);
  });

  it('a banner made from an upload lists for members, and its save is audited before and after', async () => {
    const png = solidPng(120, 40, [10, 120, 200]);
    const { url } = (await upload(png)).json().data;
    const headers = { authorization: `Bearer ${writer}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/banners',
      headers,
      payload: { site_id: 1, use_type: 0, image_url: url, languages: ['en_US'], sort: 1 },
    });
    const id = saved.json().data.id as number;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/banners',
      headers,
      payload: { id, site_id: 1, use_type: 0, image_url: url, languages: ['en_US'], sort: 2 },
    });
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `banner:${id}`));
    const update = audit.find((a) => a.action === 'banner_update')!.detail as {
      before: { sort: number };
      after: { sort: number; imageUrl: string };
    };
    expect(update.before.sort).toBe(1);
    expect(update.after).toMatchObject({ sort: 2, imageUrl: url });
    const [row] = await t.db.select().from(banners).where(eq(banners.id, id));
    expect(row!.imageUrl).toBe(url);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/carousel_picture',
      payload: { site_id: 1, use_type: 0 },
      headers: { lang: 'en_US' },
    });
    const pictures = list.json().data.web_carousel_picture_list.map((b: { url: string }) => b.url);
    expect(pictures.some((u: string) => u.endsWith(url))).toBe(true);
  });
});
