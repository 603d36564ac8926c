import { randomUUID } from 'node:crypto';

/** Thrown when signing in again as the same Google user yields another account. */
export class AccountLostError extends Error {}

/** A signed-in user: `token()` is their current ID token. */
export type Session = {
  uid: string;
  token: () => string;
  /**
   * Signs in again as the same Google user, as the web app asks after a restart of the emulator
   * (it treats earlier sign-ins as expired when it imports its accounts). Must be the same account.
   */
  signInAgain: () => Promise<void>;
};

const signInWithGoogle = async (emulatorUrl: string, sub: string) => {
  const googleIdToken = JSON.stringify({
    sub,
    email: `crash-${sub.slice(0, 8)}@example.com`,
    name: 'Crash Test',
    email_verified: true,
  });
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleIdToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) throw new Error(`Emulator sign-in failed: ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
};

/**
 * A new user signed in on the Auth emulator (as the Google popup would), with their profile made
 * and the terms accepted through the API: ready to create projects.
 */
export const signUpUser = async (apiUrl: string, emulatorUrl: string): Promise<Session> => {
  const sub = randomUUID().replaceAll('-', '');
  const { idToken, localId } = await signInWithGoogle(emulatorUrl, sub);
  const headers = { authorization: `Bearer ${idToken}` };
  for (const [path, status] of [
    ['/api/user', 201],
    ['/api/user/tos-accept', 200],
  ] as const) {
    const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers });
    if (response.status !== status) throw new Error(`${path}: ${await response.text()}`);
  }
  let token = idToken;
  let renewing: Promise<void> | null = null;
  return {
    uid: localId,
    token: () => token,
    signInAgain: () =>
      (renewing ??= signInWithGoogle(emulatorUrl, sub)
        .then((again) => {
          if (again.localId !== localId) {
            throw new AccountLostError(`Signing in again gave account ${again.localId}`);
          }
          token = again.idToken;
        })
        .finally(() => (renewing = null))),
  };
};

/**
 * Concurrent project creations through the real API. Each writer sends one project (with its
 * idempotency key) until the API acknowledges it (201, or 200 when a retry finds the project the
 * lost answer had created), across outages, and only then takes the next: so every project the
 * API stored was acknowledged, and each exactly once.
 */
export const startWriters = (options: {
  apiUrl: string;
  session: Session;
  count: number;
  /**
   * Whether Kampa says it is running: a user signs in again only then (the emulator answers
   * before it has imported its accounts, and would make a new one meanwhile).
   */
  isKampaRunning: () => boolean;
}) => {
  const acknowledged: string[] = [];
  let failedAttempts = 0;
  let isStopping = false;
  let isAbandoned = false;
  const waiters: { target: number; resolve: () => void }[] = [];

  const createOnce = async (key: string, index: number): Promise<string | null> => {
    const response = await fetch(`${options.apiUrl}/api/project/new`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.session.token()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: `Crash ${index}`,
        websiteUrl: 'https://www.example.cz',
        idempotencyKey: key,
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (response?.status === 201 || response?.status === 200) {
      return ((await response.json()) as { uid: string }).uid;
    }
    // After a restart of the emulator: sign in again (an emulator still down is an outage).
    if (response?.status === 401 && options.isKampaRunning()) {
      await options.session.signInAgain().catch((error: unknown) => {
        if (error instanceof AccountLostError) throw error;
      });
      return null;
    }
    // Other 4xx would be a bug in this test, not an outage: stop on it.
    if (response && response.status < 500 && ![401, 429].includes(response.status)) {
      throw new Error(`Unexpected ${response.status}: ${await response.text()}`);
    }
    return null;
  };

  const writer = async () => {
    while (!isStopping) {
      const key = randomUUID();
      const index = acknowledged.length + 1;
      for (;;) {
        if (isAbandoned) return;
        const uid = await createOnce(key, index);
        if (uid) {
          acknowledged.push(uid);
          for (const waiter of waiters.filter((one) => acknowledged.length >= one.target)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          break;
        }
        failedAttempts += 1;
        // Pacing while the API is down, not a wait for it: the loop tries again until it answers.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const runs = Array.from({ length: options.count }, () => writer());
  // The first writer to fail fails the whole group.
  const running = Promise.all(runs);
  running.catch(() => undefined);

  return {
    acknowledged,
    failedAttempts: () => failedAttempts,
    /** Resolves once `more` further writes have been acknowledged (rejects if a writer failed). */
    waitForMore: (more: number) =>
      Promise.race([
        new Promise<void>((resolve) =>
          waiters.push({ target: acknowledged.length + more, resolve }),
        ),
        running.then(() => {
          throw new Error('The writers stopped');
        }),
      ]),
    /** Lets each writer finish the project it is on (acknowledged), then stop. */
    stop: async () => {
      isStopping = true;
      await running;
    },
    /** Stops at once, leaving unacknowledged projects (after a failed test). */
    abandon: async () => {
      isStopping = true;
      isAbandoned = true;
      await Promise.allSettled(runs);
    },
  };
};

/** The project uids the API lists for the user (signing in again once if asked to). */
export const listProjectUids = async (apiUrl: string, session: Session): Promise<string[]> => {
  const list = () =>
    fetch(`${apiUrl}/api/project`, { headers: { authorization: `Bearer ${session.token()}` } });
  let response = await list();
  if (response.status === 401) {
    await session.signInAgain();
    response = await list();
  }
  if (!response.ok) throw new Error(`GET /api/project: ${await response.text()}`);
  const body = (await response.json()) as { projects: { uid: string }[] };
  return body.projects.map((project) => project.uid);
};
