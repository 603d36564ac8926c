import { describe, expect, it } from 'vitest';
import { generateKeyRingEntry, KeyRingError, open, parseKeyRing, seal } from './encryption';

describe('encryption of secrets at rest', () => {
  const ring = parseKeyRing(generateKeyRingEntry('k1'));

  it('round-trips and never stores the plaintext', () => {
    const sealed = seal(ring, '1//refresh-token');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.ciphertext).not.toContain('refresh');
    expect(open(ring, sealed)).toBe('1//refresh-token');
  });

  it('uses a fresh IV every time', () => {
    expect(seal(ring, 'same').ciphertext).not.toBe(seal(ring, 'same').ciphertext);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = seal(ring, 'secret');
    const [iv, tag, body = ''] = sealed.ciphertext.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [iv, tag, flipped.toString('base64url')].join('.');
    expect(() => open(ring, { keyId: 'k1', ciphertext: tampered })).toThrow();
  });

  it('rotates: new secrets use the first key, old ones open with the key they name', () => {
    const old = seal(ring, 'old secret');
    const rotated = parseKeyRing(
      `${generateKeyRingEntry('k2')},${[...ring.keys].map(([id, key]) => `${id}:${key.toString('base64')}`).join(',')}`,
    );
    expect(open(rotated, old)).toBe('old secret');
    const fresh = seal(rotated, 'new secret');
    expect(fresh.keyId).toBe('k2');
    expect(() => open(ring, fresh)).toThrow(KeyRingError);
  });

  it('refuses malformed key rings', () => {
    expect(() => parseKeyRing('')).toThrow(KeyRingError);
    expect(() => parseKeyRing('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeyRing('nokey')).toThrow(/id:base64key/);
    const entry = generateKeyRingEntry('k1');
    expect(() => parseKeyRing(`${entry},${entry}`)).toThrow(/twice/);
  });
});
