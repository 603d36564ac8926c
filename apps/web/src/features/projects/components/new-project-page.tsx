import { PROJECT_SETTINGS_DEFAULTS } from '@kampa/contracts/project/project';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCreateProject } from '@/features/projects/api/create-project';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import {
  PROJECT_FORM_FIELDS,
  type ProjectFormValues,
} from '@/features/projects/lib/project-form-validation';
import { toast } from '@/lib/toast';
import { ProjectForm } from './project-form';

const DEFAULTS: Partial<ProjectFormValues> = PROJECT_SETTINGS_DEFAULTS;

/** Every setting empty, except those with a default. */
const INITIAL_VALUES = Object.fromEntries(
  PROJECT_FORM_FIELDS.map((field) => [field, DEFAULTS[field] ?? '']),
) as ProjectFormValues;

/**
 * `/projects/new`: the create form; then a toast and the new project's dashboard. `workspaceUid`:
 * the workspace it goes into (else one's personal workspace), said by `workspaceNote`.
 */
export const NewProjectPage = ({
  workspaceUid,
  workspaceNote,
}: {
  workspaceUid?: string;
  workspaceNote?: ReactNode;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createProject = useCreateProject(useSignedInUid());
  // One idempotency key per intended project: the same values again (a double submit, a retry
  // after a lost answer) reuse it and make one project; changed values get a new key (the API
  // refuses a key with other settings), and so does a project deleted meanwhile.
  const sent = useRef<{ key: string; values: string } | null>(null);
  const keyFor = (values: ProjectFormValues): string => {
    const text = JSON.stringify({ values, workspaceUid });
    if (sent.current?.values !== text) sent.current = { key: crypto.randomUUID(), values: text };
    return sent.current.key;
  };

  const onSubmit = async (values: ProjectFormValues) => {
    let project;
    try {
      project = await createProject.mutateAsync({
        ...values,
        ...(workspaceUid ? { workspaceUid } : {}),
        idempotencyKey: keyFor(values),
      });
    } catch (error) {
      if (isApiError(error, 'project_deleted')) sent.current = null;
      throw error;
    }
    toast.success(t('projects.new.created', { name: project.name }));
    await navigate({ to: '/project/$projectId/dashboard', params: { projectId: project.uid } });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('projects.new.title')} description={t('projects.new.description')} />
      {workspaceNote}
      <Card className="p-5 sm:p-6">
        <ProjectForm
          data-testid="new-project-form"
          initialValues={INITIAL_VALUES}
          submitLabel={t('projects.new.submit')}
          onSubmit={onSubmit}
          secondaryAction={
            <Link to="/projects" className={buttonClasses('secondary')}>
              {t('projects.new.cancel')}
            </Link>
          }
        />
      </Card>
    </div>
  );
};
