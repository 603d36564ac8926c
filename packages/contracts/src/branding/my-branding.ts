import { defineContract } from '../common/contract';
import { ZBrandingSchema, ZSetBrandingBodySchema, ZUploadLogoBodySchema } from './branding';

// The signed-in user's personal workspace's branding (where their own projects are); an agency's
// workspace has its own: `workspace-branding.ts`.

export const getMyBrandingContract = defineContract({
  method: 'GET',
  path: '/api/user/branding',
  summary: "The branding of the signed-in user's personal workspace, for client reports",
  tags: ['branding'],
  isAuthenticated: true,
  status: 200,
  response: ZBrandingSchema,
});

export const setMyBrandingContract = defineContract({
  method: 'PUT',
  path: '/api/user/branding',
  summary: "Set the agency's name and accent colour",
  tags: ['branding'],
  isAuthenticated: true,
  body: ZSetBrandingBodySchema,
  status: 200,
  response: ZBrandingSchema,
});

export const uploadMyBrandingLogoContract = defineContract({
  method: 'PUT',
  path: '/api/user/branding/logo',
  summary: "Upload the agency's logo (PNG or SVG; an SVG is sanitised)",
  tags: ['branding'],
  isAuthenticated: true,
  body: ZUploadLogoBodySchema,
  status: 200,
  response: ZBrandingSchema,
});

export const deleteMyBrandingLogoContract = defineContract({
  method: 'DELETE',
  path: '/api/user/branding/logo',
  summary: "Remove the agency's logo",
  tags: ['branding'],
  isAuthenticated: true,
  status: 200,
  response: ZBrandingSchema,
});
