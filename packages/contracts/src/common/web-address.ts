/**
 * Rules for the web addresses people give Kampa (a project's website), shared by the API and the
 * web form: http or https, a host name with a dot, no user name or password in it, and a host
 * on the public internet: not loopback, private, link-local or otherwise reserved, by address
 * (IPv4 in any notation the URL parser accepts, IPv6, IPv4-mapped IPv6) or by a name that only
 * resolves locally (localhost, *.local, *.internal, *.home.arpa).
 *
 * Names are checked, not resolved: a public name that points at a private address is for the
 * code that fetches a site to refuse when it connects.
 */

import { isSafeSingleLineText } from './text';

type Problem = 'invalid' | 'credentials' | 'private_host';

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

const ipv4ToNumber = (host: string): number | null => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  if (bytes.some((byte) => byte > 255)) return null;
  return bytes.reduce((sum, byte) => sum * 256 + byte, 0);
};

/** [first address, prefix length] of IPv4 ranges that are not the public internet. */
const PRIVATE_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const isPrivateIpv4 = (address: number): boolean =>
  PRIVATE_IPV4.some(([first, bits]) => {
    const start = ipv4ToNumber(first) ?? 0;
    const size = 2 ** (32 - bits);
    return address >= start && address < start + size;
  });

/** The 8 groups of an IPv6 address as the URL parser writes it (compressed, lower case). */
const ipv6Groups = (host: string): number[] | null => {
  const [head = '', tail] = host.split('::');
  const parse = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff)
    ? groups
    : null;
};

const isPrivateIpv6 = (host: string): boolean => {
  const groups = ipv6Groups(host);
  if (!groups) return true;
  const [a = 0, , , , , f = 0, g = 0, h = 0] = groups;
  const isZeroUntil = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (isZeroUntil(7) && (h === 0 || h === 1)) return true; // unspecified, loopback
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms.
  if ((isZeroUntil(5) && f === 0xffff) || isZeroUntil(6)) return isPrivateIpv4(g * 65536 + h);
  if ((a & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((a & 0xff00) === 0xff00) return true; // multicast
  if (a === 0x2001 && groups[1] === 0x0db8) return true; // documentation
  return false;
};

/** Whether a URL's host (as `new URL().hostname` gives it) is on the public internet. */
export const isPublicHostname = (hostname: string): boolean => {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) return !isPrivateIpv6(host.slice(1, -1));
  const ipv4 = ipv4ToNumber(host);
  if (ipv4 !== null) return !isPrivateIpv4(ipv4);
  return !LOCAL_NAMES.test(host);
};

/** What is wrong with a website address, or null when it is fine. */
export const websiteUrlProblem = (value: string): Problem | null => {
  if (!isSafeSingleLineText(value) || /\s/u.test(value)) return 'invalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password) return 'credentials';
  const isIpv6 = url.hostname.startsWith('[');
  if (!isIpv6 && !url.hostname.replace(/\.$/, '').includes('.')) return 'invalid';
  return isPublicHostname(url.hostname) ? null : 'private_host';
};

export const WEBSITE_URL_MESSAGES: Record<Problem, string> = {
  invalid: 'must be a web address starting with http:// or https://',
  credentials: 'must not contain a user name or password',
  private_host: 'must be a public web address, not a local or private network',
};
