import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { CONTENT_IMAGE_MAX_BYTES } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
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

const picture = (format: 'jpeg' | 'webp', width: number, height: number) => {
  const made = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
  return (format === 'jpeg' ? made.jpeg() : made.webp()).toBuffer();
};

/** A PNG of a few dozen bytes whose header declares `width` x `height`: its pixels were never written. */
function pngClaiming(width: number, height: number): Buffer {
  const png = solidPng(1, 1, [0, 0, 0]);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29); // IHDR's checksum, so only the size is a lie
  return png;
}

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
    const jpeg = (await upload(await picture('jpeg', 640, 320))).json().data;
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', width: 640, height: 320 });
    expect(jpeg.url).toMatch(/\.jpg$/);
    const webp = (await upload(await picture('webp', 300, 100))).json().data;
    expect(webp).toMatchObject({ content_type: 'image/webp', width: 300, height: 100 });
  });

  it('refuses a pixel bomb on its header, before decoding: 30 million pixels declared in 70 bytes', async () => {
    const bomb = pngClaiming(6000, 5000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('data_base64: 6000x5000 is more than 25,000,000 pixels');
    // Just inside the limit (5000 x 5000), the same lie is caught by the full decode instead.
    const inside = await upload(pngClaiming(5000, 5000));
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toContain('does not decode');
    const stored = await t.db
      .select()
      .from(contentImages)
      .where(eq(contentImages.sha256, sha(bomb)));
    expect(stored).toHaveLength(0);
  });

  it('refuses pictures whose header is right but whose pixels do not decode, storing nothing', async () => {
    const png = solidPng(200, 120, [90, 30, 160]);
    const damagedPng = Buffer.from(png);
    damagedPng.fill(0x41, 45, damagedPng.length - 20); // inside the IDAT chunk
    const jpeg = await picture('jpeg', 400, 300);
    const webp = await picture('webp', 400, 300);
    const broken = [
      png.subarray(0, png.length - 30),
      damagedPng,
      jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      webp.subarray(0, Math.floor(webp.length * 0.6)),
    ];
    for (const bytes of broken) {
      const res = await upload(bytes);
      expect(res.statusCode, bytes.subarray(0, 4).toString('hex')).toBe(400);
      expect(res.json().message).toMatch(/^data_base64: does not decode/);
      const stored = await t.db
        .select()
        .from(contentImages)
        .where(eq(contentImages.sha256, sha(bytes)));
      expect(stored).toHaveLength(0);
    }
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
