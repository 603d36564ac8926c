import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteErrorKey } from '@/features/account/lib/delete-errors';
import { deleteAccountWithRecentSignIn } from './delete-account';

const reauthenticate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/auth/auth-store', () => ({ reauthenticateWithGoogle: reauthenticate }));

const DONE = { deletedProjects: 1, keptProjects: 0, revokedConnections: 0 };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string) =>
  answer(status, { error: { code, message: 'no' } });

afterEach(() => {
  vi.unstubAllGlobals();
  reauthenticate.mockClear();
});

describe('deleteAccountWithRecentSignIn', () => {
  it('deletes at once when the sign-in is recent', async () => {
    const fetchMock = vi.fn(async () => answer(200, DONE));
    vi.stubGlobal('fetch', fetchMock);
    await expect(deleteAccountWithRecentSignIn('eva@example.com')).resolves.toEqual(DONE);
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account',
      expect.objectContaining({ method: 'DELETE', body: '{"confirmEmail":"eva@example.com"}' }),
    );
  });

  it('asks for the sign-in again in the popup when the API wants a recent one, then sends again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refusal(403, 'requires_recent_login'))
      .mockResolvedValueOnce(answer(200, DONE));
    vi.stubGlobal('fetch', fetchMock);
    await expect(deleteAccountWithRecentSignIn('eva@example.com')).resolves.toEqual(DONE);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('deletes nothing when the popup is closed', async () => {
    const fetchMock = vi.fn(async () => refusal(403, 'requires_recent_login'));
    vi.stubGlobal('fetch', fetchMock);
    reauthenticate.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    const error = await deleteAccountWithRecentSignIn('eva@example.com').catch((e: unknown) => e);
    expect(deleteErrorKey(error)).toBe('account.delete.errors.popupClosed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('deleteErrorKey', () => {
  it.each([
    [new ApiError(502, 'google_unavailable', ''), 'account.delete.errors.google'],
    [new ApiError(400, 'confirmation_mismatch', ''), 'account.delete.errors.confirmation'],
    [new ApiError(403, 'requires_recent_login', ''), 'account.delete.errors.recentLogin'],
    [new ApiError(503, 'service_unavailable', ''), 'account.delete.errors.partial'],
    [{ code: 'auth/user-mismatch' }, 'account.delete.errors.recentLogin'],
    [new Error('?'), 'account.delete.errors.unknown'],
  ])('%o reads %s', (error, key) => {
    expect(deleteErrorKey(error)).toBe(key);
  });
});
