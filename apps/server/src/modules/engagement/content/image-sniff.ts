import type { TContentImageType } from '@arks/contracts';

export interface SniffedImage {
  contentType: TContentImageType;
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk first, holding width and height. */
function png(b: Buffer): SniffedImage | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return {
    contentType: 'image/png',
    extension: 'png',
    width: b.readUInt32BE(16),
    height: b.readUInt32BE(20),
  };
}

/** JPEG: SOI, then markers up to a start-of-frame (SOF0-SOF15 but DHT, JPG and DAC), holding the size. */
function jpeg(b: Buffer): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return {
        contentType: 'image/jpeg',
        extension: 'jpg',
        height: b.readUInt16BE(at + 5),
        width: b.readUInt16BE(at + 7),
      };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF/WEBP container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(b: Buffer): SniffedImage | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const chunk = b.toString('latin1', 12, 16);
  const base = { contentType: 'image/webp' as const, extension: 'webp' as const };
  if (chunk === 'VP8 ') {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { ...base, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { ...base, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + b.readUIntLE(24, 3);
    const height = 1 + b.readUIntLE(27, 3);
    return { ...base, width, height };
  }
  return null;
}

/**
 * What picture these bytes are, judged by their content alone (a file name or a declared type can
 * say anything): PNG, JPEG or WebP with a readable size, else null. SVG, GIF, HTML and anything
 * else is refused here.
 */
export function sniffImage(bytes: Buffer): SniffedImage | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!found || found.width < 1 || found.height < 1) return null;
  return found;
}
