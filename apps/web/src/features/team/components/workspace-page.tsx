import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { canDoInWorkspace } from '@kampa/contracts/workspace/permissions';
import type { TWorkspace } from '@kampa/contracts/workspace/workspace';
import { ZWorkspaceNameSchema } from '@kampa/contracts/workspace/workspace';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CardSkeleton } from '@/components/ui/skeleton';
import {
  useLeaveWorkspace,
  useRenameWorkspace,
  useRevokeWorkspaceInvite,
  useWorkspaceMembers,
} from '@/features/team/api/workspaces';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { WORKSPACE_ROLE_LABEL_KEYS, workspaceNameOf } from '@/features/team/lib/workspace-roles';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';
import { WorkspaceInviteForm } from './workspace-invite-form';
import { WorkspaceMemberRow } from './workspace-member-row';
import { DeleteWorkspaceCard, WorkspaceProjectsCard } from './workspace-owner-cards';

// The team screens' words load with them (see the function).
loadMembershipMessages();

const RenameForm = ({ userUid, workspace }: { userUid: string; workspace: TWorkspace }) => {
  const { t } = useTranslation();
  const rename = useRenameWorkspace(userUid, workspace.uid);
  const [name, setName] = useState(workspace.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ZWorkspaceNameSchema.safeParse(name).success) {
      setError(t('membership.workspace.nameInvalid'));
      return;
    }
    setError(null);
    try {
      await rename.mutateAsync(name);
      toast.success(t('membership.workspace.renamed'));
    } catch (caught) {
      setError(t(teamErrorKey(caught)));
    }
  };
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <FormField label={t('membership.workspace.name')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={80}
            data-testid="workspace-rename"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" className="sm:mt-7" isLoading={rename.isPending}>
        {t('membership.workspace.renameSubmit')}
      </Button>
    </form>
  );
};

/**
 * `/workspaces/{id}`: the workspace's members, their roles and the projects each reaches; its
 * owner invites once, changes, removes and hands over; everyone else may leave. Its clients'
 * reports and its branding come in from other features through the slots.
 */
