// The popup-free sign-in the web app exposes on `window` only when the Firebase Auth emulator is
// configured (auth-store.ts). The e2e tests include this file to call it with types.
export {};

declare global {
  interface Window {
    kampaEmulator?: {
      signInWithGoogleCredential: (claims: {
        sub: string;
        email: string;
        name: string;
      }) => Promise<string>;
      getIdToken: () => Promise<string | null>;
    };
  }
}
