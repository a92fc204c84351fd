import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MAX_PIXELS } from '@arks/contracts';
import sharp from 'sharp';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { sniffImage, type SniffedImage } from './image-sniff';

// Pictures are decoded once, to be checked, and never again: libvips' operation cache would only
// keep their pixels in memory.
sharp.cache(false);

/** Wider or taller than this is not a banner but a mistake (and a decompression bomb's favourite). */
const MAX_SIDE = 8_000;
const PIXELS = CONTENT_IMAGE_MAX_PIXELS.toLocaleString('en');
const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

const bad = (message: string) =>
  new AppError(PlatformErrors.badRequest, { message: `data_base64: ${message}` });

/**
 * The picture these bytes are, or a 400 naming the field and the reason. Cheap checks come first and
 * decide on the header alone (a few kilobytes can declare a picture whose pixels fill gigabytes, so
 * nothing too large is ever decoded); only then is every pixel decoded, proving it is a picture.
 */
export async function checkPicture(bytes: Buffer): Promise<SniffedImage> {
  if (bytes.length === 0) throw bad('empty file');
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES)
    throw bad(`larger than ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const image = sniffImage(bytes);
  if (!image) throw bad('not a PNG, JPEG or WebP picture');
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) throw bad(`wider or taller than ${MAX_SIDE} pixels`);
  if (image.width * image.height > CONTENT_IMAGE_MAX_PIXELS)
    throw bad(`${image.width}x${image.height} is more than ${PIXELS} pixels`);
  const refusal = await decodeRefusal(bytes, image);
  if (refusal) throw bad(refusal);
  return image;
}

/**
 * Why libvips (through sharp) refuses the bytes as the picture their header claims, or null when
 * every pixel decodes. `limitInputPixels` is checked on libvips' own reading of the header before any
 * pixel is decoded, a second guard behind the sniffed size; `failOn: 'warning'` refuses truncated or
 * damaged data that a lenient decoder would paint grey; `stats()` reads every pixel without keeping
 * the decoded picture.
 */
async function decodeRefusal(bytes: Buffer, sniffed: SniffedImage): Promise<string | null> {
  const open = () => sharp(bytes, { limitInputPixels: CONTENT_IMAGE_MAX_PIXELS, failOn: 'warning' });
  try {
    const header = await open().metadata();
    if (header.format !== FORMATS[sniffed.contentType])
      return 'does not decode as the picture it claims to be';
    await open().stats();
    return null;
  } catch (err) {
    return err instanceof Error && err.message.includes('pixel limit')
      ? `more than ${PIXELS} pixels`
      : 'does not decode as a picture (truncated or damaged)';
  }
}
