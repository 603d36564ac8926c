import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';

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
