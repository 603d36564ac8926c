import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { useProject } from '@/features/projects/api/get-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { isProjectUid } from '@/lib/project-uid';

/**
 * Whether the user may connect the project's sources (editors and owners), from the project the
 * shell has already loaded; until it is known, the way to connect is not offered.
 */
export const useCanConnect = (projectUid: string) => {
  const isWellFormed = isProjectUid(projectUid);
  const project = useProject(useSignedInUid(), projectUid, isWellFormed);
  return project.data ? canDoOnProject(project.data.role, 'edit') : false;
};
