import { loadReportsMessages } from '@/features/reports/lib/reports-messages';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import {
  useDeleteMyLogo,
  useMyBranding,
  useSaveMyBranding,
  useUploadMyLogo,
} from '@/features/reports/api/branding';
import { BrandingEditor } from './branding-editor';

loadReportsMessages();

/**
 * The account page's "Branding" card: the agency's name, accent colour and logo, which every
 * client report of the projects the user owns shows unless a project overrides them.
 */
export const AgencyBrandingCard = ({ userUid }: { userUid: string }) => {
  const { t } = useTranslation();
  const branding = useMyBranding(userUid);
  const save = useSaveMyBranding(userUid);
  const upload = useUploadMyLogo(userUid);
  const remove = useDeleteMyLogo(userUid);
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
          {t('reports.branding.description')}
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
