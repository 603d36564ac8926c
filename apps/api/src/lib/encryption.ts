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

/** The version marker of secrets sealed with associated data (older ones have none). */
const BOUND = 'v2';

/**
 * `v2.iv.tag.ciphertext`, base64url; the key id is stored beside it. `boundTo` names where the
 * secret belongs (its row: `google-connection:<id>`) and is authenticated as GCM's associated
 * data, so the same ciphertext copied to another row does not open there.
 */
export const seal = (ring: KeyRing, plaintext: string, boundTo: string): Sealed => {
  const key = ring.keys.get(ring.currentId);
  if (!key) throw new KeyRingError('current key missing');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return {
    keyId: ring.currentId,
    ciphertext: [BOUND, ...[iv, tag, body].map((part) => part.toString('base64url'))].join('.'),
  };
};

/** Whether a sealed secret predates the binding (it opens anywhere; seal it again on its row). */
export const isUnbound = (sealed: Sealed): boolean => !sealed.ciphertext.startsWith(`${BOUND}.`);

/**
 * Opens a sealed secret where it belongs (`boundTo`, as it was sealed); throws if the key is
 * unknown, the ciphertext was tampered with or it belongs elsewhere. Secrets sealed before the
 * binding (`iv.tag.ciphertext`, no marker) still open, with no associated data.
 */
export const open = (ring: KeyRing, sealed: Sealed, boundTo: string): string => {
  const key = ring.keys.get(sealed.keyId);
  if (!key) throw new KeyRingError(`unknown key id ${sealed.keyId}`);
  const parts = sealed.ciphertext.split('.');
  const isBound = parts[0] === BOUND;
  const [iv, tag, body] = (isBound ? parts.slice(1) : parts).map((part) =>
    Buffer.from(part, 'base64url'),
  );
  if (!iv || !tag || !body || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new KeyRingError('malformed ciphertext');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  if (isBound) decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};

/** Where a Google connection's refresh token belongs: its row. */
export const connectionBinding = (connectionId: string): string =>
  `google-connection:${connectionId}`;
