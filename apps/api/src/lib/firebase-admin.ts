import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * Firebase Admin for one project: the ID token checks and the deletion of a sign-in account.
 * With `FIREBASE_AUTH_EMULATOR_HOST` in the environment it talks to the Auth emulator.
 */
const firebaseApp = (projectId: string): App => {
  const name = `kampa-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
};

export const firebaseAuth = (projectId: string): Auth => getAuth(firebaseApp(projectId));
