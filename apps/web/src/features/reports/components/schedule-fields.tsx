import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import type { ReportFormValues } from '@/features/reports/lib/report-form';
import { useFormat } from '@/lib/format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MONTH_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);
const HOURS = Array.from({ length: 24 }, (_, index) => index);

/** When the report is sent on its own: never, weekly on a weekday or monthly on a day, at an hour. */
export const ScheduleFields = ({
  form,
  onChange,
}: {
  form: ReportFormValues;
  onChange: (patch: Partial<ReportFormValues>) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  // 5 January 2026 is a Monday: its week names the weekdays in the user's language.
  const weekdayName = (weekday: number) =>
    format.date(`2026-01-0${4 + weekday}T12:00:00Z`, { weekday: 'long', timeZone: 'UTC' });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('reports.form.schedule')} hint={t('reports.form.scheduleHint')}>
        {(control) => (
          <Select
            {...control}
            value={form.scheduleKind}
            onChange={(event) =>
              onChange({ scheduleKind: event.target.value as ReportFormValues['scheduleKind'] })
            }
          >
            <option value="none">{t('reports.form.scheduleNone')}</option>
            <option value="weekly">{t('reports.form.scheduleWeekly')}</option>
            <option value="monthly">{t('reports.form.scheduleMonthly')}</option>
          </Select>
        )}
      </FormField>
      {form.scheduleKind === 'weekly' ? (
        <FormField label={t('reports.form.weekday')}>
          {(control) => (
            <Select
              {...control}
              value={String(form.weekday)}
              onChange={(event) => onChange({ weekday: Number(event.target.value) })}
            >
              {WEEKDAYS.map((weekday) => (
                <option key={weekday} value={weekday}>
                  {weekdayName(weekday)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {form.scheduleKind === 'monthly' ? (
        <FormField label={t('reports.form.monthDay')}>
          {(control) => (
            <Select
              {...control}
              value={String(form.monthDay)}
              onChange={(event) => onChange({ monthDay: Number(event.target.value) })}
            >
              {MONTH_DAYS.map((day) => (
                <option key={day} value={day}>
                  {t('reports.form.monthDayOption', { day })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {form.scheduleKind !== 'none' ? (
        <FormField label={t('reports.form.hour')}>
          {(control) => (
            <Select
              {...control}
              value={String(form.hour)}
              onChange={(event) => onChange({ hour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
    </div>
  );
};
