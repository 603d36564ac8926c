import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { canDoOnProject, invitableRoles } from '@kampa/contracts/project/permissions';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useMembers } from '@/features/team/api/list-members';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { InviteForm } from './invite-form';
import { InviteRow } from './invite-row';
import { LeaveSection } from './leave-section';
import { MemberRow } from './member-row';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/**
 * `/project/{id}/team`: the members with their roles, pending invites and the invite form. Each
 * part shows only what the caller's role may do; the API refuses the rest anyway.
 */
export const TeamPage = ({
  projectUid,
  onOwnRoleChanged,
  onLeft,
}: {
  projectUid: string;
  /** The caller's own role changed (the project's other screens ask again). */
  onOwnRoleChanged: () => void;
  onLeft: () => void;
}) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const team = useMembers(userUid, projectUid);

  if (isApiError(team.error, 'not_found')) return <NotFoundView />;
  const header = (
    <PageHeader title={t('membership.title')} description={t('membership.description')} />
  );
  if (team.isPending) {
    return (
      <>
        {header}
        <div className="space-y-6" aria-busy="true">
          <CardSkeleton className="h-40" />
          <CardSkeleton className="h-64" />
        </div>
      </>
    );
  }
  if (team.isError) {
    return (
      <>
        {header}
        <ErrorState
          title={t('membership.error.title')}
          description={t('membership.error.description')}
          retryLabel={t('membership.error.retry')}
          onRetry={() => void team.refetch()}
          isRetrying={team.isFetching}
        />
      </>
    );
  }
  const { yourRole, members, invites } = team.data;
  const mayInvite = canDoOnProject(yourRole, 'invite');
  const mayGive = invitableRoles(yourRole);
  return (
    <>
      {header}
      <div className="space-y-6">
        {mayInvite ? (
          <InviteForm userUid={userUid} projectUid={projectUid} yourRole={yourRole} />
        ) : null}
        <Card className="px-5 py-4 sm:px-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <Users aria-hidden="true" className="size-5" />
            {t('membership.members.title', { number: members.length })}
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="member-list">
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                userUid={userUid}
                projectUid={projectUid}
                canManageMembers={canDoOnProject(yourRole, 'manage_members')}
                onOwnRoleChanged={onOwnRoleChanged}
              />
            ))}
          </ul>
        </Card>
        {mayInvite ? (
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
                data-testid="invite-list"
              >
                {invites.map((invite) => (
                  <InviteRow
                    key={invite.id}
                    invite={invite}
                    userUid={userUid}
                    projectUid={projectUid}
                    canManage={mayGive.includes(invite.role)}
                  />
                ))}
              </ul>
            )}
          </Card>
        ) : null}
        <LeaveSection
          projectUid={projectUid}
          isLastOwner={
            yourRole === 'owner' && members.filter((member) => member.role === 'owner').length <= 1
          }
          onLeft={onLeft}
        />
      </div>
    </>
  );
};
