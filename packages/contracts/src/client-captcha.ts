import { z } from 'zod';
import { defineCall } from './call';

/**
 * GET /clientCaptcha (spec §7): a captcha the client checks itself (member verification, §5 "equal
 * to shown text"). Text and SVG travel XOR-ed with a per-response key and are decoded in the browser:
 * this keeps the code out of casual scrapers and logs, nothing more — whoever runs the page can read
 * it, so the server never relies on it for anything that needs a real captcha.
 */
export const ClientCaptcha = defineCall({
  name: 'ClientCaptcha',
  method: 'GET',
  path: '/clientCaptcha',
  auth: 'public',
  request: z.object({}),
  data: z.object({ text: z.string(), svg: z.string(), key: z.string() }),
});

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((b, i) => b ^ key[i % key.length]!);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** Server side: hides a value with the key (both base64). */
export function hideClientCaptcha(value: string, keyB64: string): string {
  return toBase64(xor(utf8.encode(value), fromBase64(keyB64)));
}

/** Browser side: recovers the value. */
export function revealClientCaptcha(hidden: string, keyB64: string): string {
  return fromUtf8.decode(xor(fromBase64(hidden), fromBase64(keyB64)));
}
