import * as dns from 'node:dns';
import * as net from 'node:net';

import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to. */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

/**
 * Whether an address is anything but ordinary public unicast (loopback, private, link-local, unique-local,
 * carrier-grade NAT, unspecified, multicast, IPv4-mapped, NAT64 and 6to4 forms that embed an IPv4 address,
 * documentation and reserved ranges): where requests whose address a user chose must not go.
 */
export function isInternalAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  return ipaddr.parse(ip).range() !== 'unicast';
}

/** A loopback address: 127.0.0.0/8, ::1, or an IPv4-mapped loopback. */
export function isLoopbackAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip);
  return parsed.range() === 'loopback';
}

export const resolveWithDns: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** A `lookup` for net.connect that answers only the given addresses, so the connection goes where the check looked. */
export function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return (hostname: string, options: dns.LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    if (!wanted.length) return callback(Object.assign(new Error(`no checked address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) return callback(null, wanted);
    return callback(null, wanted[0].address, wanted[0].family);
  };
}

/** The addresses a URL's host stands for: its literal IP (brackets removed), or every address its name resolves to. */
export async function hostAddresses(url: URL, resolve: Resolve): Promise<{ host: string; addresses: ResolvedAddress[] }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(host);
  return { host, addresses: family ? [{ address: host, family }] : await resolve(host) };
}
