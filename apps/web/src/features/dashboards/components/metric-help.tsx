import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { addAreas } from '@/lib/i18n';
import csHelp from '@/locales/cs/help.json';
import enHelp from '@/locales/en/help.json';

// The explanations load after the numbers, not with every screen's translations.
addAreas({ cs: { help: csHelp }, en: { help: enHelp } });

const HELP_KEYS = {
  sessions: 'help.sessions',
  totalUsers: 'help.totalUsers',
  newUsers: 'help.newUsers',
  screenPageViews: 'help.screenPageViews',
  engagedSessions: 'help.engagedSessions',
  engagementRate: 'help.engagementRate',
  keyEvents: 'help.keyEvents',
  conversionRate: 'help.conversionRate',
  totalRevenue: 'help.totalRevenue',
  cost: 'help.cost',
  clicks: 'help.clicks',
  impressions: 'help.impressions',
  searchImpressions: 'help.searchImpressions',
  searchClicks: 'help.searchClicks',
  ctr: 'help.ctr',
  cpc: 'help.cpc',
  conversions: 'help.conversions',
  cpa: 'help.cpa',
  conversionValue: 'help.conversionValue',
  roas: 'help.roas',
  position: 'help.position',
} as const;

export type HelpTopic = keyof typeof HELP_KEYS;

/**
 * An (i) button after a KPI's label: on hover and on keyboard focus it says what the metric
 * means (the text is the button's description for screen readers).
 */
export const MetricHelp = ({ topic, label }: { topic: HelpTopic; label: string }) => {
  const { t } = useTranslation();
  return (
    <Tooltip content={t(HELP_KEYS[topic])} side="top">
      <button
        type="button"
        aria-label={t('help.about', { metric: label })}
        data-testid={`help-${topic}`}
        className={clsx(
          'relative inline-flex size-5 shrink-0 items-center justify-center rounded-full text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100',
          FOCUS_RING,
        )}
      >
        <Info aria-hidden="true" className="size-3.5" />
      </button>
    </Tooltip>
  );
};
