import type { TReportSection, TShareLink } from '@kampa/contracts/reports/report';

/** Translation keys of what a report names by code (so the i18n check sees each one used). */
export const SECTION_KEYS = {
  kpis: 'reports.sections.kpis',
  trend: 'reports.sections.trend',
  channels: 'reports.sections.channels',
  landingPages: 'reports.sections.landingPages',
  campaigns: 'reports.sections.campaigns',
  search: 'reports.sections.search',
  targets: 'reports.sections.targets',
  events: 'reports.sections.events',
  alerts: 'reports.sections.alerts',
  summary: 'reports.sections.summary',
} as const satisfies Record<TReportSection, string>;

export const PERIOD_KEYS = {
  last_month: 'reports.periods.last_month',
  last_week: 'reports.periods.last_week',
  last_28_days: 'reports.periods.last_28_days',
  rolling: 'reports.periods.rolling',
} as const;

export const COMPARISON_KEYS = {
  previous_period: 'reports.comparisons.previous_period',
  previous_year: 'reports.comparisons.previous_year',
} as const;

export const LANGUAGE_KEYS = { cs: 'reports.languages.cs', en: 'reports.languages.en' } as const;

export const LINK_STATE_KEYS = {
  active: 'reports.link.states.active',
  expired: 'reports.link.states.expired',
  revoked: 'reports.link.states.revoked',
} as const satisfies Record<TShareLink['state'], string>;
