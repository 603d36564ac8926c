import { defineContract } from '../common/contract';
import { ZWorkspaceParamsSchema } from '../common/params';
import { ZBrandingSchema, ZSetBrandingBodySchema, ZUploadLogoBodySchema } from './branding';

/**
 * A workspace's branding for its client reports (the agency's name, accent colour and logo): its
 * members read it, its owner and managers change it; someone outside it gets 404. Every project of
 * the workspace shows it unless the project overrides a field.
 */
export const getWorkspaceBrandingContract = defineContract({
  method: 'GET',
  path: '/api/workspaces/:workspaceUid/branding',
  summary: "A workspace's branding for client reports",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  status: 200,
  response: ZBrandingSchema,
});

export const setWorkspaceBrandingContract = defineContract({
  method: 'PUT',
  path: '/api/workspaces/:workspaceUid/branding',
  summary: "Set a workspace's agency name and accent colour",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  body: ZSetBrandingBodySchema,
  status: 200,
  response: ZBrandingSchema,
});

export const uploadWorkspaceBrandingLogoContract = defineContract({
  method: 'PUT',
  path: '/api/workspaces/:workspaceUid/branding/logo',
  summary: "Upload a workspace's logo (PNG or SVG; an SVG is sanitised)",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  body: ZUploadLogoBodySchema,
  status: 200,
  response: ZBrandingSchema,
});

export const deleteWorkspaceBrandingLogoContract = defineContract({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceUid/branding/logo',
  summary: "Remove a workspace's logo",
  tags: ['branding'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  status: 200,
  response: ZBrandingSchema,
});
