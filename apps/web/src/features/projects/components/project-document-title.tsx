import { useProject } from '@/features/projects/api/get-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useDocumentTitle } from '@/lib/document-title';
import { isProjectUid } from '@/lib/project-uid';

/** Puts the project's name in the tab's title on every screen of the project. */
export const ProjectDocumentTitle = ({ projectUid }: { projectUid: string }) => {
  const isWellFormed = isProjectUid(projectUid);
  const project = useProject(useSignedInUid(), projectUid, isWellFormed);
  useDocumentTitle('project', project.data?.name);
  return null;
};
