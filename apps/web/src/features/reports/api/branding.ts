import type { TSetBrandingBody, TUploadLogoBody } from '@kampa/contracts/branding/branding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const myBranding = () => import('@kampa/contracts/branding/my-branding');
const projectBranding = () => import('@kampa/contracts/branding/project-branding');

/** Query keys of branding, under the signed-in user's uid. */
export const brandingKeys = {
  all: (userUid: string) => ['user', userUid, 'branding'] as const,
  mine: (userUid: string) => [...brandingKeys.all(userUid), 'mine'] as const,
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
