import type { TProject } from '@kampa/contracts/project/project';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { connectionErrorKey } from '@/features/connections/lib/connection-errors';
import { ConnectStep } from './connect-step';
import { InlineError } from './inline-error';
import { SaveStep } from './save-step';

/**
 * Steps 2 and 3 of any source, around what differs between sources: the list of what the Google
 * connection can read (loading, failed with retry, empty, or the source's own list), what the
 * chosen one is, then saving it. Every source's step is this with its list, details and wording.
 */
export const SourceChoiceStep = <TSave,>({
  title,
  description,
  testId,
  options,
  isEmpty,
  emptyText,
  list,
  details,
  errorContent,
  save,
}: {
  title: string;
  description: string;
  testId: string;
  /** What the connection can read, as Google answered it. */
  options: UseQueryResult<unknown>;
  isEmpty: boolean;
  emptyText: string;
  /** The choices, once loaded and not empty. */
  list: () => ReactNode;
  /** What the chosen one is (shown below the list), if one is chosen. */
  details: ReactNode;
  /**
   * The source's own answer to a failed list (e.g. a permission to add), or `null` for the usual
   * message with a retry.
   */
  errorContent?: (error: unknown) => ReactNode;
  save: {
    mutation: UseMutationResult<TProject, Error, TSave>;
    /** What saving sends: `null` until there is something that may be saved. */
    variables: TSave | null;
    hint: string;
    onSaved: (project: TProject) => void;
  };
}) => {
  const { t } = useTranslation();
  const { mutation, variables, hint, onSaved } = save;
  return (
    <>
      <ConnectStep step={2} title={title} description={description} testId={testId}>
        {options.isPending ? (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : options.isError && errorContent?.(options.error) ? (
          errorContent(options.error)
        ) : options.isError ? (
          <InlineError
            message={t(connectionErrorKey(options.error))}
            onRetry={() => void options.refetch()}
            isRetrying={options.isFetching}
          />
        ) : isEmpty ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>
        ) : (
          list()
        )}
        {details}
      </ConnectStep>
      <SaveStep
        canSave={variables !== null}
        hint={hint}
        isSaving={mutation.isPending}
        error={mutation.isError ? t(connectionErrorKey(mutation.error)) : null}
        onSave={() => {
          if (variables === null) return;
          // Awaited, not `mutate(…, { onSuccess })`: the saved source's panel replaces this step
          // as soon as its status arrives, and `onSaved` must still run.
          mutation.mutateAsync(variables).then(onSaved, () => undefined); // the error is shown from `mutation.error`
        }}
      />
    </>
  );
};
