import type { TTargetProgress } from '@kampa/contracts/targets/target';
import { TARGET_METRICS, type TTargetMetric } from '@kampa/contracts/targets/target-metrics';

/** The dialog's fields: one text per metric, empty for no target. ROAS is typed in percent. */
export type TargetsFormValues = Record<TTargetMetric, string>;
export type TargetsFormErrors = Partial<Record<TTargetMetric, true>>;

/** ROAS is shown and typed as a percentage (420 %) and stored as a multiple (4.2). */
const SCALE: Partial<Record<TTargetMetric, number>> = { roas: 100 };

/** The form for a month's targets as they are. */
export const formOfTargets = (targets: readonly TTargetProgress[]): TargetsFormValues => {
  const values = Object.fromEntries(
    TARGET_METRICS.map((metric) => [metric, '']),
  ) as TargetsFormValues;
  for (const target of targets) {
    values[target.metric] = String(
      Math.round(target.value * (SCALE[target.metric] ?? 1) * 100) / 100,
    );
  }
  return values;
};

/** A typed number, with a decimal comma or point and spaces between thousands; NaN otherwise. */
export const parseAmount = (text: string): number => {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** Each filled field must be a number above 0; empty ones are no target. */
export const validateTargetsForm = (values: TargetsFormValues): TargetsFormErrors => {
  const errors: TargetsFormErrors = {};
  for (const metric of TARGET_METRICS) {
    const text = values[metric].trim();
    if (text === '') continue;
    const value = parseAmount(text);
    if (!(value > 0) || value > 1e12) errors[metric] = true;
  }
  return errors;
};

/** The month's targets to send: the filled fields, in the metrics' order. */
export const bodyOfForm = (values: TargetsFormValues) =>
  TARGET_METRICS.filter((metric) => values[metric].trim() !== '').map((metric) => ({
    metric,
    value: parseAmount(values[metric]) / (SCALE[metric] ?? 1),
  }));

/** The form field an API error names (`body.targets.2.value`), given the body that was sent. */
export const formFieldOfError = (
  field: string,
  sent: readonly { metric: TTargetMetric }[],
): TTargetMetric | null => {
  const index = /^body\.targets\.(\d+)\./.exec(field)?.[1];
  return index === undefined ? null : (sent[Number(index)]?.metric ?? null);
};
