import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { ZWorkspaceNameSchema } from '@kampa/contracts/workspace/workspace';
import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useCreateWorkspace, useWorkspaces } from '@/features/team/api/workspaces';
import { WORKSPACE_ROLE_LABEL_KEYS, workspaceNameOf } from '@/features/team/lib/workspace-roles';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/toast';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/** `/workspaces`: the workspaces one belongs to, and making an agency's. */
export const WorkspacesPage = ({ onCreated }: { onCreated: (workspaceUid: string) => void }) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const workspaces = useWorkspaces(userUid);
  const create = useCreateWorkspace(userUid);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('screen', t('membership.workspace.listTitle'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ZWorkspaceNameSchema.safeParse(name).success) {
      setError(t('membership.workspace.nameInvalid'));
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync(name);
      toast.success(t('membership.workspace.created', { name: created.name ?? name }));
      onCreated(created.uid);
    } catch {
      setError(t('membership.errors.generic'));
    }
  };

  return (
    <>
      <PageHeader
        title={t('membership.workspace.listTitle')}
        description={t('membership.workspace.listDescription')}
      />
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('membership.workspace.create.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('membership.workspace.create.description')}
          </p>
          <form
            className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
            onSubmit={(e) => void onSubmit(e)}
            noValidate
          >
            <FormField label={t('membership.workspace.name')} error={error}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  maxLength={80}
                  data-testid="workspace-name"
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <Button
              type="submit"
              className="sm:mt-7"
              isLoading={create.isPending}
              data-testid="workspace-create"
            >
              {t('membership.workspace.create.submit')}
            </Button>
          </form>
        </Card>
        {workspaces.isPending ? (
          <CardSkeleton className="h-[3.625rem]" />
        ) : workspaces.isError ? (
          <ErrorState
            title={t('membership.error.title')}
            description={t('membership.error.description')}
            retryLabel={t('membership.error.retry')}
            onRetry={() => void workspaces.refetch()}
            isRetrying={workspaces.isFetching}
          />
        ) : (
          <Card className="divide-y divide-slate-200 px-5 dark:divide-slate-800">
            {workspaces.data.workspaces.map((workspace) => (
              <Link
                key={workspace.uid}
                to="/workspaces/$workspaceUid"
                params={{ workspaceUid: workspace.uid }}
                className="flex items-center justify-between gap-3 py-4 hover:text-indigo-700 dark:hover:text-indigo-300"
                data-testid="workspace-link"
              >
                <span className="flex items-center gap-3 font-medium">
                  <Building2 aria-hidden="true" className="size-5 text-slate-500" />
                  {workspaceNameOf(workspace, t)}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t(WORKSPACE_ROLE_LABEL_KEYS[workspace.role])} ·{' '}
                  {t('membership.workspace.projectCount', { count: workspace.projectCount })}
                </span>
              </Link>
            ))}
          </Card>
        )}
      </div>
    </>
  );
};
