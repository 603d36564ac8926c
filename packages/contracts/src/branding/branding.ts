import { z } from 'zod';
import {
  BRANDING_AGENCY_NAME_MAX_LENGTH,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_TYPES,
} from './branding-limits';

export {
  BRANDING_AGENCY_NAME_MAX_LENGTH,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_TYPES,
  type TBrandingLogoType,
} from './branding-limits';

/**
 * The agency's branding on client reports (issue 36): its name, an accent colour and a logo. Kept
 * as the profile of the signed-in user (the agency, until workspaces exist) and overridable per
 * project field by field; a project's effective branding is its override, else its owner's
 * profile.
 */

/** A colour as `#rrggbb` (answered lower-cased). */
export const ZAccentColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
  .transform((value) => value.toLowerCase())
  .meta({ examples: ['#1f4f99'] });

export const ZAgencyNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(
    BRANDING_AGENCY_NAME_MAX_LENGTH,
    `must be at most ${BRANDING_AGENCY_NAME_MAX_LENGTH} characters`,
  );

/** The name and colour, replaced whole; null clears a field (a project's then inherits it). */
export const ZSetBrandingBodySchema = z.object({
  agencyName: ZAgencyNameSchema.nullable(),
  accentColor: ZAccentColorSchema.nullable(),
});
export type TSetBrandingBody = z.infer<typeof ZSetBrandingBodySchema>;

/** A logo as uploaded: PNG or SVG, base64, at most BRANDING_LOGO_MAX_BYTES once decoded. */
export const ZUploadLogoBodySchema = z.object({
  contentType: z.enum(BRANDING_LOGO_TYPES),
  data: z
    .string()
    .min(1, 'must not be empty')
    .max(
      Math.ceil(BRANDING_LOGO_MAX_BYTES / 3) * 4,
      `must be at most ${BRANDING_LOGO_MAX_BYTES / 1024} kB`,
    )
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type TUploadLogoBody = z.infer<typeof ZUploadLogoBodySchema>;

export const ZBrandingLogoSchema = z.object({
  contentType: z.enum(BRANDING_LOGO_TYPES),
  /** The logo as a `data:` URI (an SVG as sanitised when it was uploaded). */
  dataUri: z.string(),
  bytes: z.number().int(),
});
export type TBrandingLogo = z.infer<typeof ZBrandingLogoSchema>;

export const ZBrandingSchema = z
  .object({
    agencyName: z.string().nullable(),
    accentColor: z.string().nullable(),
    logo: ZBrandingLogoSchema.nullable(),
  })
  .meta({ id: 'Branding' });
export type TBranding = z.infer<typeof ZBrandingSchema>;

/** A project's branding: its own override, its owner's profile, and what reports use. */
export const ZProjectBrandingSchema = z
  .object({
    /** The project's own fields (null: inherited). */
    override: ZBrandingSchema,
    /** The profile of the project's owner (the agency), which fills what the override leaves. */
    agency: ZBrandingSchema,
    /** Field by field: the override, else the agency's profile. */
    effective: ZBrandingSchema,
  })
  .meta({ id: 'ProjectBranding' });
export type TProjectBranding = z.infer<typeof ZProjectBrandingSchema>;
