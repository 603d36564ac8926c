import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicIpAddress } from '@kampa/contracts/common/web-address';

/** Every address a name resolves to (the system resolver by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** A connection refused because the host is, or resolves to, an address off the public internet. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
}

/** The URL parser's hostname without IPv6 brackets, when it is an IP address; null for a name. */
export const ipLiteralOf = (hostname: string): string | null => {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ? hostname : null;
};

/**
 * A `lookup` for net/http/tls connections: resolves with `resolver` at connection time and refuses
 * the connection unless every address the name resolves to is public (`isPublicIpAddress`), unless
 * `isPrivateAllowed`. The socket then connects to the addresses checked here and to no other, so a
 * name that resolves differently a moment later (DNS rebinding) changes nothing.
 */
export const checkingLookup = (options: {
  resolver: Resolver;
  isPrivateAllowed: boolean;
}): LookupFunction => {
  return (hostname, lookupOptions, callback) => {
    const family =
      lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
    options.resolver(hostname).then(
      (found) => {
        const addresses = found.filter((one) => family === 0 || one.family === family);
        const first = addresses[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
          return;
        }
        const isRefused =
          !options.isPrivateAllowed && found.some((one) => !isPublicIpAddress(one.address));
        if (isRefused) {
          callback(new PrivateAddressError(`${hostname} resolves to a non-public address`), '', 0);
        } else if (lookupOptions.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
};
