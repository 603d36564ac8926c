import type { TRule } from '@kampa/contracts/monitoring/rule';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRule } from '@/features/monitoring/api/rules';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { ruleDisplayName } from '@/lib/rule-name';

/** Asks before deleting a rule: it stops watching and its alerts go with it. */
export const DeleteRuleDialog = ({
  projectUid,
  rule,
  onClose,
}: {
  projectUid: string;
  rule: TRule | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteRule(useSignedInUid());
  return (
    <ConfirmDialog
      data-testid="delete-rule-dialog"
      isOpen={rule !== null}
      title={t('monitoring.rules.deleteTitle')}
      description={t('monitoring.rules.deleteDescription', {
        name: rule ? ruleDisplayName(rule.name, t) : '',
      })}
      labels={{
        close: t('monitoring.rules.dialogClose'),
        cancel: t('monitoring.rules.deleteCancel'),
        confirm: t('monitoring.rules.deleteConfirm'),
      }}
      error={remove.isError ? t('monitoring.rules.deleteFailed') : null}
      isPending={remove.isPending}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!rule) return;
        remove.mutate(
          { projectUid: projectUid, ruleId: rule.id },
          {
            onSuccess: () => {
              toast.success(t('monitoring.rules.deleted'));
              onClose();
            },
          },
        );
      }}
    />
  );
};
