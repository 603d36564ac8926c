import type { TShownSource } from '@/lib/shown-sources';
import { ConnectSourcePage } from '@/features/connections/components/connect-source-page';
import { ConnectOutcomeBanner } from '@/features/connections/components/connect-outcome-banner';
import { ProjectScope } from '@/features/projects/components/project-scope';
import { DateRangePicker } from '@/features/dashboards/components/date-range-picker';
import { ProjectsPage, type ProjectsPageProps } from '@/features/projects/components/projects-page';
import { useProjectChanged } from '@/features/projects/hooks/use-project-changed';
import { useUpdateProject } from '@/features/projects/api/update-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AcceptInvitePage } from '@/features/team/components/accept-invite-page';
import { TeamPage } from '@/features/team/components/team-page';
import { useWorkspaces } from '@/features/team/api/workspaces';
import {
  NewProjectWorkspaceNote,
  WorkspaceSwitcher,
} from '@/features/team/components/workspace-switcher';
import { NewProjectPage } from '@/features/projects/components/new-project-page';
import { withFilter } from '@/features/projects/lib/portfolio-view';
import { PageContainer } from '@/components/layout/page-container';

/**
 * Screens made of several features, composed here (features never import each other). Loaded
 * lazily by the routes, so the landing page does not pay for them.
 */

/**
 * `/projects`: the portfolio with the dashboards' range picker, and the outcome of a Google
 * consent that could not find its project.
 */
export const ProjectsScreen = ({
  search,
  onSearchChange,
}: Pick<ProjectsPageProps, 'search' | 'onSearchChange'>) => {
  const workspaces = useWorkspaces(useSignedInUid());
  const ownWorkspaces = workspaces.data?.workspaces.map((workspace) => workspace.uid) ?? [];
  return (
    <PageContainer>
      <ConnectOutcomeBanner />
      <ProjectsPage
        search={search}
        onSearchChange={onSearchChange}
        ownWorkspaces={ownWorkspaces}
        workspaceSwitcher={(hasSharedProjects) => (
          <WorkspaceSwitcher
            value={search.workspace}
            hasSharedProjects={hasSharedProjects}
            onChange={(workspace) => onSearchChange(withFilter(search, 'workspace', workspace))}
          />
        )}
        rangePicker={(period) => (
          <DateRangePicker search={search} onSearchChange={onSearchChange} period={period} />
        )}
      />
    </PageContainer>
  );
};

/** `/projects/new`: the create form, saying which workspace the project goes into. */
export const NewProjectScreen = ({ workspaceUid }: { workspaceUid?: string }) => (
  <NewProjectPage
    workspaceUid={workspaceUid}
    workspaceNote={<NewProjectWorkspaceNote workspaceUid={workspaceUid} />}
  />
);

/**
 * Saving the project's currency and time zone from the connect step (the chosen source's), through
 * the projects area's update; the project's other screens then show the new settings.
 */
const useAdoptSourceSettings = (projectUid: string) => {
  const onProjectChanged = useProjectChanged();
  const update = useUpdateProject(useSignedInUid());
  return (settings: { currency?: string; timeZone?: string }) =>
    update.mutateAsync({ projectUid: projectUid, body: settings }).then((project) => {
      onProjectChanged(project.uid, project);
      return project;
    });
};

/**
 * `/project/{id}/analytics/connect`, `/project/{id}/ads/connect` and `/project/{id}/search/connect`:
 * connecting the source.
 */
export const SourceConnectScreen = ({
  projectUid,
  kind,
}: {
  projectUid: string;
  kind: TShownSource;
}) => {
  const onProjectChanged = useProjectChanged();
  const onAdopt = useAdoptSourceSettings(projectUid);
  return (
    <PageContainer>
      <ProjectScope projectUid={projectUid}>
        {(project) => (
          <ConnectSourcePage
            project={project}
            kind={kind}
            onProjectChanged={onProjectChanged}
            onAdopt={onAdopt}
          />
        )}
      </ProjectScope>
    </PageContainer>
  );
};

/**
 * `/project/{id}/team`: the members and invites. A change of the caller's own role refreshes the
 * project (its screens show what the new role may do); leaving goes back to the project list.
 */
export const TeamScreen = ({ projectUid, onLeft }: { projectUid: string; onLeft: () => void }) => {
  const onProjectChanged = useProjectChanged();
  return (
    <PageContainer>
      <TeamPage
        projectUid={projectUid}
        onOwnRoleChanged={() => onProjectChanged(projectUid)}
        onLeft={() => {
          onProjectChanged(projectUid);
          onLeft();
        }}
      />
    </PageContainer>
  );
};

/** `/invite/{token}`: accepting joins the project; the project list then includes it. */
export const InviteScreen = ({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (projectUid: string) => void;
}) => {
  const onProjectChanged = useProjectChanged();
  return (
    <AcceptInvitePage
      token={token}
      onJoined={(projectUid) => {
        onProjectChanged(projectUid);
        onJoined(projectUid);
      }}
    />
  );
};
