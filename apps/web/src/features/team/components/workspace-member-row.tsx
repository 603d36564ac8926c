import type { TProjectGrant, TWorkspaceMember } from '@kampa/contracts/workspace/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import {
  useRemoveWorkspaceMember,
  useTransferWorkspace,
  useUpdateWorkspaceMember,
} from '@/features/team/api/workspaces';
import { ROLE_LABEL_KEYS } from '@/features/team/lib/roles';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { WORKSPACE_ROLE_LABEL_KEYS } from '@/features/team/lib/workspace-roles';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';
import { ProjectGrantsField } from './project-grants-field';

/**
 * One member: who, their role and every project they reach. The owner changes a member's role
 * and projects, removes them (from every project at once) or hands the workspace over.
 */
export const WorkspaceMemberRow = ({
  member,
  userUid,
  workspaceUid,
  projects,
  isOwnerView,
}: {
  member: TWorkspaceMember;
  userUid: string;
  workspaceUid: string;
  projects: { uid: string; name: string }[];
  isOwnerView: boolean;
}) => {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [role, setRole] = useState<'manager' | 'member'>(
    member.role === 'manager' ? 'manager' : 'member',
  );
  const [grants, setGrants] = useState<TProjectGrant[]>(
    member.projects.map((project) => ({ projectUid: project.uid, role: project.role })),
  );
  const update = useUpdateWorkspaceMember(userUid, workspaceUid);
  const remove = useRemoveWorkspaceMember(userUid, workspaceUid);
  const transfer = useTransferWorkspace(userUid, workspaceUid);
  const who = member.name ?? member.email ?? t('membership.members.unnamed');
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(t(done, { name: who }));
      return true;
    } catch (error) {
      toast.error(t(teamErrorKey(error)));
      return false;
    }
  };
  const canChange = isOwnerView && member.role !== 'owner';

  return (
    <li className="py-4" data-testid="workspace-member">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-white">
            {who}
            {member.isYou ? (
              <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
                {t('membership.members.you')}
              </span>
            ) : null}
          </p>
          {member.name && member.email ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
          ) : null}
          <p
            className="mt-1 text-sm text-slate-700 dark:text-slate-300"
            data-testid="workspace-member-role"
          >
            {t(WORKSPACE_ROLE_LABEL_KEYS[member.role])}
          </p>
          <p
            className="mt-1 text-sm text-slate-600 dark:text-slate-400"
            data-testid="workspace-member-projects"
          >
            {member.projects.length === 0
              ? t('membership.workspace.reachesNone')
              : t('membership.workspace.reaches', {
                  projects: member.projects
                    .map((project) => `${project.name} (${t(ROLE_LABEL_KEYS[project.role])})`)
                    .join(', '),
                })}
          </p>
        </div>
        {canChange ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setIsEditing(!isEditing)}
              data-testid="workspace-member-edit"
            >
              {t('membership.workspace.change')}
            </Button>
            <ConfirmButton
              label={t('membership.workspace.transfer.open')}
              title={t('membership.workspace.transfer.title', { name: who })}
              description={t('membership.workspace.transfer.description')}
              confirmLabel={t('membership.workspace.transfer.confirm')}
              isPending={transfer.isPending}
              onConfirm={() =>
                run(() => transfer.mutateAsync(member.id), 'membership.workspace.transfer.done')
              }
              testId="workspace-member-transfer"
            />
            <ConfirmButton
              label={t('membership.workspace.remove.open')}
              title={t('membership.workspace.remove.title', { name: who })}
              description={t('membership.workspace.remove.description')}
              confirmLabel={t('membership.workspace.remove.confirm')}
              isPending={remove.isPending}
              variant="danger"
              onConfirm={() =>
                run(() => remove.mutateAsync(member.id), 'membership.workspace.remove.done')
              }
              testId="workspace-member-remove"
            />
          </div>
        ) : null}
      </div>
      {canChange && isEditing ? (
        <form
          className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () =>
                update.mutateAsync({
                  memberId: member.id,
                  role,
                  projects: role === 'member' ? grants : [],
                }),
              'membership.workspace.changed',
            ).then((ok) => ok && setIsEditing(false));
          }}
        >
          <Select
            className="w-56"
            aria-label={t('membership.invite.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as 'manager' | 'member')}
            data-testid="workspace-member-role-select"
          >
            {(['member', 'manager'] as const).map((option) => (
              <option key={option} value={option}>
                {t(WORKSPACE_ROLE_LABEL_KEYS[option])}
              </option>
            ))}
          </Select>
          {role === 'member' ? (
            <ProjectGrantsField
              projects={projects}
              value={grants}
              onChange={setGrants}
              idPrefix={`grant-${member.id}`}
            />
          ) : null}
          <Button
            type="submit"
            size="sm"
            isLoading={update.isPending}
            data-testid="workspace-member-save"
          >
            {t('membership.workspace.save')}
          </Button>
        </form>
      ) : null}
    </li>
  );
};
