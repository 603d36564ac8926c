import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  signOut: vi.fn(async () => undefined),
  signInWithGoogle: vi.fn(async () => undefined),
  toastError: vi.fn(),
}));

vi.mock('./auth-store', () => ({
  signOut: mocks.signOut,
  signInWithGoogle: mocks.signInWithGoogle,
}));
vi.mock('@/lib/toast', () => ({ toast: { error: mocks.toastError } }));
vi.mock('i18next', () => ({ default: { t: (key: string) => `t:${key}` } }));

const { handleSessionEnded, handleUnauthorized, signInWithToast } = await import('./session');

describe('session', () => {
  beforeEach(() => {
    mocks.signOut.mockClear();
    mocks.toastError.mockClear();
    mocks.signInWithGoogle.mockReset();
  });

  it('signs out and says the account is disabled when the API answers user_disabled', async () => {
    handleUnauthorized({ code: 'user_disabled' });
    await vi.waitFor(() => expect(mocks.signOut).toHaveBeenCalledTimes(1));
    expect(mocks.toastError).toHaveBeenCalledWith('t:auth.session.disabled', expect.anything());
  });

  it('signs out and says the sign-in expired on any other 401', async () => {
    handleUnauthorized({ code: 'unauthenticated' });
    await vi.waitFor(() => expect(mocks.toastError).toHaveBeenCalled());
    expect(mocks.toastError).toHaveBeenCalledWith('t:auth.session.expired', expect.anything());
  });

  it('tells the user when Firebase ended the session on its own', () => {
    handleSessionEnded();
    expect(mocks.toastError).toHaveBeenCalledWith('t:auth.session.ended', expect.anything());
  });

  it('turns a popup failure into its translated toast and stays signed out', async () => {
    mocks.signInWithGoogle.mockRejectedValue({ code: 'auth/popup-blocked' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await signInWithToast()).toBe(false);
    expect(mocks.toastError).toHaveBeenCalledWith('t:auth.errors.popupBlocked', expect.anything());
    expect(mocks.signOut).not.toHaveBeenCalled();
  });

  it('ends the session when Firebase says the user is disabled during sign-in', async () => {
    mocks.signInWithGoogle.mockRejectedValue({ code: 'auth/user-disabled' });
    expect(await signInWithToast()).toBe(false);
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(mocks.toastError).toHaveBeenCalledWith('t:auth.session.disabled', expect.anything());
  });
});
