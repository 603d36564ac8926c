import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { pickProjectSettings, type TProject } from '@kampa/contracts/project/project';
import type { TUpdateProjectRequest } from '@kampa/contracts/project/update-project';
import { Settings } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFocusOnArrival, type DeferredMenuProps } from '@/components/ui/deferred-menu';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useUpdateProject } from '@/features/projects/api/update-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import {
  PROJECT_FORM_FIELDS,
  type ProjectFormValues,
} from '@/features/projects/lib/project-form-validation';
import { toast } from '@/lib/toast';
import { DeleteProjectSection } from './delete-project-section';
import { ProjectForm } from './project-form';

/** Only what changed goes to the API (PATCH); nothing changed means nothing to send. */
const changedFields = (project: TProject, values: ProjectFormValues): TUpdateProjectRequest => {
  const changes: TUpdateProjectRequest = {};
  for (const field of PROJECT_FORM_FIELDS) {
    if (values[field] !== project[field]) changes[field] = values[field];
  }
  return changes;
};

/**
 * The project's settings (editor and owner) and, for the owner, deleting it. Loaded after the
 * first paint (`project-header.tsx`); opened at once when its button was pressed meanwhile.
 */
export const ProjectSettingsDialog = ({
  project,
  defaultOpen = false,
  hasFocus = false,
}: { project: TProject } & Partial<DeferredMenuProps>) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, hasFocus);
  const updateProject = useUpdateProject(useSignedInUid());

  const onSubmit = async (values: ProjectFormValues) => {
    const body = changedFields(project, values);
    if (Object.keys(body).length > 0) {
      const updated = await updateProject.mutateAsync({ projectUid: project.uid, body });
      toast.success(t('projects.settings.saved', { name: updated.name }));
    }
    setIsOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          ref={trigger}
          variant="secondary"
          icon={<Settings aria-hidden="true" className="size-4" />}
          className="self-start"
        >
          {t('projects.settings.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        data-testid="project-settings"
        size="lg"
        title={t('projects.settings.title')}
        description={t('projects.settings.description')}
        closeLabel={t('projects.settings.close')}
      >
        <ProjectForm
          initialValues={pickProjectSettings(project)}
          submitLabel={t('projects.settings.submit')}
          onSubmit={onSubmit}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="secondary">{t('projects.settings.cancel')}</Button>
            </DialogClose>
          }
        />
        {canDoOnProject(project.role, 'delete') ? <DeleteProjectSection project={project} /> : null}
      </DialogContent>
    </Dialog>
  );
};
