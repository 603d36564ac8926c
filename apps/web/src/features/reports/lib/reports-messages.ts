import { addAreas } from '@/lib/i18n';
import csReports from '@/locales/cs/reports.json';
import enReports from '@/locales/en/reports.json';

/**
 * The reports' and branding's words load with the screens that show them (the reports screen, the
 * account page's branding card), not with every signed-in screen's translations: the dashboards'
 * first JavaScript stays within its budget.
 */
export const loadReportsMessages = () =>
  addAreas({ cs: { reports: csReports }, en: { reports: enReports } });