export const WorkspacePage = ({
  workspaceUid,
  onLeft,
  brandingSection,
  reportsSection,
  notificationsSection,
}: {
  workspaceUid: string;
  /** After leaving or deleting the workspace (it is no longer one's to show). */
  onLeft: () => void;
  /** The workspace's report branding (composed in `app/`), for its owner and managers. */
  brandingSection?: (workspace: TWorkspace) => ReactNode;
  /** Its clients' reports and their last sends (composed in `app/`), for every member. */
  reportsSection?: (workspace: TWorkspace) => ReactNode;
  /** The notification defaults of its people (composed in `app/`); members see what applies. */
  notificationsSection?: (workspace: TWorkspace) => ReactNode;
}) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const members = useWorkspaceMembers(userUid, workspaceUid);
  const leave = useLeaveWorkspace(userUid, workspaceUid);
  const revoke = useRevokeWorkspaceInvite(userUid, workspaceUid);
  const name = members.data ? workspaceNameOf(members.data.workspace, t) : '';
  useDocumentTitle('screen', name || t('membership.workspace.listTitle'));

  if (isApiError(members.error, 'not_found') || isApiError(members.error, 'validation_failed')) {
    return <NotFoundView />;
  }
  if (members.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <CardSkeleton className="h-24" />
        <CardSkeleton className="h-64" />
      </div>
    );
  }
  if (members.isError) {
    return (
      <ErrorState
        title={t('membership.error.title')}
        description={t('membership.error.description')}
        retryLabel={t('membership.error.retry')}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  }
  const { workspace, projects, invites } = members.data;
  const isOwnerView = canDoInWorkspace(workspace.role, 'manage_members');
  return (
    <>
      <PageHeader
        title={name}
        description={t('membership.workspace.description', {
          role: t(WORKSPACE_ROLE_LABEL_KEYS[workspace.role]),
          count: workspace.projectCount,
        })}
        actions={
          <Link
            to="/projects"
            search={{ workspace: workspace.uid }}
            className={buttonClasses('secondary')}
            data-testid="workspace-projects"
          >
            {t('membership.workspace.openProjects')}
          </Link>
        }
      />
      <div className="space-y-6">
        {reportsSection?.(workspace)}
        {canDoInWorkspace(workspace.role, 'edit_settings') ? (
          <Card className="p-5 sm:p-6">
            <RenameForm userUid={userUid} workspace={workspace} />
          </Card>
        ) : null}
        {canDoInWorkspace(workspace.role, 'edit_settings') ? brandingSection?.(workspace) : null}
        {notificationsSection?.(workspace)}
        {isOwnerView ? (
          <WorkspaceInviteForm userUid={userUid} workspaceUid={workspace.uid} projects={projects} />
        ) : null}
        <Card className="px-5 py-4 sm:px-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <Users aria-hidden="true" className="size-5" />
            {t('membership.members.title', { number: members.data.members.length })}
          </h2>
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="workspace-member-list"
          >
            {members.data.members.map((member) => (
              <WorkspaceMemberRow
                key={`${member.id}-${member.role}-${member.projects.map((p) => p.uid + p.role).join()}`}
                member={member}
                userUid={userUid}
                workspaceUid={workspace.uid}
                projects={projects}
                isOwnerView={isOwnerView}
              />
            ))}
          </ul>
        </Card>
        {isOwnerView ? (
          <Card className="px-5 py-4 sm:px-6">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('membership.invites.title')}
            </h2>
            {invites.length === 0 ? (
              <p className="py-4 text-sm text-slate-600 dark:text-slate-400">
                {t('membership.invites.none')}
              </p>
            ) : (
              <ul
                className="divide-y divide-slate-200 dark:divide-slate-800"
                data-testid="workspace-invite-list"
              >
                {invites.map((invite) => (
                  <li
                    key={invite.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <span className="min-w-0 text-sm wrap-anywhere text-slate-800 dark:text-slate-200">
                      {invite.email} · {t(WORKSPACE_ROLE_LABEL_KEYS[invite.role])}
                      {invite.role === 'member'
                        ? ` · ${t('membership.workspace.projectCount', { count: invite.projects.length })}`
                        : ''}
                    </span>
                    <ConfirmButton
                      label={t('membership.invites.revoke')}
                      title={t('membership.invites.revokeFor', { email: invite.email })}
                      description={t('membership.workspace.revokeDescription')}
                      confirmLabel={t('membership.invites.revoke')}
                      isPending={revoke.isPending}
                      onConfirm={async () => {
                        try {
                          await revoke.mutateAsync(invite.id);
                          toast.success(t('membership.invites.revoked', { email: invite.email }));
                          return true;
                        } catch (error) {
                          toast.error(t(teamErrorKey(error)));
                          return false;
                        }
                      }}
                      testId="workspace-invite-revoke"
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ) : null}
        {isOwnerView ? (
          <WorkspaceProjectsCard userUid={userUid} workspace={workspace} projects={projects} />
        ) : null}
        {canDoInWorkspace(workspace.role, 'delete') && !workspace.isPersonal ? (
          <DeleteWorkspaceCard
            userUid={userUid}
            workspace={workspace}
            name={name}
            onDeleted={onLeft}
          />
        ) : null}
        {workspace.role !== 'owner' ? (
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('membership.workspace.leave.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('membership.workspace.leave.description')}
            </p>
            <div className="mt-4">
              <ConfirmButton
                label={t('membership.workspace.leave.open')}
                title={t('membership.workspace.leave.confirmTitle', { name })}
                description={t('membership.workspace.leave.description')}
                confirmLabel={t('membership.workspace.leave.open')}
                isPending={leave.isPending}
                variant="danger"
                onConfirm={async () => {
                  try {
                    await leave.mutateAsync();
                    toast.success(t('membership.workspace.leave.done', { name }));
                    onLeft();
                    return true;
                  } catch (error) {
                    toast.error(t(teamErrorKey(error)));
                    return false;
                  }
                }}
                testId="workspace-leave"
              />
            </div>
          </Card>
        ) : null}
      </div>
    </>
  );
};
