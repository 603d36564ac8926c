import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 32 random bytes (256 bits), base64url; only its hash is stored. */
export const generateInviteToken = (): string => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
