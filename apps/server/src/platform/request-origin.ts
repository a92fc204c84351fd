import { BlockList, isIP } from 'node:net';

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
