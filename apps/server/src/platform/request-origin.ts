import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The country a request comes from, as the CDN in front of the server names it in a header
 * (COUNTRY_HEADER, Cloudflare's cf-ipcountry by default): ISO 3166-1 alpha-2 in upper case, or
 * undefined when the header is absent or says nothing usable (XX unknown, T1 Tor).
 */
export function requestCountry(headers: IncomingHttpHeaders, headerName: string): string | undefined {
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : undefined;
}

/** An IPv4 address written as IPv6 (::ffff:203.0.113.5) is compared as the IPv4 one. */
const plain = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/** Whether the address falls in one of the networks (addresses or CIDR, as staff typed them). */
export function inNetworks(ip: string, networks: readonly string[]): boolean {
  const address = plain(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const network of networks) {
    const [base = '', bits] = network.split('/');
    const kind = isIP(base);
    if (kind === 0) continue;
    const type = kind === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
