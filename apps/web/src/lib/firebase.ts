import type { TClientConfig } from '@kampa/contracts/config/get-client-config';
import type { Auth } from 'firebase/auth';
import type * as FirebaseAuthSdk from 'firebase/auth';

export type FirebaseAuthModule = typeof FirebaseAuthSdk;

export type FirebaseHandle = {
  auth: Auth;
  sdk: FirebaseAuthModule;
  config: TClientConfig;
};

let handle: Promise<FirebaseHandle> | null = null;

/**
 * Loads the Firebase SDK (lazily: public pages paint before it arrives) with the settings the API
 * serves at /api/config, and points it at the Auth emulator when one stands in for Google.
 */
export const loadFirebase = (): Promise<FirebaseHandle> => {
  handle ??= (async () => {
    const [response, { ZClientConfigSchema }, { initializeApp }, sdk] = await Promise.all([
      fetch('/api/config', { headers: { accept: 'application/json' } }),
      import('@kampa/contracts/config/get-client-config'),
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
    const config = ZClientConfigSchema.parse(await response.json());
    const app = initializeApp({
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    });
    // No popup resolver here: with one, the SDK loads Google's iframe helper (apis.google.com)
    // on every page at start. The popup passes it when it opens (see signInWithGoogle).
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (config.firebase.emulatorUrl) {
      sdk.connectAuthEmulator(auth, config.firebase.emulatorUrl, { disableWarnings: true });
    }
    return { auth, sdk, config };
  })();
  handle.catch(() => {
    handle = null;
  });
  return handle;
};
