import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export type ProjectArea = 'analyticsConnect' | 'adsConnect' | 'chat' | 'monitoring';

const AREA_KEYS = {
  analyticsConnect: {
    title: 'areas.analyticsConnect.title',
    description: 'areas.analyticsConnect.description',
  },
  adsConnect: { title: 'areas.adsConnect.title', description: 'areas.adsConnect.description' },
  chat: { title: 'areas.chat.title', description: 'areas.chat.description' },
  monitoring: { title: 'areas.monitoring.title', description: 'areas.monitoring.description' },
} as const satisfies Record<ProjectArea, { title: string; description: string }>;

/** An area's page header: its title and what it is for. */
export const AreaHeader = ({ area }: { area: ProjectArea }) => {
  const { t } = useTranslation();
  const keys = AREA_KEYS[area];
  return <PageHeader title={t(keys.title)} description={t(keys.description)} />;
};

/** A project area that later work builds: its real header and an honest "not yet" notice. */
export const AreaUnavailablePage = ({
  area,
  projectId,
}: {
  area: ProjectArea;
  projectId: string;
}) => {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <AreaHeader area={area} />
      <EmptyState
        icon={<Construction aria-hidden="true" className="size-6" />}
        title={t('areas.unavailable.title')}
        description={t('areas.unavailable.body')}
        action={
          <Link
            to="/project/$projectId/dashboard"
            params={{ projectId }}
            className={buttonClasses('secondary')}
          >
            {t('areas.unavailable.backToDashboard')}
          </Link>
        }
      />
    </PageContainer>
  );
};
