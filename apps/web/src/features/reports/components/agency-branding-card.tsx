import { loadReportsMessages } from '@/features/reports/lib/reports-messages';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import type {
  TBranding,
  TSetBrandingBody,
  TUploadLogoBody,
} from '@kampa/contracts/branding/branding';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import {
  useDeleteMyLogo,
  useDeleteWorkspaceLogo,
  useMyBranding,
  useSaveMyBranding,
  useSaveWorkspaceBranding,
  useUploadMyLogo,
  useUploadWorkspaceLogo,
  useWorkspaceBranding,
} from '@/features/reports/api/branding';
import { BrandingEditor } from './branding-editor';

loadReportsMessages();

type BrandingHooks = {
  branding: UseQueryResult<TBranding>;
  save: UseMutationResult<TBranding, Error, TSetBrandingBody>;
  upload: UseMutationResult<TBranding, Error, TUploadLogoBody>;
  remove: UseMutationResult<TBranding, Error, unknown>;
};

/** The personal workspace's branding (the account page). */
const useMine = (userUid: string): BrandingHooks => ({
  branding: useMyBranding(userUid),
  save: useSaveMyBranding(userUid),
  upload: useUploadMyLogo(userUid),
  remove: useDeleteMyLogo(userUid),
});

/** An agency workspace's (its page). */
const useOfWorkspace = (userUid: string, workspaceUid: string): BrandingHooks => ({
  branding: useWorkspaceBranding(userUid, workspaceUid),
  save: useSaveWorkspaceBranding(userUid, workspaceUid),
  upload: useUploadWorkspaceLogo(userUid, workspaceUid),
  remove: useDeleteWorkspaceLogo(userUid, workspaceUid),
});

/**
 * The "Branding" card: the agency's name, accent colour and logo, which every client report of the
 * workspace's projects shows unless a project overrides them. On the account page the personal
 * workspace's; on a workspace's page (`workspaceUid`) that workspace's.
 */
export const AgencyBrandingCard = (props: { userUid: string; workspaceUid?: string }) =>
  props.workspaceUid ? (
    <WorkspaceBrandingCard userUid={props.userUid} workspaceUid={props.workspaceUid} />
  ) : (
    <MyBrandingCard userUid={props.userUid} />
  );

const MyBrandingCard = ({ userUid }: { userUid: string }) => (
  <BrandingCard hooks={useMine(userUid)} description="reports.branding.description" />
);

const WorkspaceBrandingCard = ({
  userUid,
  workspaceUid,
}: {
  userUid: string;
  workspaceUid: string;
}) => (
  <BrandingCard
    hooks={useOfWorkspace(userUid, workspaceUid)}
    description="reports.branding.workspaceDescription"
  />
);

const BrandingCard = ({
  hooks: { branding, save, upload, remove },
  description,
}: {
  hooks: BrandingHooks;
  description: string;
}) => {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6" data-testid="account-branding">
      <section aria-labelledby="account-branding-title">
        <h2
          id="account-branding-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('reports.branding.title')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t(description)}
        </p>
        <div className="mt-4">
          {branding.isPending ? (
            <CardSkeleton />
          ) : branding.isError ? (
            <ErrorState
              variant="section"
              title={t('reports.branding.errorTitle')}
              description={t('reports.branding.errorDescription')}
              retryLabel={t('reports.page.retry')}
              isRetrying={branding.isFetching}
              onRetry={() => void branding.refetch()}
            />
          ) : (
            <BrandingEditor
              testId="agency-branding"
              value={branding.data}
              save={{ run: save.mutate, isPending: save.isPending }}
              upload={{ run: upload.mutate, isPending: upload.isPending }}
              removeLogo={{
                run: (_input, options) => remove.mutate(undefined, options),
                isPending: remove.isPending,
              }}
            />
          )}
        </div>
      </section>
    </Card>
  );
};
