import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { PageContainer } from '@/components/layout/page-container';
import { ProjectScope } from '@/features/projects/components/project-scope';
import { ReportsPage } from '@/features/reports/components/reports-page';

/** `/project/{id}/reports`: the client reports and their share links (editors change them). */
export const ReportsScreen = ({ projectUid }: { projectUid: string }) => (
  <PageContainer>
    <ProjectScope projectUid={projectUid}>
      {(project) => (
        <ReportsPage projectUid={project.uid} canEdit={canDoOnProject(project.role, 'edit')} />
      )}
    </ProjectScope>
  </PageContainer>
);
