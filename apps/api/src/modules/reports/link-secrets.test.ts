import { describe, expect, it } from 'vitest';
import {
  accessProofOf,
  hashPassword,
  isAccessProof,
  newToken,
  TOKEN_PATTERN,
  tokenHashOf,
  verifyPassword,
} from './link-secrets';

describe('share link secrets', () => {
  it('makes a new 43-character URL-safe token each time, stored only as its hash', () => {
    const first = newToken();
    const second = newToken();
    expect(first).toMatch(TOKEN_PATTERN);
    expect(second).not.toBe(first);
    expect(tokenHashOf(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHashOf(first)).not.toContain(first);
  });

  it('accepts the right password and refuses any other, with a salt of its own per hash', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).not.toContain('correct horse');
    expect(await hashPassword('correct horse')).not.toBe(stored);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('takes the access cookie of its own link and password only', () => {
    const proof = accessProofOf('link-1', 'scrypt$a$b');
    expect(isAccessProof(proof, accessProofOf('link-1', 'scrypt$a$b'))).toBe(true);
    expect(isAccessProof(proof, accessProofOf('link-2', 'scrypt$a$b'))).toBe(false);
    expect(isAccessProof(proof, accessProofOf('link-1', 'scrypt$a$c'))).toBe(false);
    expect(isAccessProof(undefined, proof)).toBe(false);
  });
});
