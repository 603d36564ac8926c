import { useSyncExternalStore } from 'react';
import { loadFirebase, type FirebaseAuthModule } from '@/lib/firebase';

export type AuthUser = {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  /** How they signed in (`google.com`); null when Firebase does not say. */
  providerId: string | null;
};

export type AuthState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser };

let state: AuthState = { status: 'loading' };

/**
 * Set while someone is signed in here, cleared when they sign out themselves. Firebase drops a
 * disabled or expired session on its own when the page loads; this tells us that it happened.
 */
const SESSION_MARKER_KEY = 'kampa.session';

const readMarker = (): string | null => {
  try {
    return window.localStorage.getItem(SESSION_MARKER_KEY);
  } catch {
    return null;
  }
};

const writeMarker = (uid: string | null) => {
  try {
    if (uid) window.localStorage.setItem(SESSION_MARKER_KEY, uid);
    else window.localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // storage blocked: nothing to remember
  }
};

type SessionEndedListener = () => void;
let onSessionEnded: SessionEndedListener = () => undefined;

/** Called when a session ended without the user signing out (disabled account, expired token). */
export const setSessionEndedListener = (listener: SessionEndedListener) => {
  onSessionEnded = listener;
};
const listeners = new Set<() => void>();
let isStarted = false;

const setState = (next: AuthState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Starts following Firebase's auth state (once); until it answers, the state is 'loading'. */
export const startAuth = () => {
  if (isStarted) return;
  isStarted = true;
  loadFirebase()
    .then(({ auth, sdk, config }) => {
      sdk.onIdTokenChanged(auth, (user) => {
        if (!user && readMarker()) onSessionEnded();
        writeMarker(user?.uid ?? null);
        setState(
          user
            ? {
                status: 'signed-in',
                user: {
                  uid: user.uid,
                  displayName: user.displayName,
                  email: user.email,
                  photoURL: user.photoURL,
                  providerId: user.providerData[0]?.providerId ?? null,
                },
              }
            : { status: 'signed-out' },
        );
      });
      if (config.firebase.emulatorUrl) exposeEmulatorSignIn();
    })
    .catch((error: unknown) => {
      console.error('Sign-in is unavailable:', error);
      isStarted = false;
      setState({ status: 'signed-out' });
    });
};

let isScheduled = false;

/**
 * Starts following the auth state once the first screen has painted: Firebase (and zod, which
 * checks its settings) then loads after the page is drawn instead of competing with its code for
 * the network (on a phone the landing page's first paint came later when it did). A hidden page
 * paints nothing, so it starts at once.
 */
const startAuthAfterPaint = () => {
  if (isStarted || isScheduled) return;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    startAuth();
    return;
  }
  isScheduled = true;
  // The frame's callback runs before its paint; the task after it, once the frame is drawn.
  requestAnimationFrame(() =>
    setTimeout(() => {
      isScheduled = false;
      startAuth();
    }, 0),
  );
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  startAuthAfterPaint();
  return () => listeners.delete(listener);
};

export const useAuthState = (): AuthState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/** Google as the popup offers it: always with the account chooser. */
const googleProvider = (sdk: FirebaseAuthModule) => {
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
};

/**
 * The Google popup, always with the account chooser (`prompt=select_account`), 500×600 px. Its
 * resolver (Google's iframe helper) loads only now, when someone signs in.
 */
export const signInWithGoogle = async (): Promise<void> => {
  const { auth, sdk } = await loadFirebase();
  await sdk.signInWithPopup(auth, googleProvider(sdk), sdk.browserPopupRedirectResolver);
};

/**
 * Confirms the signed-in person through the Google popup again (for an action that needs a recent
 * sign-in) and refreshes the ID token, so the next request carries the new sign-in time.
 */
export const reauthenticateWithGoogle = async (): Promise<void> => {
  const { auth, sdk } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  await sdk.reauthenticateWithPopup(user, googleProvider(sdk), sdk.browserPopupRedirectResolver);
  await user.getIdToken(true);
};

export const signOut = async (): Promise<void> => {
  const { auth, sdk } = await loadFirebase();
  writeMarker(null);
  await sdk.signOut(auth);
};

/** The current user's ID token (Firebase refreshes it when needed), or null when signed out. */
export const getIdToken = async (): Promise<string | null> => {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
};

/**
 * With the emulator only (never with a real Firebase project): a popup-free sign-in for tests,
 * using the same credential the emulator's account chooser would produce.
 */
const exposeEmulatorSignIn = () => {
  window.kampaEmulator = {
    signInWithGoogleCredential: async (claims) => {
      const { auth, sdk } = await loadFirebase();
      const credential = sdk.GoogleAuthProvider.credential(
        JSON.stringify({ ...claims, email_verified: true }),
      );
      const result = await sdk.signInWithCredential(auth, credential);
      return result.user.uid;
    },
    getIdToken,
  };
};
