import type { TRule } from '@kampa/contracts/monitoring/rule';
import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRuleTargets, useSaveRule, useTestRule } from '@/features/monitoring/api/rules';
import {
  bodyOfForm,
  EMPTY_RULE_FORM,
  formOfRule,
  validateRuleForm,
  type RuleFormErrors,
  type RuleFormValues,
} from '@/features/monitoring/lib/rule-form';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { RuleTargetFields } from './rule-fields';
import { RuleTestChart } from './rule-test-chart';
import { RuleTimingFields } from './rule-timing-fields';
import { RuleWebhook } from './rule-webhook';

/** Writes a new rule or changes one; "Test this rule" draws the days it would have fired on. */
export const RuleDialog = ({
  projectUid,
  rule,
  isOpen,
  onClose,
}: {
  projectUid: string;
  rule: TRule | null;
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const save = useSaveRule(userUid);
  const targets = useRuleTargets(userUid, projectUid, { isFresh: true });
  const test = useTestRule();
  const [form, setForm] = useState<RuleFormValues>(rule ? formOfRule(rule) : EMPTY_RULE_FORM);
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const onChange = (patch: Partial<RuleFormValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    test.reset();
  };
  const checked = () => {
    const found = validateRuleForm(form, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked()) return;
    save.mutate(
      { projectUid: projectUid, ruleId: rule?.id ?? null, body: bodyOfForm(form) },
      {
        onSuccess: () => {
          toast.success(t('monitoring.rules.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        data-testid="rule-dialog"
        title={t(rule ? 'monitoring.rules.editTitle' : 'monitoring.rules.newTitle')}
        description={t('monitoring.rules.dialogDescription')}
        closeLabel={t('monitoring.close')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t('monitoring.form.name')} error={errors.name ?? null}>
            {(control) => (
              <Input
                {...control}
                value={form.name}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            )}
          </FormField>
          <RuleTargetFields
            projectUid={projectUid}
            form={form}
            targets={targets.data}
            errors={errors}
            onChange={onChange}
          />
          <RuleTimingFields form={form} errors={errors} onChange={onChange} />
          <RuleWebhook
            projectUid={projectUid}
            rule={rule}
            value={form.webhookUrl}
            error={errors.webhookUrl ?? null}
            onChange={(webhookUrl) => onChange({ webhookUrl })}
          />
          <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              isLoading={test.isPending}
              icon={<FlaskConical aria-hidden="true" className="size-4" />}
              onClick={() => {
                if (checked()) test.mutate({ projectUid: projectUid, body: bodyOfForm(form) });
              }}
            >
              {t('monitoring.test.run')}
            </Button>
            {test.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
                {t('monitoring.test.failed')}
              </p>
            ) : null}
            {test.data ? (
              <div className="mt-3">
                <RuleTestChart test={test.data} metric={form.metric} />
              </div>
            ) : null}
          </div>
          {save.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('monitoring.rules.saveFailed')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('monitoring.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={save.isPending}>
              {t('monitoring.rules.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};
