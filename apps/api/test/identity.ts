import { makeUser } from '@kampa/contracts/test-support/factories';
import { inject } from 'vitest';

export type TestIdentity = {
  uid: string;
  idToken: string;
  email: string;
  displayName: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
};

const PROJECT_ID = 'demo-kampa';
const emulatorUrl = () => `http://${inject('emulatorHost')}`;

/**
 * Signs a new Google user in on the Auth emulator (as the Google popup would) and returns a real
 * emulator ID token for them.
 */
export const createTestIdentity = async (
  options: { displayName?: string; email?: string } = {},
): Promise<TestIdentity> => {
  const { sub, email, displayName } = makeUser(options);
  const googleIdToken = JSON.stringify({ sub, email, name: displayName, email_verified: true });
  const response = await fetch(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleIdToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`Emulator sign-in failed: ${await response.text()}`);
  const body = (await response.json()) as { idToken: string; localId: string };
  return {
    uid: body.localId,
    idToken: body.idToken,
    email,
    displayName,
    headers: { authorization: `Bearer ${body.idToken}` },
  };
};

/** Disables (or re-enables) an emulator account, as an administrator would in the console. */
export const setUserDisabled = async (uid: string, isDisabled: boolean): Promise<void> => {
  const response = await fetch(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, disableUser: isDisabled }),
    },
  );
  if (!response.ok) throw new Error(`Emulator update failed: ${await response.text()}`);
};

/** Signs the user out everywhere, as `revokeRefreshTokens` does: earlier sign-ins are revoked. */
export const revokeSessions = async (uid: string): Promise<void> => {
  const response = await fetch(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }),
    },
  );
  if (!response.ok) throw new Error(`Emulator update failed: ${await response.text()}`);
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token shaped like the emulator's, with any claims — for expiry and audience tests. */
export const craftToken = (uid: string, claims: Record<string, unknown> = {}): string => {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'google.com' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
};
