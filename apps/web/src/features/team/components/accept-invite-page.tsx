import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useAcceptInvitation, useInvitation } from '@/features/team/api/invitation';
import { ROLE_AS_KEYS } from '@/features/team/lib/roles';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { INVITATION_TOKEN, invitationProblemKey } from '@/features/team/lib/invitation-problem';
import { useAuthState } from '@/lib/auth/auth-store';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/document-title';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/** `/invite/{token}`: what the invitation offers, and accepting it (signed in with its address). */
export const AcceptInvitePage = ({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (projectUid: string) => void;
}) => {
  const { t } = useTranslation();
  const auth = useAuthState();
  const signedInEmail = auth.status === 'signed-in' ? auth.user.email : null;
  const isWellFormed = INVITATION_TOKEN.test(token);
  const invitation = useInvitation(useSignedInUid(), token, isWellFormed);
  const accept = useAcceptInvitation(token);

  const onAccept = async () => {
    try {
      const { projectUid } = await accept.mutateAsync();
      toast.success(t('membership.accept.joined', { name: invitation.data?.projectName ?? '' }));
      onJoined(projectUid);
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
          <Card className="p-5 sm:p-6" data-testid="invitation">
            {invitation.data ? (
              <>
                <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <MailCheck aria-hidden="true" className="size-6" />
                </div>
                <p className="text-slate-900 dark:text-white">
                  {t(
                    invitation.data.invitedByName
                      ? 'membership.accept.offerBy'
                      : 'membership.accept.offer',
                    {
                      inviter: invitation.data.invitedByName,
                      project: invitation.data.projectName,
                      roleAs: t(ROLE_AS_KEYS[invitation.data.role]),
                    },
                  )}
                </p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t('membership.accept.forAddress', { email: invitation.data.email })}
                </p>
              </>
            ) : null}
            {problem ? (
              <p
                role="alert"
                className="mt-4 text-sm text-red-700 dark:text-red-400"
                data-testid="invitation-problem"
              >
                {t(problem, { email: invitation.data?.email ?? '', signedIn: signedInEmail ?? '' })}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-2">
              {invitation.data && !accept.isError ? (
                <Button
                  isLoading={accept.isPending}
                  onClick={() => void onAccept()}
                  data-testid="invitation-accept"
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
