import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectBrandingSchema, ZSetBrandingBodySchema, ZUploadLogoBodySchema } from './branding';

export const getProjectBrandingContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/branding',
  summary: "A project's branding on its reports: its override, its agency's and the effective one",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZProjectBrandingSchema,
});

export const setProjectBrandingContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/branding',
  summary: "Override the agency's name and accent colour for a project (editor or owner)",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZSetBrandingBodySchema,
  status: 200,
  response: ZProjectBrandingSchema,
});

export const uploadProjectBrandingLogoContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/branding/logo',
  summary: "Override the agency's logo for a project (editor or owner)",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUploadLogoBodySchema,
  status: 200,
  response: ZProjectBrandingSchema,
});

export const deleteProjectBrandingLogoContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/branding/logo',
  summary: "Remove a project's own logo: its reports show the agency's again (editor or owner)",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZProjectBrandingSchema,
});
