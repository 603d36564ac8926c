import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** A share link's token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored of a token: its SHA-256. The token is 256 random bits, so a fast hash is enough
 * to keep a copy of the table from opening any report, and a lookup by hash stays an index scan.
 */
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

// scrypt's cost: 2^15 rounds with 8-byte blocks, about 32 MiB and tens of milliseconds a try.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** A password as stored: `scrypt$<salt>$<key>`, both base64url. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * The cookie a right password leaves for its link: a hash of the link's id and its stored
 * password hash (salted, never sent anywhere), so it cannot be made without the database and
 * stops working when the link's password changes.
 */
export const accessProofOf = (linkId: string, passwordHash: string): string =>
  createHash('sha256').update(`report-link:${linkId}:${passwordHash}`, 'utf8').digest('base64url');

export const isAccessProof = (value: string | undefined, expected: string): boolean => {
  if (!value) return false;
  const given = Buffer.from(value, 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};
