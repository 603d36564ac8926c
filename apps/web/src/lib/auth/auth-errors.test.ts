import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGE_KEYS, authErrorMessageKey, isSessionEndingError } from './auth-errors';

describe('identity errors', () => {
  it('maps each of the 18 identity error codes to its own message', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGE_KEYS)).toHaveLength(18);
    expect(new Set(Object.values(AUTH_ERROR_MESSAGE_KEYS)).size).toBe(18);
    expect(authErrorMessageKey({ code: 'auth/popup-blocked' })).toBe('auth.errors.popupBlocked');
  });

  it('falls back to a generic message for anything else', () => {
    expect(authErrorMessageKey(new Error('x'))).toBe('auth.errors.unknown');
    expect(authErrorMessageKey({ code: 'auth/something-new' })).toBe('auth.errors.unknown');
  });

  it('ends the session on a disabled user or an expired token', () => {
    expect(isSessionEndingError({ code: 'auth/user-disabled' })).toBe(true);
    expect(isSessionEndingError({ code: 'auth/user-token-expired' })).toBe(true);
    expect(isSessionEndingError({ code: 'auth/popup-blocked' })).toBe(false);
  });
});
