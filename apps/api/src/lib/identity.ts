/**
 * Who is calling, as the API knows them: the auth plugin builds it from a verified ID token and the
 * user row, the services receive it. Kept here, below plugins and modules, so both depend on it and
 * not on each other.
 */

/** What the identity provider says about a person (texts made safe to store and show). */
export type IdentityClaims = {
  firebaseUid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
};

export type AuthenticatedUser = {
  /** Our user id (database). */
  id: string;
  claims: IdentityClaims;
  /** Firebase's `email_verified` claim: whether the provider vouches for `claims.email`. */
  isEmailVerified: boolean;
  /** When the person last signed in (Firebase's `auth_time`), not when the token was refreshed. */
  authTime: Date;
};
