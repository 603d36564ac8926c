import type { TSetBrandingBody } from '@kampa/contracts/branding/branding';
import {
  BRANDING_AGENCY_NAME_MAX_LENGTH,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_TYPES,
  type TBrandingLogoType,
} from '@kampa/contracts/branding/branding-limits';

/** The name and colour as typed: empty text is "not set" (a project's then inherits it). */
export type BrandingForm = { agencyName: string; accentColor: string };

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export type BrandingFormErrors = Partial<Record<keyof BrandingForm, true>>;

export const validateBrandingForm = (form: BrandingForm): BrandingFormErrors => ({
  ...(form.agencyName.trim().length > BRANDING_AGENCY_NAME_MAX_LENGTH ? { agencyName: true } : {}),
  ...(form.accentColor.trim() !== '' && !HEX_COLOR.test(form.accentColor.trim())
    ? { accentColor: true }
    : {}),
});

export const bodyOfBrandingForm = (form: BrandingForm): TSetBrandingBody => ({
  agencyName: form.agencyName.trim() === '' ? null : form.agencyName.trim(),
  accentColor: form.accentColor.trim() === '' ? null : form.accentColor.trim().toLowerCase(),
});

export type LogoProblem = 'type' | 'size';

/** Why a chosen file cannot be a logo, before it is sent (the API checks again). */
export const logoProblemOf = (file: { type: string; size: number }): LogoProblem | null => {
  if (!(BRANDING_LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > BRANDING_LOGO_MAX_BYTES) return 'size';
  return null;
};

/** A file read as base64 for the upload. */
export const readLogo = (file: File): Promise<{ contentType: TBrandingLogoType; data: string }> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve({
        contentType: file.type as TBrandingLogoType,
        data: text.slice(text.indexOf(',') + 1),
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
