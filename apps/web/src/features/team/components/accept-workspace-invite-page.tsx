import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardSkeleton } from '@/components/ui/skeleton';
import {
  useAcceptWorkspaceInvitation,
  useWorkspaceInvitation,
} from '@/features/team/api/workspaces';
import { WORKSPACE_ROLE_LABEL_KEYS } from '@/features/team/lib/workspace-roles';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { INVITATION_TOKEN, invitationProblemKey } from '@/features/team/lib/invitation-problem';
import { useAuthState } from '@/lib/auth/auth-store';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/document-title';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/** `/workspace-invite/{token}`: what a workspace invitation offers, and joining. */
export const AcceptWorkspaceInvitePage = ({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (workspaceUid: string) => void;
}) => {
  const { t } = useTranslation();
  const auth = useAuthState();
  const signedInEmail = auth.status === 'signed-in' ? auth.user.email : null;
  const userUid = useSignedInUid();
  const isWellFormed = INVITATION_TOKEN.test(token);
  const invitation = useWorkspaceInvitation(userUid, token, isWellFormed);
  const accept = useAcceptWorkspaceInvitation(userUid, token);
  const offer = invitation.data;
  const workspaceName =
    offer?.workspaceName ??
    (offer?.invitedByName
      ? t('membership.workspace.personalOf', { name: offer.invitedByName })
      : t('membership.workspace.unnamed'));

  const onAccept = async () => {
    try {
      const { workspaceUid } = await accept.mutateAsync();
      toast.success(t('membership.workspace.joined', { name: workspaceName }));
      onJoined(workspaceUid);
    } catch {
      // shown below
    }
  };

  const problem = !isWellFormed
    ? 'membership.accept.invalid'
    : invitation.isError
      ? invitationProblemKey(invitation.error)
      : accept.isError
        ? invitationProblemKey(accept.error)
        : null;
  useDocumentTitle('screen', t('membership.accept.title'));
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('membership.accept.title')}
        </h1>
        {isWellFormed && invitation.isPending ? (
          <CardSkeleton className="h-48" />
        ) : (
          <Card className="p-5 sm:p-6" data-testid="workspace-invitation">
            {offer ? (
              <>
                <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <Building2 aria-hidden="true" className="size-6" />
                </div>
                <p className="text-slate-900 dark:text-white">
                  {t('membership.workspace.offer', {
                    inviter: offer.invitedByName ?? 'Kampa',
                    workspace: workspaceName,
                    role: t(WORKSPACE_ROLE_LABEL_KEYS[offer.role]),
                  })}
                </p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {offer.role === 'member'
                    ? t('membership.workspace.offerProjects', { count: offer.projectCount })
                    : t('membership.workspace.invite.managerReach')}
                </p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t('membership.accept.forAddress', { email: offer.email })}
                </p>
              </>
            ) : null}
            {problem ? (
              <p
                role="alert"
                className="mt-4 text-sm text-red-700 dark:text-red-400"
                data-testid="workspace-invitation-problem"
              >
                {t(problem, { email: offer?.email ?? '', signedIn: signedInEmail ?? '' })}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-2">
              {offer && !accept.isError ? (
                <Button
                  isLoading={accept.isPending}
                  onClick={() => void onAccept()}
                  data-testid="workspace-invitation-accept"
                >
                  {t('membership.accept.submit')}
                </Button>
              ) : null}
              <Link to="/projects" className={buttonClasses('secondary')}>
                {t('membership.accept.toProjects')}
              </Link>
            </div>
          </Card>
        )}
      </div>
    </PageContainer>
  );
};
