/**
 * Rules for the web addresses people give Kampa (a project's website), shared by the API and the
 * web form: http or https, a host name with a dot, no user name or password in it, and a host
 * on the public internet: not loopback, private, link-local or otherwise reserved, by address
 * (IPv4 in any notation the URL parser accepts, IPv6, IPv4-mapped IPv6) or by a name that only
 * resolves locally (localhost, *.local, *.internal, *.home.arpa).
 *
 * Address ranges come from ipaddr.js (a maintained list), not from prefixes written here. Names
 * are checked, not resolved: a public name that points at a private address is for the code that
 * connects to refuse, at connection time (the API's webhooks: `lib/public-address-lookup.ts`).
 */

import ipaddr from 'ipaddr.js';
import { isSafeSingleLineText } from './text';

type Problem = 'invalid' | 'credentials' | 'private_host';

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

const IPV4_FOUR_PARTS = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The IPv4 addresses an IPv6 address carries, for the ranges that reach IPv4 hosts through it:
 * IPv4-mapped and SIIT (RFC 6145), NAT64 (RFC 6052), 6to4 (its relay's address) and Teredo (the
 * server and the client, whose address is stored inverted), and the deprecated IPv4-compatible
 * `::a.b.c.d`, which ipaddr.js counts as unicast. Null: the address carries none.
 */
const embeddedIpv4 = (address: ipaddr.IPv6): ipaddr.IPv4[] | null => {
  const bytes = address.toByteArray();
  const ipv4At = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4At(12)];
    case '6to4':
      return [ipv4At(2)];
    case 'teredo':
      return [ipv4At(4), new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff))];
    default:
      return bytes.slice(0, 12).every((byte) => byte === 0) ? [ipv4At(12)] : null;
  }
};

/**
 * Whether an IP address (IPv4 dotted, IPv6 without brackets) is on the public internet: only
 * ipaddr.js's `unicast` range (everything it does not name as loopback, private, link-local,
 * reserved, documentation, multicast, discard-only, site-local …), and for IPv6 forms that carry
 * an IPv4 address, that address judged the same way. Anything that does not parse is refused.
 */
export const isPublicIpAddress = (text: string): boolean => {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const carried = embeddedIpv4(address as ipaddr.IPv6);
  if (carried) return carried.every((ipv4) => ipv4.range() === 'unicast');
  return address.range() === 'unicast';
};

/** Whether a URL's host (as `new URL().hostname` gives it) is on the public internet. */
export const isPublicHostname = (hostname: string): boolean => {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) return isPublicIpAddress(host.slice(1, -1));
  if (IPV4_FOUR_PARTS.test(host)) return isPublicIpAddress(host);
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
