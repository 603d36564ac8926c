import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardSkeleton, PageSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useMe } from '@/features/auth/api/get-me';
import { getTosStatusQueryOptions, useTosStatus } from '@/features/auth/api/get-tos-status';
import { useAuthState } from '@/lib/auth/auth-store';
import { onTermsRequired } from '@/lib/auth/terms-signal';
import { SignInPrompt } from './sign-in-prompt';

// Shown once per account (and again when the terms change): loaded when needed, not with every page.
const TosAcceptance = lazy(() =>
  import('./tos-acceptance').then((module) => ({ default: module.TosAcceptance })),
);
const WelcomeNotice = lazy(() =>
  import('./welcome-notice').then((module) => ({ default: module.WelcomeNotice })),
);

const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-md p-6 text-center" role="alert">
        <p className="text-slate-800 dark:text-slate-200">{t('auth.gate.loadFailed')}</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('auth.gate.retry')}
        </Button>
      </Card>
    </div>
  );
};

const CardPlaceholder = () => (
  <div className="flex justify-center px-4 py-10">
    <CardSkeleton className="w-full max-w-xl" />
  </div>
);

const TermsGate = ({ uid, children }: { uid: string; children: ReactNode }) => {
  const tos = useTosStatus(uid);
  const queryClient = useQueryClient();
  // The API refuses project data until the current terms are accepted; when it says so (a new
  // version came into force during the session), read the status again to show the terms.
  useEffect(
    () =>
      onTermsRequired(
        () =>
          void queryClient.invalidateQueries({ queryKey: getTosStatusQueryOptions(uid).queryKey }),
      ),
    [queryClient, uid],
  );
  if (tos.isPending) return <CardPlaceholder />;
  if (tos.isError) return <LoadFailed onRetry={() => void tos.refetch()} />;
  if (!tos.data.accepted) {
    return (
      <Suspense fallback={<CardPlaceholder />}>
        <TosAcceptance uid={uid} status={tos.data} />
      </Suspense>
    );
  }
  return <>{children}</>;
};

/** The profile gate: a loading card, the content when the profile exists, else the welcome notice. */
const ProfileGate = ({ uid, children }: { uid: string; children: ReactNode }) => {
  const me = useMe(uid);
  if (me.isPending) return <CardPlaceholder />;
  if (isApiError(me.error, 'profile_missing')) {
    return (
      <Suspense fallback={<CardPlaceholder />}>
        <WelcomeNotice uid={uid} />
      </Suspense>
    );
  }
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />;
  return <TermsGate uid={uid}>{children}</TermsGate>;
};

/**
 * The signed-in layout route's gate (every route but the public ones is under it): a skeleton until
 * the sign-in state is known, a sign-in prompt over the skeleton when signed out, then the profile
 * and terms gates, then the content.
 */
export const AuthGate = ({ children }: { children: ReactNode }) => {
  const auth = useAuthState();
  if (auth.status === 'loading') return <PageSkeleton />;
  if (auth.status === 'signed-out') return <SignInPrompt />;
  return (
    <ProfileGate key={auth.user.uid} uid={auth.user.uid}>
      {children}
    </ProfileGate>
  );
};
