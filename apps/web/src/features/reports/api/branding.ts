import type { TSetBrandingBody, TUploadLogoBody } from '@kampa/contracts/branding/branding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const myBranding = () => import('@kampa/contracts/branding/my-branding');
const projectBranding = () => import('@kampa/contracts/branding/project-branding');
const workspaceBranding = () => import('@kampa/contracts/branding/workspace-branding');

/** Query keys of branding, under the signed-in user's uid. */
export const brandingKeys = {
  all: (userUid: string) => ['user', userUid, 'branding'] as const,
  mine: (userUid: string) => [...brandingKeys.all(userUid), 'mine'] as const,
  workspace: (userUid: string, workspaceUid: string) =>
    [...brandingKeys.all(userUid), 'workspace', workspaceUid] as const,
  project: (userUid: string, projectUid: string) =>
    [...brandingKeys.all(userUid), 'project', projectUid] as const,
};

export const getMyBrandingQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: brandingKeys.mine(userUid),
    queryFn: () => apiRequest(() => myBranding().then((module) => module.getMyBrandingContract)),
  });

/** The agency's branding: the signed-in user's profile. */
export const useMyBranding = (userUid: string) => useQuery(getMyBrandingQueryOptions(userUid));

export const getProjectBrandingQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: brandingKeys.project(userUid, projectUid),
    queryFn: () =>
      apiRequest(() => projectBranding().then((module) => module.getProjectBrandingContract), {
        params: { projectUid },
      }),
  });

/** A project's branding: its override, its agency's and the effective one. */
export const useProjectBranding = (userUid: string, projectUid: string) =>
  useQuery(getProjectBrandingQueryOptions(userUid, projectUid));

/** Any branding change: every branding answer is asked again (a profile feeds its projects'). */
const useBrandingMutation = <TInput, TResult>(
  userUid: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: brandingKeys.all(userUid) });
    },
  });
};

export const useSaveMyBranding = (userUid: string) =>
  useBrandingMutation(userUid, (body: TSetBrandingBody) =>
    apiRequest(() => myBranding().then((module) => module.setMyBrandingContract), { body }),
  );

export const useUploadMyLogo = (userUid: string) =>
  useBrandingMutation(userUid, (body: TUploadLogoBody) =>
    apiRequest(() => myBranding().then((module) => module.uploadMyBrandingLogoContract), {
      body,
    }),
  );

export const useDeleteMyLogo = (userUid: string) =>
  useBrandingMutation(userUid, () =>
    apiRequest(() => myBranding().then((module) => module.deleteMyBrandingLogoContract)),
  );

export const useSaveProjectBranding = (userUid: string, projectUid: string) =>
  useBrandingMutation(userUid, (body: TSetBrandingBody) =>
    apiRequest(() => projectBranding().then((module) => module.setProjectBrandingContract), {
      params: { projectUid },
      body,
    }),
  );

export const useUploadProjectLogo = (userUid: string, projectUid: string) =>
  useBrandingMutation(userUid, (body: TUploadLogoBody) =>
    apiRequest(() => projectBranding().then((module) => module.uploadProjectBrandingLogoContract), {
      params: { projectUid },
      body,
    }),
  );

export const useDeleteProjectLogo = (userUid: string, projectUid: string) =>
  useBrandingMutation(userUid, () =>
    apiRequest(() => projectBranding().then((module) => module.deleteProjectBrandingLogoContract), {
      params: { projectUid },
    }),
  );

/** An agency workspace's branding (its projects' reports show it unless they override it). */
export const useWorkspaceBranding = (userUid: string, workspaceUid: string) =>
  useQuery({
    queryKey: brandingKeys.workspace(userUid, workspaceUid),
    queryFn: () =>
      apiRequest(() => workspaceBranding().then((module) => module.getWorkspaceBrandingContract), {
        params: { workspaceUid },
      }),
  });

export const useSaveWorkspaceBranding = (userUid: string, workspaceUid: string) =>
  useBrandingMutation(userUid, (body: TSetBrandingBody) =>
    apiRequest(() => workspaceBranding().then((module) => module.setWorkspaceBrandingContract), {
      params: { workspaceUid },
      body,
    }),
  );

export const useUploadWorkspaceLogo = (userUid: string, workspaceUid: string) =>
  useBrandingMutation(userUid, (body: TUploadLogoBody) =>
    apiRequest(
      () => workspaceBranding().then((module) => module.uploadWorkspaceBrandingLogoContract),
      { params: { workspaceUid }, body },
    ),
  );

export const useDeleteWorkspaceLogo = (userUid: string, workspaceUid: string) =>
  useBrandingMutation(userUid, () =>
    apiRequest(
      () => workspaceBranding().then((module) => module.deleteWorkspaceBrandingLogoContract),
      { params: { workspaceUid } },
    ),
  );
