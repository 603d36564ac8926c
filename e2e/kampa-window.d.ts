// The popup-free sign-in the web app exposes only when the Auth emulator is configured
// (apps/web/src/features/auth/auth-store.ts).
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
