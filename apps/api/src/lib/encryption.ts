import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (Google refresh tokens) are sealed with AES-256-GCM. Each ciphertext names the
 * key that sealed it, so keys can be rotated: new secrets use the first key of the ring, old ones
 * still open with the key they name.
 *
 * Key ring format (`KAMPA_ENCRYPTION_KEY`): `id:base64key[,id:base64key…]`, each key 32 bytes;
 * the first is current. Example: `k2:…,k1:…` while rotating from k1 to k2.
 */
export type KeyRing = { currentId: string; keys: ReadonlyMap<string, Buffer> };

export type Sealed = { keyId: string; ciphertext: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class KeyRingError extends Error {}

export const parseKeyRing = (value: string): KeyRing => {
  const keys = new Map<string, Buffer>();
  let currentId: string | null = null;
  for (const part of value.split(',').map((entry) => entry.trim())) {
    const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/=_-]+)$/.exec(part);
    if (!match) throw new KeyRingError('each key must be written as id:base64key');
    const [, id = '', encoded = ''] = match;
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32)
      throw new KeyRingError(`key ${id} must be 32 bytes (base64 of 32 bytes)`);
    if (keys.has(id)) throw new KeyRingError(`key id ${id} appears twice`);
    keys.set(id, key);
    currentId ??= id;
  }
  if (!currentId) throw new KeyRingError('no key given');
  return { currentId, keys };
};

export const generateKeyRingEntry = (id: string): string =>
  `${id}:${randomBytes(32).toString('base64')}`;

/** `iv.tag.ciphertext`, base64url; the key id is stored beside it. */
export const seal = (ring: KeyRing, plaintext: string): Sealed => {
  const key = ring.keys.get(ring.currentId);
  if (!key) throw new KeyRingError('current key missing');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return {
    keyId: ring.currentId,
    ciphertext: [iv, tag, body].map((part) => part.toString('base64url')).join('.'),
  };
};

/** Opens a sealed secret; throws if the key is unknown or the ciphertext was tampered with. */
export const open = (ring: KeyRing, sealed: Sealed): string => {
  const key = ring.keys.get(sealed.keyId);
  if (!key) throw new KeyRingError(`unknown key id ${sealed.keyId}`);
  const [iv, tag, body] = sealed.ciphertext
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new KeyRingError('malformed ciphertext');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};
