import { describe, expect, it } from 'vitest';
import { createSessionCache, tokenKey, type VerifiedToken } from './session-cache';

const token = (uid: string, expiresAtMs: number): VerifiedToken => ({
  uid,
  claims: { firebaseUid: uid, email: null, displayName: null, photoUrl: null },
  isEmailVerified: false,
  authTimeMs: 0,
  expiresAtMs,
});

describe('the session cache', () => {
  it('keys tokens by their SHA-256, never the token itself', () => {
    expect(tokenKey('header.payload.signature')).not.toContain('payload');
    expect(tokenKey('a')).toBe(tokenKey('a'));
    expect(tokenKey('a')).not.toBe(tokenKey('b'));
  });

  it('answers a token until it expires, then says so once and drops it', () => {
    let now = 1000;
    const cache = createSessionCache({ maxEntries: 10, accountCheckMs: 100, now: () => now });
    cache.rememberToken('k', token('u', 2000));
    expect(cache.token('k')).toMatchObject({ uid: 'u' });
    now = 2000;
    expect(cache.token('k')).toBe('expired');
    expect(cache.token('k')).toBeUndefined();
  });

  it('holds at most maxEntries tokens, the least recently used going first', () => {
    const cache = createSessionCache({ maxEntries: 2, accountCheckMs: 100, now: () => 0 });
    cache.rememberToken('a', token('a', 10));
    cache.rememberToken('b', token('b', 10));
    cache.token('a');
    cache.rememberToken('c', token('c', 10));
    expect(cache.token('a')).toBeDefined();
    expect(cache.token('b')).toBeUndefined();
  });

  it('trusts an account state for accountCheckMs, keeping its user until forgotten', () => {
    let now = 0;
    const cache = createSessionCache({ maxEntries: 10, accountCheckMs: 100, now: () => now });
    cache.rememberAccount('u', { isDisabled: false, validSinceMs: null, checkedAtMs: 0 });
    cache.rememberUser('u', { id: 'id-1', hasAcceptedTerms: true });
    now = 99;
    expect(cache.freshAccount('u')).toBeDefined();
    now = 100;
    expect(cache.freshAccount('u')).toBeUndefined();
    cache.rememberAccount('u', { isDisabled: true, validSinceMs: null, checkedAtMs: 100 });
    expect(cache.knownUser('u')).toEqual({ id: 'id-1', hasAcceptedTerms: true });
    cache.forgetUser('u');
    expect(cache.knownUser('u')).toBeNull();
  });
});
