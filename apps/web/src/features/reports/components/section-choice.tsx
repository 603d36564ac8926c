import { REPORT_SECTIONS, type TReportSection } from '@kampa/contracts/reports/report';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { moveSection, toggleSection } from '@/features/reports/lib/report-form';
import { SECTION_KEYS } from '@/features/reports/lib/report-labels';

/** The sections a report shows: ticked ones first, in their order, each movable up or down. */
export const SectionChoice = ({
  sections,
  hasError,
  onChange,
}: {
  sections: TReportSection[];
  hasError: boolean;
  onChange: (sections: TReportSection[]) => void;
}) => {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const listed = [...sections, ...REPORT_SECTIONS.filter((entry) => !sections.includes(entry))];
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hasError ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('reports.form.sections')}
      </legend>
      <ul className="mt-2 space-y-1 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
        {listed.map((section) => {
          const position = sections.indexOf(section);
          const name = t(SECTION_KEYS[section]);
          return (
            <li key={section} className="flex items-center gap-2">
              <label className="flex flex-1 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={position >= 0}
                  onChange={(event) =>
                    onChange(toggleSection(sections, section, event.target.checked))
                  }
                />
                {name}
              </label>
              {position >= 0 ? (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('reports.form.moveUp', { name })}
                    disabled={position === 0}
                    onClick={() => onChange(moveSection(sections, section, -1))}
                    icon={<ArrowUp aria-hidden="true" className="size-4" />}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('reports.form.moveDown', { name })}
                    disabled={position === sections.length - 1}
                    onClick={() => onChange(moveSection(sections, section, 1))}
                    icon={<ArrowDown aria-hidden="true" className="size-4" />}
                  />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {hasError ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {t('reports.form.errors.sections')}
        </p>
      ) : null}
    </fieldset>
  );
};
