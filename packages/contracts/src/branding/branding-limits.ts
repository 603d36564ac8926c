// The branding's limits and logo types. Zod-free, so a screen reads them before any schema is loaded.

/** The largest logo accepted, in bytes (its base64 must fit the API's 256 kB body limit). */
export const BRANDING_LOGO_MAX_BYTES = 150 * 1024;
export const BRANDING_AGENCY_NAME_MAX_LENGTH = 80;

export const BRANDING_LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;
export type TBrandingLogoType = (typeof BRANDING_LOGO_TYPES)[number];
