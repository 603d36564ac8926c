import type { TProject } from '@kampa/contracts/project/project';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * `/project/{id}/ads` until Google Ads is connected: what it will show and the way to connect it
 * (editors and owners). Once an account is chosen, the Ads screen itself (`children`) shows, with a
 * note above it while the account needs attention.
 */
export const AdsConnectGate = ({
  project,
  children,
}: {
  project: TProject;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const state = project.connections.ads;
  const canEdit = project.role !== 'viewer';
  const connectLink = (label: string, variant: 'primary' | 'secondary') => (
    <Link
      to="/project/$projectId/ads/connect"
      params={{ projectId: project.uid }}
      className={buttonClasses(variant)}
      data-testid="ads-connect-link"
    >
      {label}
    </Link>
  );
  if (state === 'not_connected') {
    return (
      <PageContainer>
        <PageHeader
          title={t('connections.adsGate.title')}
          description={t('connections.adsGate.description')}
        />
        <EmptyState
          icon={<Megaphone aria-hidden="true" className="size-6" />}
          title={t('connections.adsGate.emptyTitle')}
          description={
            canEdit ? t('connections.adsGate.emptyBody') : t('connections.notConnected.viewerBody')
          }
          action={canEdit ? connectLink(t('connections.adsGate.connect'), 'primary') : undefined}
        />
      </PageContainer>
    );
  }
  const needsAttention = state === 'reconnect_needed' || state === 'error';
  return (
    <>
      {state === 'connected' ? null : (
        <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-8">
          <div
            data-testid="ads-gate-note"
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
          >
            {needsAttention ? (
              <AlertTriangle
                aria-hidden="true"
                className="size-5 shrink-0 text-red-700 dark:text-red-400"
              />
            ) : null}
            <p className="flex-1 text-slate-800 dark:text-slate-200">
              {t(needsAttention ? 'connections.adsGate.attention' : 'connections.adsGate.syncing')}
            </p>
            {connectLink(t('connections.adsGate.open'), 'secondary')}
          </div>
        </div>
      )}
      {children}
    </>
  );
};
