import { describe, expect, it } from 'vitest';
import { isPublicHostname, isPublicIpAddress, websiteUrlProblem } from './web-address';

describe('website addresses', () => {
  it.each([
    'https://shop.example.cz',
    'http://www.kavarna.cz/menu?lang=cs#top',
    'https://8.8.8.8/',
    'https://[2606:4700::1111]/',
    'https://[::ffff:8.8.8.8]/',
    'https://172.32.0.1',
    // IPv6 forms that carry a public IPv4 address reach that address.
    'https://[64:ff9b::808:808]/',
    'https://[2002:808:808::1]/',
    'https://[::ffff:0:808:808]/', // SIIT of 8.8.8.8
    'https://[2001:0:808:808::f7f7:f7f7]/', // Teredo: server and client (inverted) 8.8.8.8
  ])('accepts %s', (url) => {
    expect(websiteUrlProblem(url)).toBeNull();
  });

  it.each([
    ['kavarna', 'invalid'],
    // A name without a dot only means something on a local network.
    ['https://kavarna', 'invalid'],
    ['http://intranet/', 'invalid'],
    ['ftp://kavarna.cz', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['https://exa\nmple.cz', 'invalid'],
    ['https://shop.cz/a b', 'invalid'],
    ['https://shop.cz/\u202Egpj.exe', 'invalid'],
    ['https://user:pass@shop.cz', 'credentials'],
    ['https://user@shop.cz', 'credentials'],
    ['http://127.0.0.1', 'private_host'],
    ['http://127.1.2.3:8080/', 'private_host'],
    ['http://2130706433/', 'private_host'],
    ['http://0x7f.1/', 'private_host'],
    ['http://0/', 'private_host'],
    ['http://10.0.0.5', 'private_host'],
    ['http://172.16.8.1', 'private_host'],
    ['http://192.168.1.1', 'private_host'],
    ['http://100.64.0.1', 'private_host'],
    ['http://169.254.169.254/latest/meta-data', 'private_host'],
    ['http://[::1]/', 'private_host'],
    ['http://[::]/', 'private_host'],
    ['http://[::ffff:127.0.0.1]/', 'private_host'],
    ['http://[::ffff:a9fe:a9fe]/', 'private_host'],
    ['http://[fe80::1]/', 'private_host'],
    ['http://[fd12:3456::1]/', 'private_host'],
    // IPv6 forms that reach a private IPv4 address, and ranges that are not the internet.
    ['http://[64:ff9b::7f00:1]/', 'private_host'], // NAT64 of 127.0.0.1
    ['http://[64:ff9b:1::a9fe:a9fe]/', 'private_host'], // local-use NAT64 of 169.254.169.254
    ['http://[2002:7f00:1::]/', 'private_host'], // 6to4 of 127.0.0.1
    ['http://[fec0::1]/', 'private_host'], // site-local
    ['http://[::ffff:0:7f00:1]/', 'private_host'], // SIIT of 127.0.0.1
    ['http://[::7f00:1]/', 'private_host'], // IPv4-compatible 127.0.0.1
    ['http://[2001::1]/', 'private_host'], // Teredo
    ['http://[2001:0:808:808::80ff:fffe]/', 'private_host'], // Teredo: a public server, client 127.0.0.1
    ['http://[100::1]/', 'private_host'], // discard-only
    ['http://[2001:db8::1]/', 'private_host'], // documentation
    ['http://192.88.99.1/', 'private_host'], // 6to4 relay anycast
    ['http://255.255.255.255/', 'private_host'],
    ['http://224.0.0.1/', 'private_host'],
    ['http://app.localhost', 'private_host'],
    ['http://printer.local', 'private_host'],
    ['http://metadata.google.internal', 'private_host'],
    ['http://router.home.arpa.', 'private_host'],
  ])('refuses %j (%s)', (url, problem) => {
    expect(websiteUrlProblem(url)).toBe(problem);
  });

  it('judges host names as the URL parser writes them', () => {
    expect(isPublicHostname('shop.cz')).toBe(true);
    expect(isPublicHostname('LOCALHOST')).toBe(false);
    expect(isPublicHostname('[::1]')).toBe(false);
  });

  it('judges resolved addresses: only public unicast ones', () => {
    expect(isPublicIpAddress('8.8.8.8')).toBe(true);
    expect(isPublicIpAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '169.254.169.254',
      '::1',
      '::ffff:7f00:1',
      'fec0::1',
      'x',
    ]) {
      expect(isPublicIpAddress(address), address).toBe(false);
    }
  });
});
