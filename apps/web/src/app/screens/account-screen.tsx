import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { ExportSection } from '@/features/account/components/export-section';
import { NotificationsSection } from '@/features/account/components/notifications-section';
import { PreferencesSection } from '@/features/account/components/preferences-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { AccountSection } from '@/features/account/components/section';
import { useMe } from '@/features/auth/api/get-me';
import { useTosStatus } from '@/features/auth/api/get-tos-status';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { YourConnections } from '@/features/connections/components/your-connections';
import { AgencyBrandingCard } from '@/features/reports/components/agency-branding-card';
import { useAuthState } from '@/lib/auth/auth-store';

/**
 * `/account`: the profile (from the auth area), preferences, notifications, the Google connections
 * the person made (connections area), the export and the deletion (account area).
 */
export const AccountScreen = ({ onDeleted }: { onDeleted: () => void }) => {
  const { t } = useTranslation();
  const auth = useAuthState();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const uid = user?.uid ?? '';
  const me = useMe(uid);
  const tos = useTosStatus(uid);

  const header = <PageHeader title={t('account.title')} description={t('account.description')} />;
  if (me.isError || tos.isError) {
    return (
      <PageContainer>
        <div className="mx-auto max-w-3xl">
          {header}
          <ErrorState
            title={t('account.error.title')}
            description={t('account.error.description')}
            retryLabel={t('account.error.retry')}
            isRetrying={me.isFetching || tos.isFetching}
            onRetry={() => {
              void me.refetch();
              void tos.refetch();
            }}
          />
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {/* The title and its intro stand in the same column as the cards below them. */}
      <div className="mx-auto max-w-3xl">
        {header}
        <div className="flex flex-col gap-6">
          {me.data && tos.data ? (
            <ProfileSection
              avatar={
                <UserAvatar
                  name={me.data.displayName}
                  photoUrl={me.data.photoUrl}
                  className="size-14"
                />
              }
              facts={{
                displayName: me.data.displayName,
                email: me.data.email,
                providerId: user?.providerId ?? null,
                memberSince: me.data.createdAt,
                terms: { version: tos.data.acceptedVersion, acceptedAt: tos.data.acceptedAt },
              }}
            />
          ) : (
            <CardSkeleton className="h-72" />
          )}
          <PreferencesSection />
          <NotificationsSection userUid={uid} />
          <AccountSection
            id="connections"
            title={t('account.connections.title')}
            description={t('account.connections.description')}
          >
            <YourConnections userUid={uid} />
          </AccountSection>
          <AgencyBrandingCard userUid={uid} />
          <ExportSection />
          <DeleteAccountSection
            userUid={uid}
            email={me.data?.email ?? null}
            onDeleted={onDeleted}
          />
        </div>
      </div>
    </PageContainer>
  );
};
