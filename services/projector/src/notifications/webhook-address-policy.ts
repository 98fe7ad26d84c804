import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may not go unless the operator allows it (`WEBHOOK_ALLOW_PRIVATE`): an
 * admin types the URL, and the server calls it from inside our network, so without this a
 * site admin could make the server reach its own database, the cloud metadata service
 * (169.254.169.254) or anything else only the server can see (server-side request forgery).
 * The ranges are the IANA special-purpose ones that are not globally reachable.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 forms that carry an IPv4 address the connection really goes to: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | null {
  const expanded = expandIpv6(address);
  if (!expanded) return null;
  const words = expanded.split(':').map((word) => Number.parseInt(word, 16));
  const fromWords = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const isMapped = words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff;
  const isNat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((word) => word === 0);
  if (isMapped || isNat64) return fromWords(words[6]!, words[7]!);
  if (words[0] === 0x2002) return fromWords(words[1]!, words[2]!);
  return null;
}

/** The eight 16-bit words of an IPv6 address, written out (`::ffff:127.0.0.1` becomes `0:0:0:0:0:ffff:7f00:1`). */
function expandIpv6(address: string): string | null {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const headWords = head ? head.split(':') : [];
  const tailWords = tail ? tail.split(':') : [];
  const missing = 8 - headWords.length - tailWords.length;
  if (missing < 0 || (tail === null && missing !== 0)) return null;
  return [...headWords, ...Array<string>(missing).fill('0'), ...tailWords].join(':');
}

/** Whether `address` (an IP literal) is one a webhook may not reach by default; anything that is not an IP address counts as private. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(address);
    return PRIVATE.check(address, 'ipv6') || (inner !== null && PRIVATE.check(inner, 'ipv4'));
  }
  return true;
}

/** The error a refused address gives: the notification list shows it to the admin. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${address} is a private or reserved address; webhooks go to public addresses unless the server sets WEBHOOK_ALLOW_PRIVATE=true`
        : `${host} resolves to ${address}, a private or reserved address; webhooks go to public addresses unless the server sets WEBHOOK_ALLOW_PRIVATE=true`,
    );
    this.name = 'PrivateAddressError';
  }
}

/**
 * A `lookup` for `http.request` that refuses a host if any of its addresses is private. It
 * runs when the socket connects, so the address checked is the address used: a name that
 * answered with a public address to an earlier check and a private one now (DNS rebinding)
 * is still refused. (Node skips `lookup` for IP literals; {@link checkWebhookHost} covers them.)
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(hostname, refused.address) as NodeJS.ErrnoException, []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** Refuses a URL whose host is a private IP literal before any socket opens; names are checked at connect time by {@link publicOnlyLookup}. */
export function checkWebhookHost(url: URL): PrivateAddressError | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) === 0) return null;
  return isPrivateAddress(host) ? new PrivateAddressError(host, host) : null;
}
