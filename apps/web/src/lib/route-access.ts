/**
 * The one place that says which routes are public. Everything else needs sign-in (seed section 6),
 * so the shell wraps it in the auth gate.
 */
export const PUBLIC_PATHS = ['/', '/terms-of-service', '/privacy-policy'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const isPublicPath = (pathname: string): boolean => {
  const canonical = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.some((path) => path === canonical);
};

/** Project routes (`/project/{id}/…`) get the project sidebar. */
export const isProjectPath = (pathname: string): boolean => pathname.startsWith('/project/');
