import { canDoInWorkspace } from '@kampa/contracts/workspace/permissions';
import type { TWorkspace } from '@kampa/contracts/workspace/workspace';
import { Link } from '@tanstack/react-router';
import { FolderInput } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { useDeleteWorkspace, useMoveProject, useWorkspaces } from '@/features/team/api/workspaces';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { workspaceNameOf } from '@/features/team/lib/workspace-roles';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';

const ProjectMoveRow = ({
  userUid,
  project,
  targets,
}: {
  userUid: string;
  project: { uid: string; name: string };
  targets: TWorkspace[];
}) => {
  const { t } = useTranslation();
  const move = useMoveProject(userUid);
  const [target, setTarget] = useState('');
  const chosen = targets.find((workspace) => workspace.uid === target);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <Link
        to="/project/$projectId/dashboard"
        params={{ projectId: project.uid }}
        className="min-w-0 truncate text-sm font-medium text-slate-900 hover:underline dark:text-white"
      >
        {project.name}
      </Link>
      {targets.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* The control is full width by default: its box sets the width. */}
          <div className="w-48 sm:w-56">
            <Select
              value={target}
              aria-label={t('membership.workspace.move.target', { project: project.name })}
              data-testid="workspace-move-target"
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">{t('membership.workspace.move.choose')}</option>
              {targets.map((workspace) => (
                <option key={workspace.uid} value={workspace.uid}>
                  {workspaceNameOf(workspace, t)}
                </option>
              ))}
            </Select>
          </div>
          {chosen ? (
            <ConfirmButton
              label={t('membership.workspace.move.open')}
              title={t('membership.workspace.move.title', {
                project: project.name,
                workspace: workspaceNameOf(chosen, t),
              })}
              description={t('membership.workspace.move.description')}
              confirmLabel={t('membership.workspace.move.confirm')}
              isPending={move.isPending}
              variant="secondary"
              icon={<FolderInput aria-hidden="true" className="size-4" />}
              onConfirm={async () => {
                try {
                  await move.mutateAsync({ projectUid: project.uid, workspaceUid: chosen.uid });
                  toast.success(
                    t('membership.workspace.move.done', {
                      project: project.name,
                      workspace: workspaceNameOf(chosen, t),
                    }),
                  );
                  return true;
                } catch (error) {
                  toast.error(t(teamErrorKey(error)));
                  return false;
                }
              }}
              testId="workspace-move"
            />
          ) : (
            <Button variant="secondary" size="sm" disabled data-testid="workspace-move">
              {t('membership.workspace.move.open')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
};

/**
 * The owner's list of the workspace's projects, each movable into another workspace where they may
 * add projects (a personal project into the agency's, say).
 */
export const WorkspaceProjectsCard = ({
  userUid,
  workspace,
  projects,
}: {
  userUid: string;
  workspace: TWorkspace;
  projects: { uid: string; name: string }[];
}) => {
  const { t } = useTranslation();
  const workspaces = useWorkspaces(userUid);
  const targets = (workspaces.data?.workspaces ?? []).filter(
    (other) => other.uid !== workspace.uid && canDoInWorkspace(other.role, 'create_project'),
  );
  return (
    <Card className="px-5 py-4 sm:px-6" data-testid="workspace-projects-card">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('membership.workspace.move.listTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {targets.length > 0
          ? t('membership.workspace.move.hint')
          : t('membership.workspace.move.noTarget')}
      </p>
      {projects.length === 0 ? (
        <p className="py-4 text-sm text-slate-600 dark:text-slate-400">
          {t('membership.workspace.grants.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {projects.map((project) => (
            <ProjectMoveRow
              key={project.uid}
              userUid={userUid}
              project={project}
              targets={targets}
            />
          ))}
        </ul>
      )}
    </Card>
  );
};

/** The owner deletes an agency's workspace once it holds no project; a personal one stays. */
export const DeleteWorkspaceCard = ({
  userUid,
  workspace,
  name,
  onDeleted,
}: {
  userUid: string;
  workspace: TWorkspace;
  name: string;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteWorkspace(userUid, workspace.uid);
  const isEmpty = workspace.projectCount === 0;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('membership.workspace.delete.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {isEmpty
          ? t('membership.workspace.delete.description')
          : t('membership.workspace.delete.notEmpty', { count: workspace.projectCount })}
      </p>
      <div className="mt-4">
        {isEmpty ? (
          <ConfirmButton
            label={t('membership.workspace.delete.open')}
            title={t('membership.workspace.delete.confirmTitle', { name })}
            description={t('membership.workspace.delete.description')}
            confirmLabel={t('membership.workspace.delete.open')}
            isPending={remove.isPending}
            variant="danger"
            onConfirm={async () => {
              try {
                await remove.mutateAsync();
                toast.success(t('membership.workspace.delete.done', { name }));
                onDeleted();
                return true;
              } catch (error) {
                toast.error(t(teamErrorKey(error)));
                return false;
              }
            }}
            testId="workspace-delete"
          />
        ) : (
          <Button variant="danger" size="sm" disabled data-testid="workspace-delete">
            {t('membership.workspace.delete.open')}
          </Button>
        )}
      </div>
    </Card>
  );
};
