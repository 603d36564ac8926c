import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  connectionBinding,
  generateKeyRingEntry,
  isUnbound,
  KeyRingError,
  open,
  parseKeyRing,
  seal,
  type KeyRing,
} from './encryption';

const ROW = 'google-connection:1';

/** A secret sealed as before the binding: `iv.tag.ciphertext`, no associated data. */
const sealUnbound = (ring: KeyRing, plaintext: string) => {
  const key = ring.keys.get(ring.currentId)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    keyId: ring.currentId,
    ciphertext: [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.'),
  };
};

describe('encryption of secrets at rest', () => {
  const ring = parseKeyRing(generateKeyRingEntry('k1'));

  it('round-trips and never stores the plaintext', () => {
    const sealed = seal(ring, '1//refresh-token', ROW);
    expect(sealed.keyId).toBe('k1');
    expect(sealed.ciphertext).not.toContain('refresh');
    expect(open(ring, sealed, ROW)).toBe('1//refresh-token');
  });

  it('uses a fresh IV every time', () => {
    expect(seal(ring, 'same', ROW).ciphertext).not.toBe(seal(ring, 'same', ROW).ciphertext);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = seal(ring, 'secret', ROW);
    const [marker, iv, tag, body = ''] = sealed.ciphertext.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [marker, iv, tag, flipped.toString('base64url')].join('.');
    expect(() => open(ring, { keyId: 'k1', ciphertext: tampered }, ROW)).toThrow();
    // Nor does dropping the marker turn it into an unbound secret that opens anywhere.
    const unmarked = [iv, tag, body].join('.');
    expect(() => open(ring, { keyId: 'k1', ciphertext: unmarked }, ROW)).toThrow();
  });

  it('binds a secret to its row: copied to another row it does not open', () => {
    const sealed = seal(ring, '1//refresh-token', 'google-connection:a');
    expect(isUnbound(sealed)).toBe(false);
    expect(() => open(ring, sealed, 'google-connection:b')).toThrow();
    expect(open(ring, sealed, 'google-connection:a')).toBe('1//refresh-token');
  });

  it('still opens secrets sealed before the binding, and says they are unbound', () => {
    const old = sealUnbound(ring, '1//old-token');
    expect(isUnbound(old)).toBe(true);
    expect(open(ring, old, ROW)).toBe('1//old-token');
  });

  it('rotates: new secrets use the first key, old ones open with the key they name', () => {
    const old = seal(ring, 'old secret', ROW);
    const rotated = parseKeyRing(
      `${generateKeyRingEntry('k2')},${[...ring.keys].map(([id, key]) => `${id}:${key.toString('base64')}`).join(',')}`,
    );
    expect(open(rotated, old, ROW)).toBe('old secret');
    const fresh = seal(rotated, 'new secret', ROW);
    expect(fresh.keyId).toBe('k2');
    expect(() => open(ring, fresh, ROW)).toThrow(KeyRingError);
  });

  it('refuses malformed key rings', () => {
    expect(() => parseKeyRing('')).toThrow(KeyRingError);
    expect(() => parseKeyRing('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeyRing('nokey')).toThrow(/id:base64key/);
    const entry = generateKeyRingEntry('k1');
    expect(() => parseKeyRing(`${entry},${entry}`)).toThrow(/twice/);
    // A quote or a stray word pasted with the key: refused, not read as a different id or key.
    expect(() => parseKeyRing(`${entry}"`)).toThrow(/id:base64key/);
    expect(() => parseKeyRing(`my ${entry}`)).toThrow(/id:base64key/);
  });

  it('reads a key ring written with spaces after the commas', () => {
    const rotated = parseKeyRing(` ${generateKeyRingEntry('k2')}, ${generateKeyRingEntry('k1')} `);
    expect(rotated.currentId).toBe('k2');
    expect([...rotated.keys.keys()]).toEqual(['k2', 'k1']);
  });

  it('says which key is missing, and refuses to seal without the current key', () => {
    const sealed = { keyId: 'k7', ciphertext: seal(ring, 'secret', ROW).ciphertext };
    expect(() => open(ring, sealed, ROW)).toThrow(new KeyRingError('unknown key id k7'));
    expect(() => seal({ currentId: 'k7', keys: ring.keys }, 'secret', ROW)).toThrow(
      new KeyRingError('current key missing'),
    );
  });

  it('refuses a ciphertext cut short or with a shortened tag or a longer IV', () => {
    const [marker, iv = '', tag = '', body = ''] = seal(ring, 'secret', ROW).ciphertext.split('.');
    const malformed = new KeyRingError('malformed ciphertext');
    const opened = (ciphertext: string) => () => open(ring, { keyId: 'k1', ciphertext }, ROW);
    expect(opened([marker, iv, tag].join('.'))).toThrow(malformed);
    expect(opened([marker, iv].join('.'))).toThrow(malformed);
    expect(opened(`${marker}.`)).toThrow(malformed);
    // GCM would check a 12-byte tag, but a short tag is easier to forge: only 16 bytes open.
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 12).toString('base64url');
    expect(opened([marker, iv, shortTag, body].join('.'))).toThrow(malformed);
    const longIv = Buffer.concat([Buffer.from(iv, 'base64url'), Buffer.alloc(4)]);
    expect(opened([marker, longIv.toString('base64url'), tag, body].join('.'))).toThrow(malformed);
  });

  it("binds a Google connection's token to that connection's row", () => {
    expect(connectionBinding('c1')).toBe('google-connection:c1');
    const sealed = seal(ring, '1//refresh-token', connectionBinding('c1'));
    expect(() => open(ring, sealed, connectionBinding('c2'))).toThrow();
  });
});
