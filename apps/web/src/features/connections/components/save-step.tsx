import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConnectStep } from './connect-step';

/** Step 3: save the choice; the first sync starts and its progress is shown above. */
export const SaveStep = ({
  canSave,
  hint,
  isSaving,
  error,
  onSave,
}: {
  canSave: boolean;
  hint: string;
  isSaving: boolean;
  error: string | null;
  onSave: () => void;
}) => {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <ConnectStep
      step={3}
      title={t('connections.save.title')}
      description={t('connections.save.description')}
      testId="step-save"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          onClick={onSave}
          disabled={!canSave}
          isLoading={isSaving}
          data-testid="save-source"
          aria-describedby={hintId}
        >
          {t('connections.save.submit')}
        </Button>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </ConnectStep>
  );
};
