import type { TProject } from '@kampa/contracts/project/project';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDeleteProject } from '@/features/projects/api/delete-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { projectErrorKey } from '@/features/projects/lib/project-errors';
import { toast } from '@/lib/toast';

/** The owner deletes the project after typing its name; then back to the list. */
export const DeleteProjectSection = ({ project }: { project: TProject }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteProject = useDeleteProject(useSignedInUid());
  const [confirmation, setConfirmation] = useState('');
  const titleId = useId();
  const isConfirmed = confirmation.trim() === project.name.trim();

  const onDelete = () => {
    if (!isConfirmed || deleteProject.isPending) return;
    deleteProject.mutate(project.uid, {
      onSuccess: async () => {
        toast.success(t('projects.delete.deleted', { name: project.name }));
        await navigate({ to: '/projects' });
        deleteProject.forgetProject(project.uid);
      },
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-lg border border-red-200 p-4 dark:border-red-900/70"
    >
      <h3 id={titleId} className="font-semibold text-red-800 dark:text-red-300">
        {t('projects.delete.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('projects.delete.description')}
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onDelete();
        }}
      >
        <FormField label={t('projects.delete.confirmLabel', { name: project.name })}>
          {(control) => (
            <Input
              {...control}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        {deleteProject.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(projectErrorKey(deleteProject.error))}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="danger"
          disabled={!isConfirmed}
          isLoading={deleteProject.isPending}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
        >
          {t('projects.delete.submit')}
        </Button>
      </form>
    </section>
  );
};
