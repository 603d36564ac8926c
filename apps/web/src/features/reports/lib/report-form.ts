import {
  REPORT_SECTIONS,
  ZReportFieldsSchema,
  type TReport,
  type TReportFieldsInput,
  type TReportSection,
} from '@kampa/contracts/reports/report';

/** The dialog's fields, as the inputs hold them (days and recipients as typed text). */
export type ReportFormValues = {
  title: string;
  /** Chosen sections, in their order. */
  sections: TReportSection[];
  periodKind: 'last_month' | 'last_week' | 'last_28_days' | 'rolling';
  rollingDays: string;
  comparison: 'previous_period' | 'previous_year';
  language: 'cs' | 'en';
  /** Addresses separated by commas, spaces or lines. */
  recipients: string;
  /** Sent on its own: never, weekly on `weekday` (1 Monday … 7 Sunday) or monthly on `monthDay`. */
  scheduleKind: 'none' | 'weekly' | 'monthly';
  weekday: number;
  monthDay: number;
  /** The hour of the project's time zone. */
  hour: number;
};

/** A new schedule's defaults: Mondays, or the 4th (Google's numbers of a month settle late), 9:00. */
const SCHEDULE_DEFAULTS = { weekday: 1, monthDay: 4, hour: 9 } as const;

export type ReportFormField = 'title' | 'sections' | 'rollingDays' | 'recipients';
export type ReportFormErrors = Partial<Record<ReportFormField, true>>;

export const emptyReportForm = (language: 'cs' | 'en', title: string): ReportFormValues => ({
  title,
  sections: [...REPORT_SECTIONS],
  periodKind: 'last_month',
  rollingDays: '30',
  comparison: 'previous_period',
  language,
  recipients: '',
  scheduleKind: 'none',
  ...SCHEDULE_DEFAULTS,
});

export const formOfReport = (report: TReport): ReportFormValues => ({
  title: report.title,
  sections: report.sections,
  periodKind: report.period.kind,
  rollingDays: report.period.kind === 'rolling' ? String(report.period.days) : '30',
  comparison: report.comparison,
  language: report.language,
  recipients: report.recipients.join('\n'),
  scheduleKind: report.schedule?.kind ?? 'none',
  weekday: report.schedule?.kind === 'weekly' ? report.schedule.weekday : SCHEDULE_DEFAULTS.weekday,
  monthDay: report.schedule?.kind === 'monthly' ? report.schedule.day : SCHEDULE_DEFAULTS.monthDay,
  hour: report.schedule?.hour ?? SCHEDULE_DEFAULTS.hour,
});

/** The addresses typed, split on commas, semicolons and white space. */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const scheduleOf = (form: ReportFormValues): TReport['schedule'] =>
  form.scheduleKind === 'weekly'
    ? { kind: 'weekly', weekday: form.weekday, hour: form.hour }
    : form.scheduleKind === 'monthly'
      ? { kind: 'monthly', day: form.monthDay, hour: form.hour }
      : null;

/** The report's body. */
export const bodyOfForm = (form: ReportFormValues): TReportFieldsInput => ({
  title: form.title,
  sections: form.sections,
  period:
    form.periodKind === 'rolling'
      ? {
          kind: 'rolling',
          days: form.rollingDays.trim() === '' ? Number.NaN : Number(form.rollingDays),
        }
      : { kind: form.periodKind },
  comparison: form.comparison,
  language: form.language,
  recipients: recipientsOf(form.recipients),
  schedule: scheduleOf(form),
});

/** The form field an API error's `field` (`body.recipients.2`, `body.period.days`) points at. */
export const formFieldOf = (path: string): ReportFormField => {
  const field = path.replace(/^body\./, '');
  if (field.startsWith('recipients')) return 'recipients';
  if (field.startsWith('sections')) return 'sections';
  if (field.startsWith('period')) return 'rollingDays';
  return 'title';
};

/** The contract's checks, by the form's field. */
export const validateReportForm = (form: ReportFormValues): ReportFormErrors => {
  const result = ZReportFieldsSchema.safeParse(bodyOfForm(form));
  if (result.success) return {};
  const errors: ReportFormErrors = {};
  for (const issue of result.error.issues) errors[formFieldOf(issue.path.join('.'))] = true;
  return errors;
};

/** Moves a chosen section one place up (-1) or down (+1). */
export const moveSection = (
  sections: readonly TReportSection[],
  section: TReportSection,
  by: -1 | 1,
): TReportSection[] => {
  const index = sections.indexOf(section);
  const target = index + by;
  if (index < 0 || target < 0 || target >= sections.length) return [...sections];
  const next = [...sections];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** Turns a section on (added last) or off. */
export const toggleSection = (
  sections: readonly TReportSection[],
  section: TReportSection,
  isOn: boolean,
): TReportSection[] =>
  isOn
    ? sections.includes(section)
      ? [...sections]
      : [...sections, section]
    : sections.filter((entry) => entry !== section);
