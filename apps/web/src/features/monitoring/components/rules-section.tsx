import type { TRule } from '@kampa/contracts/monitoring/rule';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useRuleTargets, useRules } from '@/features/monitoring/api/rules';
import { conditionText, targetText } from '@/features/monitoring/lib/rule-text';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { RuleDialog } from './rule-dialog';
import { ruleDisplayName } from '@/lib/rule-name';

/** The project's rules; editors and owners add, change and delete them. */
export const RulesSection = ({ projectUid, canEdit }: { projectUid: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const uid = useSignedInUid();
  const rules = useRules(uid, projectUid);
  const targets = useRuleTargets(uid, projectUid);
  const campaignNames = new Map(
    (targets.data?.campaigns ?? []).map((campaign) => [campaign.id, campaign.name]),
  );
  const budgetNames = new Map(
    (targets.data?.budgets ?? []).map((budget) => [budget.id, budget.name]),
  );
  const [deleting, setDeleting] = useState<TRule | null>(null);
  const [dialog, setDialog] = useState<{ rule: TRule | null; key: number } | null>(null);
  const content = () => {
    if (rules.isPending) return <CardSkeleton />;
    if (rules.isError) {
      return (
        <ErrorState
          title={t('monitoring.rules.error')}
          description={t('monitoring.rules.errorBody')}
          retryLabel={t('monitoring.retry')}
          onRetry={() => void rules.refetch()}
          isRetrying={rules.isFetching}
        />
      );
    }
    if (rules.data.rules.length === 0) {
      return (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('monitoring.rules.empty')}</p>
      );
    }
    return (
      <Card className="divide-y divide-slate-200 dark:divide-slate-800">
        <ul>
          {rules.data.rules.map((rule) => (
            <li
              key={rule.id}
              data-testid="rule-row"
              className="flex flex-wrap items-center gap-3 p-4"
            >
              {/* At least 14rem: on a phone the buttons go below the rule, not beside a sliver. */}
              <div className="min-w-56 flex-1">
                <p className="font-medium wrap-anywhere text-slate-900 dark:text-white">
                  {ruleDisplayName(rule.name, t)}
                  {rule.isEnabled ? null : (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                      {t('monitoring.rules.off')}
                    </span>
                  )}
                  {rule.hasWebhook ? (
                    <span
                      data-testid="rule-has-webhook"
                      className="ml-2 text-xs text-slate-600 dark:text-slate-400"
                    >
                      {t('monitoring.rules.hasWebhook')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {targetText(t, rule.target, campaignNames, budgetNames)}{' '}
                  {conditionText(t, rule.target.metric, rule.condition, format)}
                </p>
              </div>
              {canEdit ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDialog({ rule, key: Date.now() })}
                  >
                    {t('monitoring.rules.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('monitoring.rules.deleteNamed', {
                      name: ruleDisplayName(rule.name, t),
                    })}
                    onClick={() => setDeleting(rule)}
                  >
                    {t('monitoring.rules.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    );
  };
  return (
    <section aria-labelledby="rules-heading" className="mt-8" data-testid="rules-section">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="rules-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('monitoring.rules.title')}
        </h2>
        {canEdit ? (
          <Button
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setDialog({ rule: null, key: Date.now() })}
          >
            {t('monitoring.rules.add')}
          </Button>
        ) : null}
      </div>
      {content()}
      {dialog ? (
        <RuleDialog
          key={dialog.key}
          projectUid={projectUid}
          rule={dialog.rule}
          isOpen
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DeleteRuleDialog projectUid={projectUid} rule={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
};
