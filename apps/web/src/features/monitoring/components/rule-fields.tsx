import {
  ANOMALY_SENSITIVITIES,
  CHANGE_BASELINES,
  RULE_DIRECTIONS,
} from '@kampa/contracts/monitoring/rule';
import type { TRuleTargets } from '@kampa/contracts/monitoring/list-rule-targets';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import {
  dimensionOptions,
  hasDimension,
  isLowerBetterForm,
  isPercentMetric,
  METRICS_OF,
  offeredSources,
  patchForSource,
  type RuleFormErrors,
  type RuleFormValues,
} from '@/features/monitoring/lib/rule-form';
import { metricLabel } from '@/features/monitoring/lib/rule-text';
import { BudgetRuleFields } from './budget-rule-fields';

const CONDITION = 'monitoring.condition';
const FORM = 'monitoring.form';

/** Each offered source's label (literal keys, for the i18n check). */
const SOURCE_LABELS: Record<RuleFormValues['source'], string> = {
  analytics: 'monitoring.form.analytics',
  ads: 'monitoring.form.ads',
  budget: 'monitoring.form.budgetSource',
  search_console: 'monitoring.form.search_console',
};

type Props = {
  projectUid: string;
  form: RuleFormValues;
  /** The project's synced channels and campaigns (none while they load). */
  targets: TRuleTargets | undefined;
  errors: RuleFormErrors;
  onChange: (patch: Partial<RuleFormValues>) => void;
};

/** What a rule watches and when it breaches. */
export const RuleTargetFields = ({ projectUid, form, targets, errors, onChange }: Props) => {
  const { t } = useTranslation();
  const source = (
    <FormField label={t('monitoring.form.source')}>
      {(control) => (
        <Select
          {...control}
          value={form.source}
          onChange={(event) =>
            onChange(
              patchForSource(
                form,
                event.target.value as RuleFormValues['source'],
                targets?.budgets ?? [],
              ),
            )
          }
        >
          {offeredSources(form.source, targets).map((value) => (
            <option key={value} value={value}>
              {t(SOURCE_LABELS[value])}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
  if (form.source === 'budget') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {source}
        <BudgetRuleFields
          projectUid={projectUid}
          form={form}
          budgets={targets?.budgets}
          errors={errors}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {source}
      <FormField label={t('monitoring.form.metric')} error={errors.metric ?? null}>
        {(control) => (
          <Select
            {...control}
            value={form.metric}
            onChange={(event) => onChange({ metric: event.target.value })}
          >
            {METRICS_OF[form.source].map((metric) => (
              <option key={metric} value={metric}>
                {metricLabel(t, metric)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {hasDimension(form.source) ? (
        <FormField
          label={t(`${FORM}.${form.source === 'analytics' ? 'channel' : 'campaign'}`)}
          error={errors.dimension ?? null}
        >
          {(control) => (
            <Select
              {...control}
              value={form.dimension}
              onChange={(event) => onChange({ dimension: event.target.value })}
            >
              <option value="">
                {t(`${FORM}.${form.source === 'analytics' ? 'wholeProperty' : 'wholeAccount'}`)}
              </option>
              {dimensionOptions(form, targets).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : (
        <p className="self-end text-sm text-slate-600 dark:text-slate-400">
          {t('monitoring.form.searchFinalDays')}
        </p>
      )}
      <FormField label={t('monitoring.form.condition')}>
        {(control) => (
          <Select
            {...control}
            value={form.type}
            onChange={(event) => onChange({ type: event.target.value as RuleFormValues['type'] })}
          >
            <option value="threshold">{t('monitoring.form.threshold')}</option>
            <option value="change">{t('monitoring.form.change')}</option>
            <option value="anomaly">{t('monitoring.form.anomaly')}</option>
          </Select>
        )}
      </FormField>
      {form.type === 'threshold' ? (
        <>
          <FormField label={t('monitoring.form.when')}>
            {(control) => (
              <Select
                {...control}
                value={form.thresholdDirection}
                onChange={(event) =>
                  onChange({ thresholdDirection: event.target.value as 'above' | 'below' })
                }
              >
                <option value="above">{t('monitoring.form.above')}</option>
                <option value="below">{t('monitoring.form.below')}</option>
              </Select>
            )}
          </FormField>
          <FormField
            label={t(
              isPercentMetric(form.metric)
                ? 'monitoring.form.valuePercent'
                : 'monitoring.form.value',
            )}
            error={errors.value ?? null}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={form.value}
                onChange={(event) => onChange({ value: event.target.value })}
              />
            )}
          </FormField>
        </>
      ) : (
        <FormField
          label={t('monitoring.form.direction')}
          hint={isLowerBetterForm(form) ? t('monitoring.form.positionHint') : undefined}
        >
          {(control) => (
            <Select
              {...control}
              value={form.direction}
              onChange={(event) =>
                onChange({ direction: event.target.value as RuleFormValues['direction'] })
              }
            >
              {RULE_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`${FORM}.${direction}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {form.type === 'change' ? (
        <>
          <FormField label={t('monitoring.form.percent')} error={errors.percent ?? null}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={form.percent}
                onChange={(event) => onChange({ percent: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('monitoring.form.against')}>
            {(control) => (
              <Select
                {...control}
                value={form.against}
                onChange={(event) =>
                  onChange({ against: event.target.value as RuleFormValues['against'] })
                }
              >
                {CHANGE_BASELINES.map((against) => (
                  <option key={against} value={against}>
                    {t(`${CONDITION}.${against}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </>
      ) : null}
      {form.type === 'anomaly' ? (
        <FormField
          label={t('monitoring.form.sensitivity')}
          hint={t('monitoring.form.sensitivityHint')}
        >
          {(control) => (
            <Select
              {...control}
              value={form.sensitivity}
              onChange={(event) =>
                onChange({ sensitivity: event.target.value as RuleFormValues['sensitivity'] })
              }
            >
              {ANOMALY_SENSITIVITIES.map((sensitivity) => (
                <option key={sensitivity} value={sensitivity}>
                  {t(`${CONDITION}.${sensitivity}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
    </div>
  );
};
