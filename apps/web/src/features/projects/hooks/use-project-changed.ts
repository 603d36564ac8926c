import type { TProject } from '@kampa/contracts/project/project';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  projectKeys,
  refreshProjectLists,
  rememberProject,
} from '@/features/projects/api/project-keys';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/**
 * For other areas (composed in `app/`) that change a project, e.g. by connecting a source: with
 * the new project, it is cached as answered; without, it is asked for again. The list follows.
 */
export const useProjectChanged = () => {
  const queryClient = useQueryClient();
  const userUid = useSignedInUid();
  return useCallback(
    (projectUid: string, project?: TProject) => {
      if (project) {
        void rememberProject(queryClient, userUid, project);
        return;
      }
      void queryClient.invalidateQueries({
        queryKey: projectKeys.detail(userUid, projectUid),
        exact: true,
        refetchType: 'all',
      });
      void refreshProjectLists(queryClient, userUid);
    },
    [queryClient, userUid],
  );
};
