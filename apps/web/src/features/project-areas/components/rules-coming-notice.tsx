import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** Monitoring's part still being built: alert rules and the alerts they fire. */
export const RulesComingNotice = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="rules-coming">
      <EmptyState
        icon={<BellRing aria-hidden="true" className="size-6" />}
        title={t('areas.monitoring.rulesComing.title')}
        description={t('areas.monitoring.rulesComing.body')}
      />
    </div>
  );
};
